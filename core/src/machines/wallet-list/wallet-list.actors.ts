import { fromPromise } from 'xstate'
import type { WalletDirectory, WalletsPage } from '../../api/wallet-directory.types.js'

/**
 * One page of AllWallets from the wallet directory. The request carries the actor's abort signal: a
 * page nobody waits for any more (a new search, filter or retry replaced it) is aborted.
 *
 * @example
 * setup({ actors: { fetchWallets: fetchWalletsActor } }) // input { directory, page: 1, search: 'meta', certifiedOnly: false }
 */
export const fetchWalletsActor = fromPromise<
  WalletsPage,
  { directory: WalletDirectory; page: number; search: string; certifiedOnly: boolean }
>(({ input, signal }) =>
  input.directory.listWallets({
    page: input.page,
    search: input.search === '' ? undefined : input.search,
    certifiedOnly: input.certifiedOnly,
    signal,
  }),
)
