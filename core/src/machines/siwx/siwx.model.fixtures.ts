// The reference model of the sign-in machine's model-based test (imported by siwx.model.test.ts only):
// the events the graph generator plays, and SPEC §4 "Sign-in" (with §2's close lock and §8's
// messages) written out again, independently of the machine, as "what must happen next".
import type { AnyMachineSnapshot } from 'xstate'
import { SmartAccountNotSupportedError, signingMessages } from '../../errors/siwx.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import type { SiwxSession } from '../../siwx/siwx.types.js'
import { active, inactive, OTHER_EVM_ADDRESS, type Received, sessionFor } from './siwx.fixtures.js'
import type { SiwxEvent } from './siwx.types.js'

export const STATEMENT = 'Sign in to Example'
export const NONCE = 'gatedNonce1'
export const SIGNATURE = `0x${'ab'.repeat(65)}`
export const DECLINED = 'Signature declined'
export const SMART = SmartAccountNotSupportedError.shortMessage
export const INIT = signingMessages.siwxInitFailed

// Answers of the invoked actors, as the generator sees them (ids are the machine's invoke ids).
export const CHECK_DONE = 'xstate.done.actor.getSessions'
export const CHECK_ERROR = 'xstate.error.actor.getSessions'
export const LAST_DONE = 'xstate.done.actor.getLastNetworkSessions'
export const LAST_ERROR = 'xstate.error.actor.getLastNetworkSessions'
export const PREPARE_DONE = 'xstate.done.actor.prepareMessage'
export const PREPARE_ERROR = 'xstate.error.actor.prepareMessage'
export const SIGN_DONE = 'xstate.done.actor.signMessage'
export const SIGN_ERROR = 'xstate.error.actor.signMessage'
export const SAVE_DONE = 'xstate.done.actor.addSession'
export const SAVE_ERROR = 'xstate.error.actor.addSession'
/** Storage, nonce and wallet calls the machine abandoned answer anyway (a test-only event). */
export const LATE = 'TEST.LATE_ANSWERS'

export type AnswerEvent =
  | { type: typeof CHECK_DONE | typeof LAST_DONE; output: SiwxSession[] }
  | {
      type: typeof CHECK_ERROR | typeof LAST_ERROR | typeof PREPARE_ERROR | typeof SAVE_ERROR
      error: unknown
    }
  | { type: typeof PREPARE_DONE; output: { data: SiwxSession['data']; message: string } }
  | { type: typeof SIGN_DONE; output: string }
  | { type: typeof SIGN_ERROR; error: unknown }
  | { type: typeof SAVE_DONE; output: undefined }
export type ModelEvent = SiwxEvent | AnswerEvent | { type: typeof LATE }

export const A1 = active('eip155:1')
export const A8453 = active('eip155:8453')
export const B1 = active('eip155:1', OTHER_EVM_ADDRESS)
// Every namespace Foyer supports has sign-in messages: an account of any other (an event from outside
// the types) is not signed in.
export const UNKNOWN_NAMESPACE = {
  type: 'SIWX.ACCOUNT_ACTIVE',
  namespace: 'tezos',
  caipAddress: 'tezos:NetXdQprcVkpaWU:tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
  caipNetworkId: 'tezos:NetXdQprcVkpaWU',
} as unknown as SiwxEvent
export const SESSION = sessionFor('eip155:1')
export const graphPrepared = { data: SESSION.data, message: SESSION.message }

export const events: ModelEvent[] = [
  A1,
  A8453,
  B1,
  UNKNOWN_NAMESPACE,
  inactive('eip155:1'),
  inactive('eip155:1', OTHER_EVM_ADDRESS),
  { type: 'SIWX.SIGN' },
  { type: 'SIWX.CANCEL' },
  { type: 'SIWX.DECLINE' },
  { type: 'SIWX.VIEW_CLOSED' },
  { type: 'SIWX.VIEW_SHOWN' },
  { type: 'SIWX.SESSION_ADDED', session: SESSION },
  { type: CHECK_DONE, output: [SESSION] },
  { type: CHECK_DONE, output: [] },
  { type: CHECK_ERROR, error: new Error('HTTP status code: 503') },
  { type: LAST_DONE, output: [SESSION] },
  { type: LAST_DONE, output: [] },
  { type: LAST_ERROR, error: new Error('HTTP status code: 503') },
  { type: PREPARE_DONE, output: graphPrepared },
  { type: PREPARE_ERROR, error: new Error('nonce service down') },
  { type: SIGN_DONE, output: SIGNATURE },
  { type: SIGN_ERROR, error: { code: 4001, message: 'User denied message signature' } },
  { type: SIGN_ERROR, error: new SmartAccountNotSupportedError() },
  { type: SAVE_DONE, output: undefined },
  { type: SAVE_ERROR, error: new Error('nonce reused') },
]

export type Status =
  | 'idle'
  | 'checking'
  | 'prompting'
  | 'preparing'
  | 'awaitingSignature'
  | 'saving'
  | 'returning'
  | 'disconnecting'
  | 'signedIn'
  | 'dismissed'
  | 'failed'

export const statusOf = (snapshot: AnyMachineSnapshot): Status =>
  typeof snapshot.value === 'string'
    ? (snapshot.value as Status)
    : ((snapshot.value as { signing: Status }).signing as Status)

export const SIGNING: readonly Status[] = ['preparing', 'awaitingSignature', 'saving']
export const AWAITING: readonly Status[] = ['checking', 'prompting', ...SIGNING, 'returning']
export const WATCHING_VIEW_SHOWN: readonly Status[] = ['idle', 'signedIn', 'dismissed']

/** Events the real system can produce in a state: an actor answers only while it is invoked, a view
 * watcher reports only while it runs. */
export function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const status = statusOf(snapshot)
  switch (event.type) {
    case CHECK_DONE:
    case CHECK_ERROR:
      return status === 'checking'
    case LAST_DONE:
    case LAST_ERROR:
      return status === 'returning'
    case PREPARE_DONE:
    case PREPARE_ERROR:
      return status === 'preparing'
    case SIGN_DONE:
    case SIGN_ERROR:
      return status === 'awaitingSignature'
    case SAVE_DONE:
    case SAVE_ERROR:
      return status === 'saving'
    case 'SIWX.VIEW_CLOSED':
      return status === 'prompting'
    case 'SIWX.VIEW_SHOWN':
      return WATCHING_VIEW_SHOWN.includes(status)
    default:
      return true
  }
}

// ---------------------------------------------------------------------------------------------------
// The reference model: SPEC §4 "Sign-in", written out again.

export type Config = { required: boolean; signOutOnDisconnect: boolean }
export type ModelAccount = { chainId: CaipNetworkId; address: string }
export type Model = {
  status: Status
  account: ModelAccount | undefined
  error: string | undefined
  /** The last network the account had a session on (EVM only in these tests). */
  lastSigned: CaipNetworkId | undefined
  /** Lowercased addresses whose optional sign-in was declined. */
  dismissed: readonly string[]
  /** What storage holds: `chainId|address` of each session, lowercased. */
  stored: readonly string[]
  signedInEvents: number
}
/** What one step must do besides changing the model. */
export type Expected = {
  model: Model
  /** Exactly what the stand-ins receive, the close-lock reports left out (checked on their own). */
  sent: Received[]
  /** A read of sessions for this account and network. */
  read?: ModelAccount
  nonce?: true
  sign?: true
  add?: true
}

export const initialModel: Model = {
  status: 'idle',
  account: undefined,
  error: undefined,
  lastSigned: undefined,
  dismissed: [],
  stored: [],
  signedInEvents: 0,
}
export const key = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`
export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
export const openSignView: Received = { to: 'modal', event: { type: 'MODAL.OPEN', view: 'SIWXSignMessage' } }
export const closeModal: Received = { to: 'modal', event: { type: 'MODAL.CLOSE' } }
export const disconnect: Received = { to: 'connection.eip155', event: { type: 'CONNECTION.DISCONNECT' } }

export function next(model: Model, event: ModelEvent, config: Config): Expected {
  const same = (patch: Partial<Model> = {}, sent: Received[] = []): Expected => ({
    model: { ...model, ...patch },
    sent,
  })
  const account = model.account as ModelAccount
  const failSigning = (error: string) => same({ status: 'prompting', error }, [openSignView])
  // The sign view's buttons are heard while it asks, and while the account's sessions are read again
  // under it (a network event re-checks them): a Disconnect pressed then is not lost.
  const isAsking =
    model.status === 'prompting' || model.status === 'checking' || SIGNING.includes(model.status)
  switch (event.type) {
    case 'SIWX.ACCOUNT_ACTIVE': {
      if (event.namespace !== 'eip155') return same({ status: 'idle', account: undefined, error: undefined })
      const [, , address] = event.caipAddress.split(':') as [string, string, string]
      const next = { chainId: event.caipNetworkId, address }
      if (
        model.account &&
        model.account.chainId === next.chainId &&
        sameAddress(model.account.address, address)
      )
        return same({}, model.status === 'prompting' ? [openSignView] : [])
      return { ...same({ status: 'checking', account: next, error: undefined }), read: next }
    }
    case 'SIWX.ACCOUNT_INACTIVE': {
      const [namespace, reference, address] = event.caipAddress.split(':') as [string, string, string]
      const stored = config.signOutOnDisconnect
        ? model.stored.filter((k) => k !== key(`${namespace}:${reference}`, address))
        : model.stored
      if (model.account && sameAddress(model.account.address, address))
        return same({ status: 'idle', account: undefined, error: undefined, stored })
      return same({ stored })
    }
    case 'SIWX.SIGN':
      return model.status === 'prompting'
        ? { ...same({ status: 'preparing', error: undefined }), nonce: true }
        : same()
    case 'SIWX.CANCEL':
    case 'SIWX.DECLINE':
      if (!isAsking) return same()
      if (!config.required) {
        const address = account.address.toLowerCase()
        // Declined once is declined: an account is listed once.
        const dismissed = model.dismissed.includes(address) ? model.dismissed : [...model.dismissed, address]
        return same({ status: 'dismissed', error: undefined, dismissed }, [closeModal])
      }
      if (
        event.type === 'SIWX.CANCEL' &&
        model.lastSigned !== undefined &&
        model.lastSigned !== account.chainId
      )
        return {
          ...same({ status: 'returning', error: undefined }),
          read: { chainId: model.lastSigned, address: account.address },
        }
      return same({ status: 'disconnecting', error: undefined }, [disconnect])
    case 'SIWX.VIEW_CLOSED':
      if (model.status !== 'prompting' || config.required) return same()
      return same({
        status: 'dismissed',
        error: undefined,
        dismissed: [...model.dismissed, account.address.toLowerCase()],
      })
    case 'SIWX.VIEW_SHOWN':
      return same({}, [closeModal])
    // A wallet signed in as it connected: announced, in whatever state sign-in is.
    case 'SIWX.SESSION_ADDED':
      return same({ signedInEvents: model.signedInEvents + 1 })
    case CHECK_DONE:
      if (event.output.length > 0) return same({ status: 'signedIn', lastSigned: account.chainId })
      if (model.dismissed.includes(account.address.toLowerCase())) return same({ status: 'dismissed' })
      return same({ status: 'prompting' }, [openSignView])
    case CHECK_ERROR:
      return same({ status: 'failed', error: INIT }, [
        { to: 'snack', event: { type: 'SNACK.SHOW', message: INIT, variant: 'error' } },
        { to: 'connection.eip155', event: { type: 'CONNECTION.DISCONNECT', closeModal: false } },
        { to: 'router', event: { type: 'ROUTER.RESET', view: 'Connect' } },
      ])
    case LAST_DONE:
      if (event.output.length > 0)
        return same({ status: 'prompting' }, [
          { to: 'network', event: { type: 'NETWORK.SWITCH', caipNetworkId: model.lastSigned } },
        ])
      return same({ status: 'disconnecting' }, [disconnect])
    case LAST_ERROR:
      return same({ status: 'disconnecting' }, [disconnect])
    case PREPARE_DONE:
      return { ...same({ status: 'awaitingSignature' }), sign: true }
    case SIGN_DONE:
      return { ...same({ status: 'saving' }), add: true }
    case SIGN_ERROR:
      return failSigning(event.error instanceof SmartAccountNotSupportedError ? SMART : DECLINED)
    case PREPARE_ERROR:
    case SAVE_ERROR:
      return failSigning(DECLINED)
    case SAVE_DONE:
      return same(
        {
          status: 'signedIn',
          lastSigned: account.chainId,
          stored: [...new Set([...model.stored, key(account.chainId, account.address)])],
          signedInEvents: model.signedInEvents + 1,
        },
        [closeModal],
      )
    default:
      return same()
  }
}
