import { fromCallback, fromPromise } from 'xstate'
import type { AccountDataSource } from '../../account-data/account-data.types.js'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { HistoryPage } from '../../api/blockchain/blockchain-api.types.js'
import { watchActiveAccount } from '../../system/watch-active-account.js'
import type { ActivityEvent } from './activity.types.js'

/** Reads a page of the account's transactions; abandoned when the account changes. */
export const readHistoryActor = fromPromise<
  HistoryPage,
  { source: AccountDataSource; account: ActiveAccount; cursor: string | undefined }
>(async ({ input: { source, account, cursor }, signal }) => {
  if (!source.history) return { transactions: [], next: undefined }
  return source.history({ ...account, ...(cursor === undefined ? {} : { cursor }), signal })
})

/**
 * Reports every change of the active account. An account of a namespace without activity (SPEC §9:
 * only EVM's is indexed, as its adapter's kit says) is reported as none.
 */
export const watchActiveAccountActor = fromCallback<ActivityEvent>(({ system, sendBack }) =>
  watchActiveAccount(system, (account) =>
    sendBack({
      type: 'ACTIVITY.ACCOUNT_CHANGED',
      account: account?.adapter.kit.hasActivity ? account : undefined,
    }),
  ),
)
