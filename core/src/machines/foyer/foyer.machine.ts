import {
  type AnyActorLogic,
  type AnyActorRef,
  assign,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
} from 'xstate'
import { remoteConfigActor } from '../../actors/remote-config.actor.js'
import type { WalletConnectClient } from '../../chains/walletconnect/walletconnect.types.js'
import { resolveFeatures } from '../../config/features.js'
import type { Alert } from '../../errors/alerts.js'
import { storageKeys } from '../../storage/keys.js'
import { localStorageAdapter } from '../../storage/local-storage.js'
import { createStorage } from '../../storage/storage.js'
import { connectionMachine } from '../connection/connection.machine.js'
import { lazyActorMachine } from '../lazy-actor/lazy-actor.machine.js'
import { modalMachine } from '../modal/modal.machine.js'
import { networkMachine } from '../network/network.machine.js'
import { initialActiveNetwork } from '../network/network.rules.js'
import type { NetworkInput } from '../network/network.types.js'
import { pairingMachine } from '../pairing/pairing.machine.js'
import { recommendedWalletsMachine } from '../recommended-wallets/recommended-wallets.machine.js'
import { routerMachine } from '../router/router.machine.js'
import type { SiwxInput } from '../siwx/siwx.types.js'
import { snackMachine } from '../snack/snack.machine.js'
import { loadToasterMachine } from '../toaster/toaster.load.js'
import { walletListMachine } from '../wallet-list/wallet-list.machine.js'
import {
  allNetworks,
  assertOneAdapterPerNamespace,
  connectorsAfterReport,
  directoryOf,
  installedConnectorOf,
  isBasicMode,
  mergeConnectors,
  pageOf,
  routerEnvOf,
  walletConnectConnectorsOf,
  walletConnectStoredNamespaces,
} from './foyer.rules.js'
import type { FoyerContext, FoyerEvent, FoyerOptions } from './foyer.types.js'

type EventOf<type extends FoyerEvent['type']> = Extract<FoyerEvent, { type: type }>

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

/**
 * The root actor (systemId `foyer`): holds the options, the resolved features, alerts, connectors,
 * recent wallets and theme, and runs the modal, the router, one connection actor per chain adapter
 * (`connection.<namespace>`) and the network actor as children that find each other through the
 * system. Remote configuration is fetched on the first open, never at start (nothing goes over the
 * network before the visitor asks for the modal).
 *
 * @example
 * const foyer = createActor(foyerMachine, { input: { projectId: 'p' }, systemId: 'foyer' }).start()
 */
export const foyerMachine = setup({
  types: {} as { context: FoyerContext; events: FoyerEvent; input: FoyerOptions },
  actors: {
    modal: modalMachine,
    router: routerMachine,
    connection: connectionMachine,
    network: networkMachine,
    snack: snackMachine,
    toasts: lazyActorMachine,
    pairing: pairingMachine,
    walletList: walletListMachine,
    recommendedWallets: recommendedWalletsMachine,
    loadRemoteConfig: remoteConfigActor,
    endWalletConnectSession: fromPromise<void, { client: WalletConnectClient }>(({ input }) =>
      input.client.disconnect(),
    ),
  },
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
    setConnectors: assign(({ context, event }) => {
      const { namespace, connectors } = event as EventOf<'FOYER.CONNECTORS_CHANGED'>
      const byNamespace = connectorsAfterReport(context.connectorsByNamespace, namespace, connectors)
      const order = (context.options.adapters ?? []).map((adapter) => adapter.namespace)
      return { connectorsByNamespace: byNamespace, connectors: mergeConnectors(byNamespace, order) }
    }),
    setRecentWallets: assign({
      recentWallets: ({ event }) => (event as EventOf<'FOYER.RECENT_WALLETS_CHANGED'>).recentWallets,
    }),
    setConnectingNamespace: assign({
      connectingNamespace: ({ event }) => (event as EventOf<'FOYER.CONNECTION_ATTEMPT'>).namespace,
    }),
    // One connection actor per adapter (their number depends on the options, so they are spawned; the
    // network actor is invoked). All actors are registered in the system before any starts, so their
    // first messages to one another arrive.
    spawnConnections: enqueueActions(({ context, enqueue }) => {
      const { options, storage } = context
      const adapters = options.adapters ?? []
      const active = initialActiveNetwork({
        networks: allNetworks(adapters),
        storedNetworkId: storage.get(storageKeys.activeNetworkId),
        storedNamespace: storage.get(storageKeys.activeNamespace),
        defaultNetwork: options.defaultNetwork,
      })
      for (const adapter of adapters) {
        const systemId = `connection.${adapter.namespace}`
        enqueue.spawnChild('connection', {
          id: systemId,
          systemId,
          input: {
            adapter,
            storage,
            reconnect: options.enableReconnect ?? true,
            network: active?.chainNamespace === adapter.namespace ? active : undefined,
            connectors: walletConnectConnectorsOf(options.walletConnect, adapter.namespace),
          },
        })
      }
    }),
    // WalletConnect and the wallet directory exist only when the site configured them.
    spawnWalletServices: enqueueActions(({ context, enqueue }) => {
      const { walletConnect } = context.options
      if (walletConnect)
        enqueue.spawnChild('pairing', {
          id: 'pairing',
          systemId: 'pairing',
          input: { pairer: walletConnect },
        })
      if (context.directory) {
        const input = { directory: context.directory }
        enqueue.spawnChild('walletList', { id: 'walletList', systemId: 'walletList', input })
        enqueue.spawnChild('recommendedWallets', {
          id: 'recommendedWallets',
          systemId: 'recommendedWallets',
          input,
        })
      }
    }),
    // Reconnect disabled (SPEC §4): a WalletConnect session stored by an earlier load is ended, not
    // left alive on the relay and in the wallet. Forgetting its connector at once means later loads
    // never start WalletConnect for it again.
    endStoredWalletConnectSession: enqueueActions(({ context, enqueue }) => {
      const { walletConnect: client, enableReconnect, adapters = [] } = context.options
      if (!client || enableReconnect !== false) return
      const stored = walletConnectStoredNamespaces(
        context.storage,
        adapters.map((adapter) => adapter.namespace),
      )
      if (stored.length === 0) return
      for (const namespace of stored) context.storage.remove(storageKeys.connectedConnectorId(namespace))
      enqueue.spawnChild('endWalletConnectSession', { id: 'endWalletConnectSession', input: { client } })
    }),
    // Sign-in's machine comes with its option (SiwxPlugin), so it is spawned as logic, not by name.
    spawnSiwx: enqueueActions(({ context, enqueue }) => {
      const { siwx, origin } = context.options
      if (!siwx) return
      const spawn = enqueue.spawnChild as unknown as (
        logic: AnyActorLogic,
        options: { id: string; systemId: string; input: SiwxInput },
      ) => void
      const page = pageOf(origin)
      spawn(siwx.machine, { id: 'siwx', systemId: 'siwx', input: { options: siwx.options, ...page } })
    }),
    // Every open asks; the actor loads once (and again only after a failure).
    loadRecommendedWallets: enqueueActions(({ system, enqueue }) => {
      const recommended: AnyActorRef | undefined = system.get('recommendedWallets')
      if (recommended) enqueue.sendTo(recommended, { type: 'RECOMMENDED.LOAD' })
    }),
    setDirectoryWallets: assign({
      directoryWallets: ({ event }) => (event as EventOf<'FOYER.DIRECTORY_WALLETS_LOADED'>).groups,
    }),
    connectWalletConnect: enqueueActions(({ context, event, system, enqueue }) => {
      const { wallet } = event as EventOf<'FOYER.CONNECT_WALLETCONNECT'>
      const installed = wallet && installedConnectorOf(wallet, context.connectors)
      if (installed) {
        const connection: AnyActorRef | undefined = system.get(`connection.${installed.chain}`)
        if (connection) enqueue.sendTo(connection, { type: 'CONNECTION.CONNECT', connectorId: installed.id })
        return
      }
      const pairing: AnyActorRef | undefined = system.get('pairing')
      if (!pairing) return
      enqueue.sendTo('router', {
        type: 'ROUTER.PUSH',
        view: { name: 'ConnectingWalletConnect', params: wallet ? { walletId: wallet.id } : undefined },
      })
      enqueue.sendTo(pairing, { type: 'PAIRING.START', wallet })
    }),
    storeDeepLinkChoice: ({ context, event }) => {
      const { href, name } = event as EventOf<'FOYER.DEEP_LINK_OPENED'>
      context.storage.set(storageKeys.deepLinkChoice, { href, name })
    },
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
    assertOneAdapterPerNamespace(input.adapters ?? [])
    const resolved = resolveFeatures({ local: input.features, basic: isBasicMode(input) })
    const storage = createStorage(input.storage ?? localStorageAdapter())
    return {
      options: input,
      features: resolved.features,
      storage,
      connectors: [],
      connectorsByNamespace: {},
      recentWallets: storage.get(storageKeys.recentWallets) ?? [],
      connectingNamespace: undefined,
      alerts: resolved.alerts,
      raisedAlertIds: resolved.alerts.map((alert) => alert.id),
      warnings: resolved.warnings,
      theme: { mode: input.themeMode ?? 'dark', variables: input.themeVariables ?? {} },
      directory: directoryOf(input),
      directoryWallets: { featured: [], recommended: [] },
    }
  },
  entry: ['endStoredWalletConnectSession', 'spawnConnections', 'spawnWalletServices', 'spawnSiwx'],
  invoke: [
    { src: 'modal', id: 'modal', systemId: 'modal', input: {} },
    {
      src: 'router',
      id: 'router',
      systemId: 'router',
      input: ({ context }) => ({ env: routerEnvOf(context) }),
    },
    { src: 'network', id: 'network', systemId: 'network', input: ({ context }) => networkInputOf(context) },
    // The snackbar of the modal starts with the root (the skin looks it up on its first render). The
    // toasts of the page are a lazy actor: the toaster's machine downloads with the first toast and
    // runs as systemId `toaster`. The views of both load only when something is shown.
    { src: 'snack', id: 'snack', systemId: 'snack' },
    {
      src: 'toasts',
      id: 'toasts',
      systemId: 'toasts',
      input: { systemId: 'toaster', load: loadToasterMachine },
    },
  ],
  on: {
    'FOYER.ALERT': {
      guard: { type: 'isAlertNew', params: ({ event }) => ({ alert: event.alert }) },
      actions: { type: 'addAlert', params: ({ event }) => ({ alert: event.alert }) },
    },
    'FOYER.DISMISS_ALERT': { actions: 'dismissAlert' },
    'FOYER.CONNECTORS_CHANGED': { actions: 'setConnectors' },
    'FOYER.RECENT_WALLETS_CHANGED': { actions: 'setRecentWallets' },
    'FOYER.CONNECTION_ATTEMPT': { actions: 'setConnectingNamespace' },
    'FOYER.SET_THEME': { actions: 'setTheme' },
    'FOYER.CONNECT_WALLETCONNECT': { actions: 'connectWalletConnect' },
    'FOYER.DEEP_LINK_OPENED': { actions: 'storeDeepLinkChoice' },
    'FOYER.MODAL_OPENED': { actions: 'loadRecommendedWallets' },
    'FOYER.DIRECTORY_WALLETS_LOADED': { actions: 'setDirectoryWallets' },
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
      // The root's own FOYER.MODAL_OPENED handler does not run when this one matches: repeat its action.
      on: { 'FOYER.MODAL_OPENED': { target: 'loadingRemoteConfig', actions: 'loadRecommendedWallets' } },
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
