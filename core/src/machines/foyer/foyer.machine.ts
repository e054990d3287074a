import { assign, sendTo, setup } from 'xstate'
import { remoteConfigActor } from '../../actors/remote-config.actor.js'
import { resolveFeatures } from '../../config/features.js'
import type { Alert } from '../../errors/alerts.js'
import { modalMachine } from '../modal/modal.machine.js'
import { routerMachine } from '../router/router.machine.js'
import { isBasicMode, routerEnvOf } from './foyer.rules.js'
import type { FoyerContext, FoyerEvent, FoyerOptions } from './foyer.types.js'

type EventOf<type extends FoyerEvent['type']> = Extract<FoyerEvent, { type: type }>

/**
 * The root actor (systemId `foyer`): holds the options, the resolved features, alerts, connectors and
 * theme, and runs the modal and the router as children that find each other through the system.
 * Remote configuration is fetched on the first open, never at start (nothing goes over the network
 * before the visitor asks for the modal).
 *
 * @example
 * const foyer = createActor(foyerMachine, { input: { projectId: 'p' }, systemId: 'foyer' }).start()
 */
export const foyerMachine = setup({
  types: {} as { context: FoyerContext; events: FoyerEvent; input: FoyerOptions },
  actors: { modal: modalMachine, router: routerMachine, loadRemoteConfig: remoteConfigActor },
  guards: {
    isBasicModeChosen: ({ context }) => context.options.basic === true,
    hasProjectId: ({ context }) => Boolean(context.options.projectId),
    isAlertNew: ({ context }, params: { alert: Alert }) => !context.raisedAlertIds.includes(params.alert.id),
  },
  actions: {
    addAlert: assign(({ context }, params: { alert: Alert }) => ({
      alerts: [...context.alerts, params.alert],
      raisedAlertIds: [...context.raisedAlertIds, params.alert.id],
    })),
    dismissAlert: assign({ alerts: ({ context }) => context.alerts.slice(1) }),
    setConnectors: assign({
      connectors: ({ event }) => (event as EventOf<'FOYER.CONNECTORS_CHANGED'>).connectors,
    }),
    setTheme: assign({
      theme: ({ context, event }) => {
        const { mode, variables } = event as EventOf<'FOYER.SET_THEME'>
        return { mode: mode ?? context.theme.mode, variables: variables ?? context.theme.variables }
      },
    }),
    setRemoteFeatures: assign(({ context }, resolved: ReturnType<typeof resolveFeatures>) => {
      const fresh = resolved.alerts.filter((alert) => !context.raisedAlertIds.includes(alert.id))
      return {
        features: resolved.features,
        alerts: [...context.alerts, ...fresh],
        raisedAlertIds: [...context.raisedAlertIds, ...fresh.map((alert) => alert.id)],
        warnings: [...context.warnings, ...resolved.warnings],
      }
    }),
    notifyRouterEnv: sendTo('router', ({ context }) => ({
      type: 'ROUTER.ENV' as const,
      env: routerEnvOf(context),
    })),
  },
}).createMachine({
  id: 'foyer',
  context: ({ input }) => {
    const resolved = resolveFeatures({ local: input.features, basic: isBasicMode(input) })
    return {
      options: input,
      features: resolved.features,
      connectors: [],
      alerts: resolved.alerts,
      raisedAlertIds: resolved.alerts.map((alert) => alert.id),
      warnings: resolved.warnings,
      theme: { mode: input.themeMode ?? 'dark', variables: input.themeVariables ?? {} },
    }
  },
  invoke: [
    { src: 'modal', id: 'modal', systemId: 'modal', input: {} },
    {
      src: 'router',
      id: 'router',
      systemId: 'router',
      input: ({ context }) => ({ env: routerEnvOf(context) }),
    },
  ],
  on: {
    'FOYER.ALERT': {
      guard: { type: 'isAlertNew', params: ({ event }) => ({ alert: event.alert }) },
      actions: { type: 'addAlert', params: ({ event }) => ({ alert: event.alert }) },
    },
    'FOYER.DISMISS_ALERT': { actions: 'dismissAlert' },
    'FOYER.CONNECTORS_CHANGED': { actions: 'setConnectors' },
    'FOYER.SET_THEME': { actions: 'setTheme' },
  },
  initial: 'choosingMode',
  states: {
    choosingMode: {
      always: [
        { guard: 'isBasicModeChosen', target: 'basic' },
        { guard: 'hasProjectId', target: 'awaitingFirstOpen' },
        {
          target: 'basic',
          actions: { type: 'addAlert', params: { alert: { id: 'PROJECT_ID_NOT_CONFIGURED' } } },
        },
      ],
    },
    /** Basic mode: features come from the site's options and the defaults only (SPEC §6). */
    basic: {},
    awaitingFirstOpen: {
      on: { 'FOYER.MODAL_OPENED': 'loadingRemoteConfig' },
    },
    loadingRemoteConfig: {
      invoke: {
        src: 'loadRemoteConfig',
        input: ({ context }) => ({ options: context.options }),
        onDone: {
          target: 'configured',
          actions: [{ type: 'setRemoteFeatures', params: ({ event }) => event.output }, 'notifyRouterEnv'],
        },
      },
    },
    /** Remote config loaded, or failed and fell back to local options and defaults. */
    configured: {},
  },
})
