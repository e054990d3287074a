import { fromCallback, fromPromise } from 'xstate'
import type { AccountDataSource, OwnedNft } from '../../account-data/account-data.types.js'
import type { ActiveAccount } from '../../account-data/active-account.js'
import { watchActiveAccount } from '../../system/watch-active-account.js'
import type { NftGalleryEvent } from './nft-gallery.types.js'

/** Asks the source for the account's NFTs; the search is abandoned when the account changes. */
export const findNftsActor = fromPromise<
  readonly OwnedNft[],
  { source: AccountDataSource; account: ActiveAccount }
>(async ({ input: { source, account }, signal }) => {
  if (!source.nfts) throw new Error('nftGallery: the source finds no NFTs')
  return source.nfts({ ...account, signal })
})

/** Reports every change of the active account (and the first sight of it). */
export const watchActiveAccountActor = fromCallback<NftGalleryEvent>(({ system, sendBack }) =>
  watchActiveAccount(system, (account) => sendBack({ type: 'NFTS.ACCOUNT_CHANGED', account })),
)
