import { type ActorRefFrom, createActor, type InspectionEvent, type Observer } from 'xstate'
import { cancelConnect } from './actions/cancel-connect.js'
import { cancelRequest } from './actions/cancel-request.js'
import { close } from './actions/close.js'
import { type ConnectOptions, connect } from './actions/connect.js'
import { type DisconnectOptions, disconnect } from './actions/disconnect.js'
import { dismissAlert } from './actions/dismiss-alert.js'
import { getAccountRows } from './actions/get-account-rows.js'
import { getConnection } from './actions/get-connection.js'
import { type FoyerState, getState, watchState } from './actions/get-state.js'
import { goBack, pushView, resetView } from './actions/navigate.js'
import { type FoyerEmitted, on } from './actions/on.js'
import { open, openAsShown } from './actions/open.js'
import { retryConnect } from './actions/retry-connect.js'
import { selectAccount } from './actions/select-account.js'
import { setTheme, type ThemeChange } from './actions/set-theme.js'
import { signMessage } from './actions/sign-message.js'
import { closeSnack, type ShowSnackOptions, showSnack } from './actions/snack.js'
import {
  cancelSwitchNetwork,
  confirmSwitchActiveChain,
  retrySwitchNetwork,
  switchNetwork,
} from './actions/switch-network.js'
import type { SignMessageRequest } from './chains/adapter.types.js'
import { kitsOf } from './chains/kits.js'
import { foyerMachine } from './machines/foyer/foyer.machine.js'
import { assertOneAdapterPerNamespace } from './machines/foyer/foyer.rules.js'
import type { FoyerOptions } from './machines/foyer/foyer.types.js'
import type { ViewRequest } from './machines/router/router.types.js'
import type { CaipNetworkId, Namespace } from './networks/network.types.js'
import type { AccountRow } from './system/account-rows.types.js'
import type { AnyFoyerModule, FoyerCore, ModuleActionsOf } from './system/module.types.js'
import type { ConnectionActor, SystemActorOf, SystemActors } from './system/system.actors.js'
import type { SystemId } from './system/system.events.js'
import { getSystemActor } from './system/system.js'
import { isMobileDevice } from './utils/is-mobile.js'

/**
 * A running Foyer: the root actor, the actors every Foyer has, and Foyer's actions bound to it (each
 * is also a function of its own, `open(foyer, view)`, in `@foyer/core`'s actions). The modules'
 * actions join it.
 */
export type FoyerFacade = FoyerCore & {
  /** The modal actor (system id `modal`). */
  modal: SystemActorOf<'modal'>
  /** The router actor (system id `router`). */
  router: SystemActorOf<'router'>
  /** The network actor (system id `network`): active network, switch flow, unsupported network. */
  network: SystemActorOf<'network'>
  /** The snackbar actor (system id `snack`): one short message at the bottom of the modal. */
  snack: SystemActorOf<'snack'>
  /**
   * The actor under a system id, typed by the system map (`undefined` when it does not run: a module
   * the site did not list). Skins reach module actors this way, without importing their code.
   */
  getActor<id extends SystemId & keyof SystemActors>(id: id): SystemActorOf<id> | undefined
  /** A namespace's connection actor, or `undefined` when no adapter of that namespace is configured. */
  connection(namespace: Namespace): ConnectionActor | undefined
  /** Opens the modal, on a view or on the default one. */
  open(view?: ViewRequest): void
  /**
   * Opens the modal on the view the router holds without resetting its stack, for a skin that
   * painted that view before processing the open (see {@link openAsShown}).
   */
  openAsShown(): void
  /** Closes the modal, unless closing is locked (then it shakes). */
  close(): void
  /** Shows a view on top of the modal's stack (ignored when the site does not offer it). */
  pushView(view: ViewRequest): void
  /** Replaces the modal's stack with one view. */
  resetView(view: ViewRequest): void
  /** Goes back one view; with one view left, asks the modal to close. */
  goBack(): void
  /** Switches the theme mode (kept for the next visit) and/or replaces the theme variables. */
  setTheme(theme: ThemeChange): void
  /** Dismisses the alert at the top of the modal; the next waiting one takes its place. */
  dismissAlert(): void
  /** Connects the wallet behind a connector (a prompt). */
  connect(connectorId: string, options?: ConnectOptions): void
  /** Gives up the connect attempt in progress. */
  cancelConnect(): void
  /** Asks the same wallet again after a rejected or failed attempt. */
  retryConnect(): void
  /** Disconnects a namespace, or every connected one; resolves once they are disconnected. */
  disconnect(options?: DisconnectOptions): Promise<void>
  /** Switches to a network, asking the wallet or the visitor where the rules say so. */
  switchNetwork(caipNetworkId: CaipNetworkId): void
  /** Asks the wallet again after a rejected or failed switch. */
  retrySwitchNetwork(): void
  /** Gives up the switch in progress and goes back. */
  cancelSwitchNetwork(): void
  /** Confirms the move to another namespace shown on SwitchActiveChain. */
  confirmSwitchActiveChain(): void
  /** Signs a message with the active namespace's connected account (or another account it shared). */
  signMessage(message: string, options?: Omit<SignMessageRequest, 'message'>): Promise<string>
  /** Gives up the request waiting for the wallet; its caller gets 'Request was aborted'. */
  cancelRequest(): void
  /** Makes another account the wallet shared the active one on a namespace. */
  selectAccount(p: { namespace: Namespace; address: string }): void
  /** Shows a message in the modal's snackbar. */
  showSnack(snack: ShowSnackOptions): void
  /** Closes the snackbar. */
  closeSnack(): void
  /** Listens to Foyer's events (`disconnect` when the last connection goes); returns the unsubscribe function. */
  on<type extends FoyerEmitted['type']>(
    type: type,
    listener: (event: Extract<FoyerEmitted, { type: type }>) => void,
  ): () => void
  /** Foyer's state now, as plain view models. */
  getState(): FoyerState
  /** The rows the site's modules add to the Account view for the active account (wallets, name, login email, …). */
  getAccountRows(): readonly AccountRow[]
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: FoyerState) => void): () => void
  /** Stops every actor. */
  stop(): void
}

/** A running Foyer with the actions of its modules. */
export type Foyer<modules extends readonly AnyFoyerModule[] = readonly AnyFoyerModule[]> = FoyerFacade &
  ModuleActionsOf<modules>

/** What `createFoyer` takes: the site's options, its modules, and an optional inspector. */
export type CreateFoyerOptions<modules extends readonly AnyFoyerModule[] = readonly AnyFoyerModule[]> = Omit<
  FoyerOptions,
  'modules'
> & {
  modules?: modules | undefined
  /** An inspection observer, e.g. `createBrowserInspector().inspect` from `@statelyai/inspect`. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined
}

/** The actor a Foyer cannot run without. */
function requireActor<actor>(actor: actor | undefined, systemId: string): actor {
  if (!actor) throw new Error(`Foyer: the ${systemId} actor did not start`)
  return actor
}

/**
 * Starts Foyer's actor system and binds Foyer's actions, and its modules' actions, to it. Safe to
 * import anywhere; call it in the browser (it reads the user agent to tell mobile from desktop unless
 * `isMobile` is given). Throws `DuplicateAdapterError` when two adapters share a namespace.
 *
 * @example
 * const foyer = createFoyer({ projectId: 'my-project', adapters: [eip155({ networks: [mainnet, base] })], modules: [toasts()] })
 * foyer.open()
 * foyer.toast({ type: 'success', title: 'Welcome' })
 */
export function createFoyer<const modules extends readonly AnyFoyerModule[] = []>(
  options: CreateFoyerOptions<modules> = {},
): Foyer<modules> {
  const { inspect, ...site } = options
  assertOneAdapterPerNamespace(site.adapters ?? [])
  const input: FoyerOptions = { ...site, isMobile: site.isMobile ?? isMobileDevice() }
  const actor: ActorRefFrom<typeof foyerMachine> = createActor(foyerMachine, {
    input,
    inspect,
    systemId: 'foyer',
  }).start()
  // This Foyer's namespace rules are its own adapters' kits: another Foyer on the page, created before
  // or after it with other adapters, changes nothing of what it accepts.
  const core: FoyerCore = { actor, kits: kitsOf(site.adapters ?? []) }
  const facade: FoyerFacade = {
    ...core,
    modal: requireActor(getSystemActor(actor, 'modal'), 'modal'),
    router: requireActor(getSystemActor(actor, 'router'), 'router'),
    network: requireActor(getSystemActor(actor, 'network'), 'network'),
    snack: requireActor(getSystemActor(actor, 'snack'), 'snack'),
    getActor: (id) => getSystemActor(actor, id),
    connection: (namespace) => getConnection(core, namespace),
    open: (view) => open(core, view),
    openAsShown: () => openAsShown(core),
    close: () => close(core),
    pushView: (view) => pushView(core, view),
    resetView: (view) => resetView(core, view),
    goBack: () => goBack(core),
    setTheme: (theme) => setTheme(core, theme),
    dismissAlert: () => dismissAlert(core),
    connect: (connectorId, connectOptions) => connect(core, connectorId, connectOptions),
    cancelConnect: () => cancelConnect(core),
    retryConnect: () => retryConnect(core),
    disconnect: (disconnectOptions) => disconnect(core, disconnectOptions),
    switchNetwork: (caipNetworkId) => switchNetwork(core, caipNetworkId),
    retrySwitchNetwork: () => retrySwitchNetwork(core),
    cancelSwitchNetwork: () => cancelSwitchNetwork(core),
    confirmSwitchActiveChain: () => confirmSwitchActiveChain(core),
    signMessage: (message, signOptions) => signMessage(core, message, signOptions),
    cancelRequest: () => cancelRequest(core),
    selectAccount: (p) => selectAccount(core, p),
    showSnack: (snack) => showSnack(core, snack),
    closeSnack: () => closeSnack(core),
    on: (type, listener) => on(core, type, listener),
    getState: () => getState(core),
    getAccountRows: () => getAccountRows(core, site.modules ?? []),
    subscribe: (listener) => watchState(core, listener),
    stop: () => actor.stop(),
  }
  const moduleActions = (site.modules ?? []).map((module) => module.actions?.(core) ?? {})
  // Each module's actions are typed by its own factory; together they are the modules' intersection.
  return Object.assign(facade, ...moduleActions) as Foyer<modules>
}
