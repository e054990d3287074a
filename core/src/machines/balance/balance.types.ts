import type { AnyChainAdapter, Balance } from '../../chains/adapter.types.js'
import type { Network } from '../../networks/network.types.js'

/**
 * What a balance is read of: the active account, on the network its wallet is on; no network when the
 * wallet is on one the site does not configure (there is no RPC to read from).
 */
export type BalanceTarget = { address: string; network: Network | undefined }

/**
 * Where the native balance of a connection's active account stands, as its owner shows it.
 *
 * @example
 * const read: BalanceRead = { status: 'ready', balance: { value: 10n ** 18n, decimals: 18, symbol: 'ETH' } }
 */
export type BalanceRead =
  | { status: 'reading' }
  | { status: 'ready'; balance: Balance }
  /** The read failed; the connection stays, without a balance. */
  | { status: 'failed' }
  /** The wallet is on a network the site does not configure. */
  | { status: 'unavailable' }

/** What the balance actor tells its parent (a connection actor) each time its read moves. */
export type BalanceReport = { type: 'CONNECTION.BALANCE_CHANGED'; read: BalanceRead }

/** The balance actor's input: the adapter that reads, and the first target. */
export type BalanceInput = { adapter: AnyChainAdapter; target: BalanceTarget }

/** The balance actor's context. */
export type BalanceContext = BalanceInput

/**
 * Events the balance actor accepts.
 *
 * @example
 * balance.send({ type: 'BALANCE.READ', target: { address, network } })
 */
export type BalanceEvent =
  /** Read again, of `target`, once the wallet has settled (a burst of wallet events makes one read). */
  { type: 'BALANCE.READ'; target: BalanceTarget }
