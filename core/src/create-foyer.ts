import { type ActorRefFrom, createActor, type InspectionEvent, type Observer, waitFor } from 'xstate'
import type { DirectoryWallet } from './api/wallet-directory.types.js'
import { NoActiveCaipAddressError } from './errors/siwx.js'
import type { connectionMachine } from './machines/connection/connection.machine.js'
import { widenAdapter } from './machines/connection/connection.rules.js'
import { selectAccountView } from './machines/connection/connection.selectors.js'
import type { AccountView } from './machines/connection/connection.views.js'
import { WalletDirectoryNotConfiguredError } from './machines/foyer/foyer.errors.js'
import { foyerMachine } from './machines/foyer/foyer.machine.js'
import { assertOneAdapterPerNamespace } from './machines/foyer/foyer.rules.js'
import { type AlertView, selectAlertView, selectTheme } from './machines/foyer/foyer.selectors.js'
import type { FoyerOptions, Theme } from './machines/foyer/foyer.types.js'
import type { LazyActorRef } from './machines/lazy-actor/lazy-actor.types.js'
import type { modalMachine } from './machines/modal/modal.machine.js'
import { type ModalView, selectModalView } from './machines/modal/modal.selectors.js'
import type { networkMachine } from './machines/network/network.machine.js'
import { selectActiveNamespace, selectNetworksView } from './machines/network/network.selectors.js'
import type { NetworkEmitted } from './machines/network/network.types.js'
import type { NetworksView } from './machines/network/network.views.js'
import type { pairingMachine } from './machines/pairing/pairing.machine.js'
import type { routerMachine } from './machines/router/router.machine.js'
import { type RouterView, selectRouterView } from './machines/router/router.selectors.js'
import type { ViewRequest } from './machines/router/router.types.js'
import type { siwxMachine } from './machines/siwx/siwx.machine.js'
import type { SnackActor, SnackMessage } from './machines/snack/snack.types.js'
import type { ToastOptions, ToastPatch } from './machines/toaster/toast.types.js'
import type { ToasterEvent } from './machines/toaster/toaster.types.js'
import type { walletListMachine } from './machines/wallet-list/wallet-list.machine.js'
import type { CaipNetworkId, Namespace } from './networks/network.types.js'
import { isMobileDevice } from './utils/is-mobile.js'

/** A plain summary of Foyer's state, for sites that don't use a framework binding. */
export type FoyerState = {
  modal: ModalView
  router: RouterView
  alert: AlertView
  theme: Theme
  /** The active namespace's connection. */
  account: AccountView
  networks: NetworksView
}

/** A connection actor (systemId `connection.<namespace>`). */
export type ConnectionActor = ActorRefFrom<typeof connectionMachine>

/** The events `foyer.on` listens to. */
export type FoyerEmitted = NetworkEmitted

/** A running Foyer: the root actor, its children, and a small imperative API. */
export type Foyer = {
  /** The root actor (systemId `foyer`), for advanced use and framework bindings. */
  actor: ActorRefFrom<typeof foyerMachine>
  /** The modal actor (systemId `modal`). */
  modal: ActorRefFrom<typeof modalMachine>
  /** The router actor (systemId `router`). */
  router: ActorRefFrom<typeof routerMachine>
  /** The network actor (systemId `network`): active network, switch flow, unsupported network. */
  network: ActorRefFrom<typeof networkMachine>
  /** The snackbar actor (systemId `snack`): one short message at the bottom of the modal. */
  snack: SnackActor
  /**
   * The page's toasts, bottom right (systemId `toasts`): a lazy actor that downloads the toaster's
   * machine with the first toast and forwards it every toaster event. `selectLoadedActor` of its
   * snapshot is the toaster actor (systemId `toaster`) once loaded.
   */
  toasts: LazyActorRef
  /**
   * Shows a toast (SPEC §4 toast states); returns its id, for `updateToast` and `dismissToast`. Showing
   * an id already on screen updates that toast.
   *
   * @example
   * const id = foyer.toast({ type: 'loading', title: 'Sending 1 ETH…' })
   * foyer.updateToast(id, { type: 'success', title: 'Sent' })
   */
  toast(toast: ToastOptions): string
  /** Changes a toast's type, title, description or duration (the timer starts again). */
  updateToast(id: string, patch: ToastPatch): void
  /** Dismisses a toast, or every toast when no id is given. */
  dismissToast(id?: string): void
  /**
   * Shows a message in the modal's snackbar; one already shown is replaced after 150 ms (SPEC §4).
   *
   * @example
   * foyer.showSnack({ message: 'Address copied', variant: 'success' })
   */
  showSnack(snack: Omit<SnackMessage, 'autoClose'> & { autoClose?: boolean | undefined }): void
  /** Closes the snackbar. */
  closeSnack(): void
  /**
   * A namespace's connection actor (systemId `connection.<namespace>`), or `undefined` when no adapter
   * of that namespace is configured.
   *
   * @example
   * foyer.connection('eip155')?.getSnapshot().context.connection?.accounts[0].address
   */
  connection(namespace: Namespace): ConnectionActor | undefined
  /** Opens the modal, on a view or on the default one (SPEC §2). */
  open(view?: ViewRequest): void
  /** Closes the modal, unless closing is locked (then it shakes). */
  close(): void
  /**
   * Connects the wallet behind a connector (a prompt; ConnectingExternal shows the progress). The
   * namespace is the one whose adapter reported the connector (the active namespace's first, when
   * several did), unless given.
   *
   * @example
   * foyer.connect('io.metamask')
   */
  connect(connectorId: string, options?: { namespace?: Namespace | undefined }): void
  /**
   * Gives up the connect attempt in progress (a wallet that never answers).
   *
   * @example
   * foyer.cancelConnect()
   */
  cancelConnect(): void
  /**
   * Asks the same wallet again after a rejected or failed attempt.
   *
   * @example
   * foyer.retryConnect()
   */
  retryConnect(): void
  /**
   * Disconnects a namespace, or every connected namespace when none is given; closes the modal unless
   * `closeModal` is false. Resolves once the namespaces are disconnected.
   *
   * @example
   * await foyer.disconnect({ namespace: 'eip155', closeModal: false })
   */
  disconnect(options?: { namespace?: Namespace | undefined; closeModal?: boolean | undefined }): Promise<void>
  /**
   * Switches to a network, as SPEC §4's network-switch rules say.
   *
   * @example
   * foyer.switchNetwork('eip155:8453')
   */
  switchNetwork(caipNetworkId: CaipNetworkId): void
  /**
   * Asks the wallet again after a rejected or failed switch.
   *
   * @example
   * foyer.retrySwitchNetwork()
   */
  retrySwitchNetwork(): void
  /**
   * Gives up the switch in progress and goes back.
   *
   * @example
   * foyer.cancelSwitchNetwork()
   */
  cancelSwitchNetwork(): void
  /**
   * Confirms the move to another namespace shown on SwitchActiveChain.
   *
   * @example
   * foyer.confirmSwitchActiveChain()
   */
  confirmSwitchActiveChain(): void
  /**
   * Signs a message with the active namespace's connected account, through its adapter. Rejects with
   * `NoActiveCaipAddressError` when no wallet is connected there, and with the wallet's error otherwise.
   *
   * @example
   * const signature = await foyer.signMessage('Hello from Foyer')
   */
  signMessage(message: string): Promise<string>
  /**
   * Listens to Foyer's events; returns the unsubscribe function. `disconnect` fires when the last
   * connection, of any namespace, is removed.
   *
   * @example
   * const off = foyer.on('disconnect', () => console.log('bye'))
   */
  on<type extends FoyerEmitted['type']>(
    type: type,
    listener: (event: Extract<FoyerEmitted, { type: type }>) => void,
  ): () => void
  getState(): FoyerState
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: FoyerState) => void): () => void
  /**
   * The sign-in actor (systemId `siwx`), when `siwx` is configured; its `siwx.signedIn` event carries
   * the new session.
   *
   * @example
   * foyer.siwx?.on('siwx.signedIn', ({ session }) => console.log(session.data.accountAddress))
   */
  siwx: ActorRefFrom<typeof siwxMachine> | undefined
  /** The pairing actor (systemId `pairing`), when WalletConnect is configured. */
  pairing: ActorRefFrom<typeof pairingMachine> | undefined
  /** The AllWallets list actor (systemId `walletList`), when the wallet directory is configured. */
  walletList: ActorRefFrom<typeof walletListMachine> | undefined
  /**
   * Connects over WalletConnect: ConnectingWalletConnect with a QR code (for a directory wallet, with
   * its name and deep link). A directory wallet installed in the browser connects through it instead.
   * Without `walletConnect` configured, nothing happens.
   *
   * @example
   * foyer.connectWalletConnect()
   */
  connectWalletConnect(wallet?: DirectoryWallet): void
  /**
   * Connects the AllWallets wallet with this directory id (see {@link Foyer.connectWalletConnect}).
   *
   * @example
   * foyer.selectDirectoryWallet('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96')
   */
  selectDirectoryWallet(walletId: string): void
  /**
   * Remembers the deep link the visitor followed (SPEC §3 deep-link choice).
   *
   * @example
   * foyer.rememberDeepLink({ href: 'rainbow://wc?uri=…', name: 'Rainbow' })
   */
  rememberDeepLink(choice: { href: string; name: string }): void
  /**
   * A URL for a directory image id, fetched once and cached; rejects without a wallet directory.
   *
   * @example
   * img.src = await foyer.walletImage(wallet.image_id)
   */
  walletImage(imageId: string): Promise<string>
  /** Stops every actor. */
  stop(): void
}

/** Options that are about running Foyer rather than about the site. */
export type CreateFoyerOptions = FoyerOptions & {
  /** An inspection observer, e.g. `createBrowserInspector().inspect` from `@statelyai/inspect`. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined
}

/**
 * Starts Foyer's actor system. Safe to import anywhere; call it in the browser (it reads the user
 * agent to tell mobile from desktop unless `isMobile` is given). Throws `DuplicateAdapterError` when
 * two adapters share a namespace.
 *
 * @example
 * const foyer = createFoyer({ projectId: 'my-project', adapters: [eip155({ networks: [mainnet, base] })] })
 * foyer.open()
 */
export function createFoyer(options: CreateFoyerOptions = {}): Foyer {
  const { inspect, ...siteOptions } = options
  assertOneAdapterPerNamespace(siteOptions.adapters ?? [])
  const input: FoyerOptions = { ...siteOptions, isMobile: siteOptions.isMobile ?? isMobileDevice() }
  const actor = createActor(foyerMachine, { input, inspect, systemId: 'foyer' }).start()
  // Children are found by system id: the root also spawns a variable number of connection actors, so
  // its `children` map is not typed per id.
  const modal = actor.system.get('modal') as ActorRefFrom<typeof modalMachine> | undefined
  const router = actor.system.get('router') as ActorRefFrom<typeof routerMachine> | undefined
  const network = actor.system.get('network') as ActorRefFrom<typeof networkMachine> | undefined
  const snack = actor.system.get('snack') as SnackActor | undefined
  const toasts = actor.system.get('toasts') as LazyActorRef | undefined
  if (!modal || !router || !network || !snack || !toasts)
    throw new Error('Foyer: the modal, router, network, snack and toasts actors did not start')
  const sendToToaster = (event: ToasterEvent) => toasts.send(event)
  let toastCount = 0
  const namespaces = (input.adapters ?? []).map((adapter) => adapter.namespace)
  const pairing = actor.system.get('pairing') as ActorRefFrom<typeof pairingMachine> | undefined
  const walletList = actor.system.get('walletList') as ActorRefFrom<typeof walletListMachine> | undefined
  const connectWalletConnect = (wallet?: DirectoryWallet) =>
    actor.send({ type: 'FOYER.CONNECT_WALLETCONNECT', wallet })

  const connection = (namespace: Namespace): ConnectionActor | undefined =>
    actor.system.get(`connection.${namespace}`) as ConnectionActor | undefined
  const connections = () =>
    namespaces.flatMap((namespace) => {
      const ref = connection(namespace)
      return ref ? [ref] : []
    })
  const activeConnection = () => {
    const namespace = selectActiveNamespace(network.getSnapshot())
    return namespace ? connection(namespace) : undefined
  }

  const getState = (): FoyerState => ({
    modal: selectModalView(modal.getSnapshot()),
    router: selectRouterView(router.getSnapshot()),
    alert: selectAlertView(actor.getSnapshot()),
    theme: selectTheme(actor.getSnapshot()),
    account: selectAccountView(activeConnection()?.getSnapshot()),
    networks: selectNetworksView(network.getSnapshot()),
  })

  // The namespace a connector belongs to: the active namespace when its adapter reported it, else the
  // first adapter that did, else the active namespace (its actor then says the connector is unknown).
  const namespaceOfConnector = (connectorId: string): Namespace | undefined => {
    const active = selectActiveNamespace(network.getSnapshot())
    const reporting = namespaces.filter((namespace) =>
      connection(namespace)
        ?.getSnapshot()
        .context.connectors.some((c) => c.id === connectorId),
    )
    if (active && reporting.includes(active)) return active
    return reporting[0] ?? active ?? namespaces[0]
  }

  return {
    actor,
    modal,
    router,
    network,
    snack,
    toasts,
    toast(toast) {
      const id = toast.id ?? `toast-${++toastCount}`
      sendToToaster({ type: 'TOAST.SHOW', toast: { ...toast, id } })
      return id
    },
    updateToast: (id, patch) => sendToToaster({ type: 'TOAST.UPDATE', id, toast: patch }),
    dismissToast: (id) =>
      sendToToaster(id === undefined ? { type: 'TOASTER.DISMISS_ALL' } : { type: 'TOAST.DISMISS', id }),
    showSnack: (message) => snack.send({ type: 'SNACK.SHOW', ...message }),
    closeSnack: () => snack.send({ type: 'SNACK.CLOSE' }),
    connection,
    open: (view) => modal.send({ type: 'MODAL.OPEN', view }),
    close: () => modal.send({ type: 'MODAL.CLOSE' }),
    connect(connectorId, connectOptions) {
      const namespace = connectOptions?.namespace ?? namespaceOfConnector(connectorId)
      const connector = namespace
        ? connection(namespace)
            ?.getSnapshot()
            .context.connectors.find((c) => c.id === connectorId)
        : undefined
      // WalletConnect's connector connects once a wallet approved a pairing: pair first.
      if (connector?.type === 'WALLET_CONNECT') return connectWalletConnect()
      if (namespace) connection(namespace)?.send({ type: 'CONNECTION.CONNECT', connectorId })
    },
    cancelConnect() {
      for (const ref of connections()) ref.send({ type: 'CONNECTION.CANCEL' })
    },
    retryConnect() {
      for (const ref of connections()) ref.send({ type: 'CONNECTION.RETRY' })
    },
    async disconnect(disconnectOptions = {}) {
      const targets = disconnectOptions.namespace
        ? [connection(disconnectOptions.namespace)].filter((ref) => ref !== undefined)
        : connections().filter((ref) => !ref.getSnapshot().hasTag('disconnected'))
      for (const ref of targets)
        ref.send({ type: 'CONNECTION.DISCONNECT', closeModal: disconnectOptions.closeModal })
      await Promise.all(
        targets.map((ref) =>
          waitFor(ref, (snapshot) => snapshot.status !== 'active' || snapshot.matches('disconnected')),
        ),
      )
    },
    switchNetwork: (caipNetworkId) => network.send({ type: 'NETWORK.SWITCH', caipNetworkId }),
    retrySwitchNetwork: () => network.send({ type: 'NETWORK.RETRY' }),
    cancelSwitchNetwork: () => network.send({ type: 'NETWORK.CANCEL' }),
    confirmSwitchActiveChain: () => network.send({ type: 'NETWORK.CONFIRM' }),
    async signMessage(message) {
      const context = activeConnection()?.getSnapshot().context
      if (!context?.connection) throw new NoActiveCaipAddressError()
      return widenAdapter(context.adapter).signMessage(context.connection, message)
    },
    on(type, listener) {
      const subscription = network.on(type, listener as (event: NetworkEmitted) => void)
      return () => subscription.unsubscribe()
    },
    getState,
    subscribe(listener) {
      const notify = () => listener(getState())
      const refs: { subscribe(next: () => void): { unsubscribe(): void } }[] = [
        actor,
        modal,
        router,
        network,
        ...connections(),
        ...(pairing ? [pairing] : []),
        ...(walletList ? [walletList] : []),
      ]
      const subscriptions = refs.map((ref) => ref.subscribe(notify))
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe()
      }
    },
    siwx: actor.system.get('siwx') as ActorRefFrom<typeof siwxMachine> | undefined,
    pairing,
    walletList,
    connectWalletConnect,
    selectDirectoryWallet(walletId) {
      const wallet = walletList?.getSnapshot().context.wallets.find((entry) => entry.id === walletId)
      if (wallet) connectWalletConnect(wallet)
    },
    rememberDeepLink: ({ href, name }) => actor.send({ type: 'FOYER.DEEP_LINK_OPENED', href, name }),
    async walletImage(imageId) {
      const { directory } = actor.getSnapshot().context
      if (!directory) throw new WalletDirectoryNotConfiguredError()
      return directory.walletImage(imageId)
    },
    stop: () => actor.stop(),
  }
}
