import type { SnapshotFrom } from 'xstate'
import type { DirectoryWallet, WalletDirectory } from '../../api/wallet-directory.types.js'
import type { walletListMachine } from './wallet-list.machine.js'
import {
  customWalletsFor,
  hasMoreWallets,
  listedWallets,
  WALLETS_LOAD_FAILED_MESSAGE,
} from './wallet-list.rules.js'
import type { AllWalletsViewModel, WalletTile } from './wallet-list.views.js'

/**
 * A snapshot of the wallet list actor.
 *
 * @example
 * const snapshot: WalletListSnapshot = walletList.getSnapshot()
 */
export type WalletListSnapshot = SnapshotFrom<typeof walletListMachine>

/**
 * A directory wallet as an AllWallets tile: its name, image and whether it is certified.
 *
 * @example
 * walletTileOf({ id: 'c57ca9…', name: 'MetaMask', image_id: 'eb0f…', badge_type: 'certified' }) // { id: 'c57ca9…', name: 'MetaMask', imageId: 'eb0f…', imageUrl: undefined, certified: true }
 */
export function walletTileOf(wallet: DirectoryWallet): WalletTile {
  return {
    id: wallet.id,
    name: wallet.name,
    imageId: wallet.image_id,
    imageUrl: wallet.image_url,
    certified: wallet.badge_type === 'certified',
  }
}

/**
 * The AllWallets view's model: loading the first page, the wallets with paging state (the site's own
 * for the search first), empty, or the first page's error. While a search is being typed the list of
 * the current query stays.
 *
 * @example
 * const view = useSelector(walletList, selectAllWalletsView)
 * if (view.status === 'ready' && view.hasMore && !view.loadingMore) showSentinel()
 */
export function selectAllWalletsView(snapshot: WalletListSnapshot | undefined): AllWalletsViewModel {
  if (!snapshot) return { status: 'loading', query: '', certifiedOnly: false }
  const { context } = snapshot
  const { query, certifiedOnly } = context
  if (snapshot.matches({ list: 'failed' }))
    return { status: 'error', query, certifiedOnly, message: context.error ?? WALLETS_LOAD_FAILED_MESSAGE }
  if (!snapshot.matches({ list: 'ready' })) return { status: 'loading', query, certifiedOnly }
  const custom = customWalletsFor(context.customWallets, context)
  const wallets = listedWallets(custom, context.wallets)
  if (wallets.length === 0) return { status: 'empty', query, certifiedOnly }
  return {
    status: 'ready',
    query,
    certifiedOnly,
    wallets: wallets.map(walletTileOf),
    count: context.count + custom.length,
    hasMore: hasMoreWallets(context),
    loadingMore: snapshot.matches({ list: { ready: 'loadingMore' } }),
    moreError: context.moreError,
  }
}

/** The directory the list reads from, for the calls around it (wallet images). */
export function selectWalletDirectory(snapshot: WalletListSnapshot): WalletDirectory {
  return snapshot.context.directory
}
