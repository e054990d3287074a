import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { AccountDataSource } from '../../account-data/account-data.types.js'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { AccountIdentity } from '../../api/blockchain/blockchain-api.types.js'
import type { identityMachine } from './identity.machine.js'

/**
 * What the identity machine starts with: a source that knows names.
 *
 * @example
 * const input: IdentityInput = { source: blockchainApiSource(api) }
 */
export type IdentityInput = { source: AccountDataSource }

/**
 * The identity machine's context: the account looked up and what it is known by, once known.
 *
 * @example
 * const context: IdentityContext = { source, account, identity: { name: 'vitalik.eth', avatar: undefined } }
 */
export type IdentityContext = IdentityInput & {
  account: ActiveAccount | undefined
  identity: AccountIdentity | undefined
}

/**
 * What the identity machine accepts.
 *
 * @example
 * identity.send({ type: 'IDENTITY.SHOW' })
 */
export type IdentityEvent =
  /** The account is on screen: its name is looked up again if what is known is over 5 minutes old. */
  | { type: 'IDENTITY.SHOW' }
  /** The active account changed; `undefined` when there is none. */
  | { type: 'IDENTITY.ACCOUNT_CHANGED'; account: ActiveAccount | undefined }
  /**
   * `address` was just given `name` (a name registered): shown for that account until it changes,
   * on any network, as the registration itself said so.
   */
  | { type: 'IDENTITY.NAMED'; address: string; name: string }

/** The identity actor (system id `accountIdentity`). */
export type IdentityActor = ActorRefFrom<typeof identityMachine>

/** A snapshot of the identity actor. */
export type IdentitySnapshot = SnapshotFrom<typeof identityMachine>
