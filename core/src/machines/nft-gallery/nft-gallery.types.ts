import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { AccountDataSource, OwnedNft } from '../../account-data/account-data.types.js'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { nftGalleryMachine } from './nft-gallery.machine.js'

/**
 * What the NFT gallery machine starts with: where account data comes from (a source with `nfts`).
 *
 * @example
 * const input: NftGalleryInput = { source: chainSource({ collections }) }
 */
export type NftGalleryInput = { source: AccountDataSource }

/**
 * The NFT gallery machine's context: the source, the account shown, and its NFTs once found (they
 * stay on screen while they are looked for again).
 *
 * @example
 * const context: NftGalleryContext = { source, account, nfts: [friend] }
 */
export type NftGalleryContext = NftGalleryInput & {
  account: ActiveAccount | undefined
  nfts: readonly OwnedNft[] | undefined
}

/**
 * What the NFT gallery machine accepts.
 *
 * @example
 * gallery.send({ type: 'NFTS.SHOW' })
 */
export type NftGalleryEvent =
  /** The gallery is on screen: the NFTs are looked for unless what is shown is under 30 s old. */
  | { type: 'NFTS.SHOW' }
  /** Look for the NFTs now (after a send, or "Try again"). */
  | { type: 'NFTS.REFRESH' }
  /** The active account changed (or there is none): its NFTs are looked for. */
  | { type: 'NFTS.ACCOUNT_CHANGED'; account: ActiveAccount | undefined }

/** The NFT gallery actor (system id `nftGallery`). */
export type NftGalleryActor = ActorRefFrom<typeof nftGalleryMachine>

/** A snapshot of the NFT gallery actor. */
export type NftGallerySnapshot = SnapshotFrom<typeof nftGalleryMachine>
