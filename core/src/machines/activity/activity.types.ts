import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { AccountDataSource } from '../../account-data/account-data.types.js'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { AccountTransaction } from '../../api/blockchain/blockchain-api.types.js'
import type { activityMachine } from './activity.machine.js'

/**
 * What the activity machine starts with: a source that reads transaction history.
 *
 * @example
 * const input: ActivityInput = { source: blockchainApiSource(api) }
 */
export type ActivityInput = { source: AccountDataSource }

/**
 * The activity machine's context: the account shown, its transactions read so far (newest first) and
 * the cursor of the next page (`undefined` once the last page is in).
 *
 * @example
 * const context: ActivityContext = { source, account, transactions: [tx], next: 'c2' }
 */
export type ActivityContext = ActivityInput & {
  account: ActiveAccount | undefined
  transactions: readonly AccountTransaction[]
  next: string | undefined
}

/**
 * What the activity machine accepts.
 *
 * @example
 * activity.send({ type: 'ACTIVITY.LOAD_MORE' })
 */
export type ActivityEvent =
  /** The list is on screen: the first page is read unless it is in already. */
  | { type: 'ACTIVITY.SHOW' }
  /** The visitor reached the end of the list: the next page is read, if there is one. */
  | { type: 'ACTIVITY.LOAD_MORE' }
  /** Read the list again from its first page (after a send). */
  | { type: 'ACTIVITY.REFRESH' }
  /** The active account changed (or there is none). */
  | { type: 'ACTIVITY.ACCOUNT_CHANGED'; account: ActiveAccount | undefined }

/**
 * What the activity machine emits: a failed read, as the analytics event of SPEC §7 names it.
 *
 * @example
 * activity.on('ERROR_FETCH_TRANSACTIONS', ({ address, caipNetworkId }) => report(address, caipNetworkId))
 */
export type ActivityEmitted = {
  type: 'ERROR_FETCH_TRANSACTIONS'
  address: string
  caipNetworkId: string
  message: string
}

/** The activity actor (system id `activityFeed`). */
export type ActivityActor = ActorRefFrom<typeof activityMachine>

/** A snapshot of the activity actor. */
export type ActivitySnapshot = SnapshotFrom<typeof activityMachine>
