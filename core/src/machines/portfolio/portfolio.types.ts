import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { AccountDataSource } from '../../account-data/account-data.types.js'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { TokenBalance } from '../../api/blockchain/blockchain-api.types.js'
import type { portfolioMachine } from './portfolio.machine.js'

/**
 * What the portfolio machine starts with: where account data comes from.
 *
 * @example
 * const input: PortfolioInput = { source: chainSource({ tokens }) }
 */
export type PortfolioInput = { source: AccountDataSource }

/**
 * The portfolio machine's context: the source, the account shown, and its tokens once read (they
 * stay on screen while they are read again).
 *
 * @example
 * const context: PortfolioContext = { source, account, tokens: [eth], forceUpdate: undefined }
 */
export type PortfolioContext = PortfolioInput & {
  account: ActiveAccount | undefined
  tokens: readonly TokenBalance[] | undefined
  /** The token the next read asks the source to read afresh (after a send). */
  forceUpdate: string | undefined
}

/**
 * What the portfolio machine accepts.
 *
 * @example
 * portfolio.send({ type: 'PORTFOLIO.SHOW' })
 */
export type PortfolioEvent =
  /** The token list is on screen: it is read unless what is shown is under 30 s old. */
  | { type: 'PORTFOLIO.SHOW' }
  /** Read the tokens now, e.g. after a send (`forceUpdate`: the token sent), unless reads are on hold. */
  | { type: 'PORTFOLIO.REFRESH'; forceUpdate?: string | undefined }
  /** The active account changed (or there is none): its tokens are read. */
  | { type: 'PORTFOLIO.ACCOUNT_CHANGED'; account: ActiveAccount | undefined }

/** The portfolio actor (system id `portfolioTokens`). */
export type PortfolioActor = ActorRefFrom<typeof portfolioMachine>

/** A snapshot of the portfolio actor. */
export type PortfolioSnapshot = SnapshotFrom<typeof portfolioMachine>
