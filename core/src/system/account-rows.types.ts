import type { AccountTypeViewModel } from '../machines/account-type/account-type.selectors.js'
import type { AccountViewModel } from '../machines/connection/index.js'
import type { ViewRequest } from '../machines/router/router.types.js'
import type { HasSystem } from './system.js'

/**
 * A row a capability adds to the Account view, for the account shown. A UI draws each kind its own way
 * and opens `opens` (with `pushView`) when the row is chosen; the rows of the capabilities a site did
 * not list are never there, so a UI needs no knowledge of which modules run.
 *
 * @example
 * const row: AccountRow = { kind: 'loginEmail', email: 'ada@example.com', opens: { name: 'UpdateEmailWallet', params: { email: 'ada@example.com' } } }
 */
export type AccountRow =
  /** The wallets connected per namespace, to switch between, disconnect or add (multi-wallet). */
  | { kind: 'wallets'; opens: ViewRequest }
  /** An offer to choose a name for the account (account names, an embedded-wallet EVM account without one). */
  | { kind: 'chooseName'; opens: ViewRequest }
  /** The address the embedded wallet's login uses, with the view that changes it. */
  | { kind: 'loginEmail'; email: string; opens: ViewRequest }
  /** The embedded wallet's EVM account type, and whether it may move to its smart account (`switchToSmartAccount`). */
  | { kind: 'accountType'; accountType: AccountTypeViewModel }
  /** The account's tokens, activity and NFTs, in tabs (account data). */
  | { kind: 'accountData' }
  /** A way to the Receive view: the address to be paid at, and its QR code (receive). */
  | { kind: 'receive'; opens: ViewRequest }
  /** A way to the Send form: the account's coin and tokens to another address (send). */
  | { kind: 'send'; opens: ViewRequest }
  /** A way to the Buy form: crypto bought with a card through an onramp provider (onramp). */
  | { kind: 'onramp'; opens: ViewRequest }
  /** A way to the Swap form: one token of the active EVM network for another (swap). */
  | { kind: 'swap'; opens: ViewRequest }

/**
 * What a module adds to the Account view for `account` (the active namespace's), read from the
 * running system: called again whenever an actor changes, so it reads snapshots and starts nothing.
 *
 * @example
 * const rows: AccountRowsSource = (system) => (getSystemActor(system, 'multiWallet') ? [{ kind: 'wallets', opens: 'ProfileWallets' }] : [])
 */
export type AccountRowsSource = (system: HasSystem, account: AccountViewModel) => readonly AccountRow[]
