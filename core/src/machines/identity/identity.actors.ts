import { fromCallback, fromPromise } from 'xstate'
import type { AccountDataSource } from '../../account-data/account-data.types.js'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { AccountIdentity } from '../../api/blockchain/blockchain-api.types.js'
import { watchActiveAccount } from '../../system/watch-active-account.js'
import type { IdentityEvent } from './identity.types.js'

/** Looks the account's name and avatar up; abandoned when the account changes. */
export const lookUpIdentityActor = fromPromise<
  AccountIdentity,
  { source: AccountDataSource; account: ActiveAccount }
>(async ({ input: { source, account }, signal }) =>
  source.identity ? source.identity({ ...account, signal }) : { name: undefined, avatar: undefined },
)

/** Reports every change of the active account (and the first sight of it). */
export const watchActiveAccountActor = fromCallback<IdentityEvent>(({ system, sendBack }) =>
  watchActiveAccount(system, (account) => sendBack({ type: 'IDENTITY.ACCOUNT_CHANGED', account })),
)
