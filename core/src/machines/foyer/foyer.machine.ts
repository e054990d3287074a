import { assign, setup } from 'xstate'
import { remoteConfigActor } from '../../actors/remote-config.actor.js'
import type { RemoteConfigOutcome } from '../../api/remote-config.load.js'
import { featuresOf, type ResolvedFeatures } from '../../config/features.js'
import type { Connector } from '../../connectors/connector.types.js'
import { type Alert, endsWithModal } from '../../errors/alerts.js'
import type { Namespace } from '../../networks/network.types.js'
import type { RecentWallet } from '../../storage/keys.js'
import { localStorageAdapter } from '../../storage/local-storage.js'
import { rootKeys } from '../../storage/root-keys.js'
import { createStorage } from '../../storage/storage.js'
import { systemSender } from '../../system/system.js'
import { connectionMachine } from '../connection/connection.machine.js'
import { connectionViewsMachine } from '../connection-views/connection-views.machine.js'
import { modalMachine } from '../modal/modal.machine.js'
import { networkMachine } from '../network/network.machine.js'
import { initialActiveNetwork } from '../network/network.rules.js'
import type { NetworkInput } from '../network/network.types.js'
import { routerMachine } from '../router/router.machine.js'
import { snackMachine } from '../snack/snack.machine.js'
import {
  allNetworks,
  assertOneAdapterPerNamespace,
  connectorsAfterReport,
  isBasicMode,
  mergeConnectors,
  plugModules,
  routerEnvOf,
} from './foyer.rules.js'
import type { FoyerContext, FoyerEvent, FoyerOptions, ThemeMode, ThemeVariables } from './foyer.types.js'

/** What the network actor starts with: every adapter's networks and the site's network options. */
function networkInputOf(context: FoyerContext): NetworkInput {
  const { options, storage } = context
  return {
    networks: allNetworks(options.adapters ?? []),
    adapters: options.adapters ?? [],
    storage,
    defaultNetwork: options.defaultNetwork,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
  }
}

// Sends to the actors this machine talks to, by system id (absent ones are skipped).
const toSystem = systemSender<FoyerContext, FoyerEvent>()

/**
 * The developer warning when loading the remote configuration failed outright: its loader turns every
 * failed request into a fallback, but its code comes in a lazy chunk, whose download can fail too.
 */
function loadFailureWarning(error: unknown): string {
  const reason = error instanceof Error ? ` ${error.message}` : ''
  return `Failed to load the remote project configuration; using local or default features.${reason}`
}

/**
 * The root actor (systemId `foyer`): holds the options, the resolved features, alerts, the merged
 * connectors, recent wallets and theme, and runs the modal, the router, one connection actor per
 * chain adapter (`connection.<namespace>`), the network actor and the snackbar as children that find
 * each other through the system. Capabilities (WalletConnect, the wallet directory, sign-in, toasts,
 * …) are modules: the root plugs each the same way and starts its actors, and knows nothing else
 * about them. Remote configuration is fetched on the first open, never at start (nothing goes over
 * the network before the visitor asks for the modal).
 */
export const foyerMachine = setup({
  types: {} as { context: FoyerContext; events: FoyerEvent; input: FoyerOptions },
  actors: {
    modal: modalMachine,
    router: routerMachine,
    connection: connectionMachine,
    connectionViews: connectionViewsMachine,
    network: networkMachine,
    snack: snackMachine,
    loadRemoteConfig: remoteConfigActor,
  },
  guards: {
    isBasicModeChosen: ({ context }) => context.options.basic === true,
    hasProjectId: ({ context }) => Boolean(context.options.projectId),
    isAlertNew: ({ context }, params: { alert: Alert }) => !context.raisedAlertIds.includes(params.alert.id),
    isRetryWanted: (_, params: { outcome: RemoteConfigOutcome }) => params.outcome.retryOnNextOpen,
  },
  actions: {
    addAlert: assign(({ context }, params: { alert: Alert }) => ({
      alerts: [...context.alerts, params.alert],
      raisedAlertIds: [...context.raisedAlertIds, params.alert.id],
    })),
    dismissAlert: assign({ alerts: ({ context }) => context.alerts.slice(1) }),
    // An answer to the visitor's action lives as long as the modal it answered in, and is told again
    // on a later attempt (so it leaves the raised ids too, shown or dismissed); configuration alerts
    // stay until dismissed.
    dropAlertsEndingWithModal: assign(({ context }) => ({
      alerts: context.alerts.filter((alert) => !endsWithModal(alert.id)),
      raisedAlertIds: context.raisedAlertIds.filter((id) => !endsWithModal(id)),
    })),
    setConnectors: assign(
      ({ context }, params: { namespace: Namespace | undefined; connectors: readonly Connector[] }) => {
        const byNamespace = connectorsAfterReport(
          context.connectorsByNamespace,
          params.namespace,
          params.connectors,
        )
        const order = (context.options.adapters ?? []).map((adapter) => adapter.namespace)
        return { connectorsByNamespace: byNamespace, connectors: mergeConnectors(byNamespace, order) }
      },
    ),
    setRecentWallets: assign((_, params: { recentWallets: readonly RecentWallet[] }) => ({
      recentWallets: params.recentWallets,
    })),
    setConnectingNamespace: assign((_, params: { namespace: Namespace }) => ({
      connectingNamespace: params.namespace,
    })),
    // Modules are plugged first, once: a module may change what the connection actors then read from
    // storage. Then one connection actor per adapter, listing the modules' connectors of its namespace
    // before its adapter's, and every module's actor under its system id. Their number depends on the
    // options, so they are spawned (module logic is not one of the root's named actors: `assign`'s
    // spawner takes any logic). All are registered in the system before any starts, so their first
    // messages to one another arrive.
    startActors: assign(({ context, spawn, system }) => {
      const { options, storage } = context
      const adapters = options.adapters ?? []
      const plugs = plugModules(options, storage, system)
      const active = initialActiveNetwork({
        networks: allNetworks(adapters),
        storedNetworkId: storage.get(rootKeys.activeNetworkId),
        storedNamespace: storage.get(rootKeys.activeNamespace),
        defaultNetwork: options.defaultNetwork,
      })
      // The coordinator of what the modal and router show as connections move starts first: it follows
      // the connection actors' signals from their very first (a restore on load).
      spawn('connectionViews', {
        id: 'connectionViews',
        systemId: 'connectionViews',
        input: { namespaces: adapters.map((adapter) => adapter.namespace) },
      })
      for (const adapter of adapters) {
        const systemId = `connection.${adapter.namespace}`
        spawn('connection', {
          id: systemId,
          systemId,
          input: {
            adapter,
            storage,
            reconnect: options.enableReconnect ?? true,
            network: active?.chainNamespace === adapter.namespace ? active : undefined,
            connectors: plugs.flatMap((plug) => plug.connectors?.(adapter.namespace) ?? []),
            signIn: plugs.find((plug) => plug.connectSignIn)?.connectSignIn,
          },
        })
      }
      for (const { systemId, logic, input } of plugs.flatMap((plug) => plug.actors ?? []))
        spawn(logic, { systemId, input })
      return {}
    }),
    setTheme: assign(
      ({ context }, params: { mode: ThemeMode | undefined; variables: ThemeVariables | undefined }) => ({
        theme: {
          mode: params.mode ?? context.theme.mode,
          variables: params.variables ?? context.theme.variables,
        },
      }),
    ),
    storeThemeMode: ({ context }, params: { mode: ThemeMode | undefined }) => {
      if (params.mode) context.storage.set(rootKeys.themeMode, params.mode)
    },
    setRemoteFeatures: assign(({ context }, resolved: ResolvedFeatures) => {
      const fresh = resolved.alerts.filter((alert) => !context.raisedAlertIds.includes(alert.id))
      return {
        features: resolved.features,
        alerts: [...context.alerts, ...fresh],
        raisedAlertIds: [...context.raisedAlertIds, ...fresh.map((alert) => alert.id)],
        warnings: [...context.warnings, ...resolved.warnings],
      }
    }),
    notifyRouterEnv: toSystem('router')(({ context }) => ({ type: 'ROUTER.ENV', env: routerEnvOf(context) })),
    addWarning: assign(({ context }, params: { warning: string }) => ({
      warnings: [...context.warnings, params.warning],
    })),
  },
}).createMachine({
  id: 'foyer',
  context: ({ input }) => {
    assertOneAdapterPerNamespace(input.adapters ?? [])
    const resolved = featuresOf(input.features, { basic: isBasicMode(input) })
    const storage = createStorage(input.storage ?? localStorageAdapter())
    return {
      options: input,
      features: resolved.features,
      storage,
      connectors: [],
      connectorsByNamespace: {},
      recentWallets: storage.get(rootKeys.recentWallets) ?? [],
      connectingNamespace: undefined,
      alerts: resolved.alerts,
      raisedAlertIds: resolved.alerts.map((alert) => alert.id),
      warnings: resolved.warnings,
      theme: {
        mode: storage.get(rootKeys.themeMode) ?? input.themeMode ?? 'system',
        variables: input.themeVariables ?? {},
      },
    }
  },
  entry: 'startActors',
  invoke: [
    { src: 'modal', id: 'modal', systemId: 'modal', input: {} },
    {
      src: 'router',
      id: 'router',
      systemId: 'router',
      input: ({ context }) => ({ env: routerEnvOf(context) }),
    },
    { src: 'network', id: 'network', systemId: 'network', input: ({ context }) => networkInputOf(context) },
    // The snackbar of the modal starts with the root (the skin looks it up on its first render); its
    // view loads only when something is shown.
    { src: 'snack', id: 'snack', systemId: 'snack' },
  ],
  on: {
    'FOYER.ALERT': {
      guard: { type: 'isAlertNew', params: ({ event }) => ({ alert: event.alert }) },
      actions: { type: 'addAlert', params: ({ event }) => ({ alert: event.alert }) },
    },
    'FOYER.DISMISS_ALERT': { actions: 'dismissAlert' },
    'FOYER.MODAL_CLOSED': { actions: 'dropAlertsEndingWithModal' },
    'FOYER.CONNECTORS_CHANGED': {
      actions: {
        type: 'setConnectors',
        params: ({ event }) => ({ namespace: event.namespace, connectors: event.connectors }),
      },
    },
    'FOYER.RECENT_WALLETS_CHANGED': {
      actions: { type: 'setRecentWallets', params: ({ event }) => ({ recentWallets: event.recentWallets }) },
    },
    'FOYER.CONNECTION_ATTEMPT': {
      actions: { type: 'setConnectingNamespace', params: ({ event }) => ({ namespace: event.namespace }) },
    },
    'FOYER.SET_THEME': {
      actions: [
        { type: 'setTheme', params: ({ event }) => ({ mode: event.mode, variables: event.variables }) },
        { type: 'storeThemeMode', params: ({ event }) => ({ mode: event.mode }) },
      ],
    },
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
    /** Basic mode: features come from the site's options and the defaults only (no remote config). */
    basic: {},
    awaitingFirstOpen: {
      on: {
        'FOYER.MODAL_OPENED': { target: 'loadingRemoteConfig' },
        'FOYER.LOAD_REMOTE_CONFIG': { target: 'loadingRemoteConfig' },
      },
    },
    loadingRemoteConfig: {
      initial: 'first',
      states: {
        /** The first open waits for it ("Loading sign-in options…"). */
        first: {},
        /** A later open tries again quietly: the fallback features stay usable meanwhile. */
        again: {},
      },
      invoke: {
        src: 'loadRemoteConfig',
        id: 'loadRemoteConfig',
        input: ({ context }) => ({ options: context.options }),
        onDone: [
          {
            guard: { type: 'isRetryWanted', params: ({ event }) => ({ outcome: event.output }) },
            target: 'fellBack',
            actions: [{ type: 'setRemoteFeatures', params: ({ event }) => event.output }, 'notifyRouterEnv'],
          },
          {
            target: 'configured',
            actions: [{ type: 'setRemoteFeatures', params: ({ event }) => event.output }, 'notifyRouterEnv'],
          },
        ],
        // The loader never rejects, but its lazy chunk may not download: without this the root actor
        // itself would fail and Foyer stop answering. The features in effect stay, and the next open
        // tries again, as after a configuration that could not be read.
        onError: {
          target: 'fellBack',
          actions: {
            type: 'addWarning',
            params: ({ event }) => ({ warning: loadFailureWarning(event.error) }),
          },
        },
      },
    },
    /**
     * The configuration (or the allowed origins) could not be read, a timeout included, or its loader
     * failed to download: the site's options and defaults are in effect, and the next open tries again.
     */
    fellBack: { on: { 'FOYER.MODAL_OPENED': { target: 'loadingRemoteConfig.again' } } },
    /** Remote config and allowed origins read. */
    configured: {},
  },
})
