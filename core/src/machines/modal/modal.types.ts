import type { Namespace } from '../../networks/network.types.js'
import type { ViewName, ViewRequest } from '../router/router.types.js'

/** Whether sign-in blocks closing: it does while it is required and no session exists (SPEC §2). */
export type SignInFacts = { required: boolean; hasSession: boolean }

/** The modal's context. */
export type ModalContext = {
  /** The view on top of the router's stack, as the router last reported it. */
  view: ViewName
  /** Closing may be locked on that view (its module says so: the sign and approve views). */
  viewLocksClose: boolean
  signIn: SignInFacts
  /** Something the modal shows is loading (a spinner over the content). */
  loading: boolean
  /** Namespaces that are busy (connecting, syncing). */
  loadingNamespaces: readonly Namespace[]
}

/**
 * Events the modal accepts.
 *
 * @example
 * modal.send({ type: 'MODAL.OPEN', view: { name: 'SwitchNetwork', params: { network: 'eip155:8453' } } })
 */
export type ModalEvent =
  /** Open the modal, on the requested view or on the default one. Opening again resets the stack. */
  | { type: 'MODAL.OPEN'; view?: ViewRequest | undefined }
  /**
   * Open the modal on the view the router holds, without resetting its stack: the skin showed that
   * view on the click already (it was what an open would show) and processes the open after painting
   * it, so navigation sent meanwhile is kept. Already open: nothing changes.
   */
  | { type: 'MODAL.OPEN_AS_SHOWN' }
  /** Close the modal; refused (and the modal shakes) while closing is locked. */
  | { type: 'MODAL.CLOSE' }
  /** Shake the modal for 500 ms to say "not now". */
  | { type: 'MODAL.SHAKE' }
  /** Set the loading flag, for the whole modal or for one namespace. */
  | { type: 'MODAL.SET_LOADING'; loading: boolean; namespace?: Namespace | undefined }
  /**
   * The router's top view changed. The router says whether closing may be locked on it, since the
   * modules that declare views declare that too.
   */
  | { type: 'MODAL.VIEW_CHANGED'; view: ViewName; locksClose: boolean }
  /** Whether sign-in is required and whether a session exists changed. */
  | { type: 'MODAL.SIGN_IN_CHANGED'; signIn: SignInFacts }

/** What a modal actor is started with. */
export type ModalInput = { signIn?: SignInFacts }
