import { fromCallback, fromPromise } from 'xstate'
import type { AccountDataSource } from '../../account-data/account-data.types.js'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { TokenBalance } from '../../api/blockchain/blockchain-api.types.js'
import { watchActiveAccount } from '../../system/watch-active-account.js'
import type { PortfolioEvent } from './portfolio.types.js'

/** Reads the account's tokens from the source; the read is abandoned when the account changes. */
export const readBalancesActor = fromPromise<
  readonly TokenBalance[],
  { source: AccountDataSource; account: ActiveAccount; forceUpdate: string | undefined }
>(({ input: { source, account, forceUpdate }, signal }) =>
  source.balances({ ...account, ...(forceUpdate === undefined ? {} : { forceUpdate }), signal }),
)

/** Reports every change of the active account (and the first sight of it). */
export const watchActiveAccountActor = fromCallback<PortfolioEvent>(({ system, sendBack }) =>
  watchActiveAccount(system, (account) => sendBack({ type: 'PORTFOLIO.ACCOUNT_CHANGED', account })),
)
