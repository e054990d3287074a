import { selectDirectoryWalletGroups } from './recommended-wallets.groups.selectors.js'
import { type WalletToGet, walletsToGet } from './recommended-wallets.rules.js'
import type { RecommendedWalletsSnapshot } from './recommended-wallets.selectors.js'
import type { DirectoryWalletGroups } from './recommended-wallets.types.js'

// The GetWallet view's selector has a module of its own: only the modal's lazily loaded UI uses it,
// so it and the install-link rules stay out of the page's first download.

/**
 * What the GetWallet view renders: the wallets a visitor without one can get, each with where to get
 * it, and whether the directory is still loading them.
 *
 * @example
 * const { wallets, isLoading }: GetWalletViewModel = selectGetWalletView(recommended.getSnapshot())
 */
export type GetWalletViewModel = { wallets: readonly WalletToGet[]; isLoading: boolean }

// One model per loaded groups object, so a view re-renders only when the groups change.
const getWalletModels = new WeakMap<DirectoryWalletGroups, readonly WalletToGet[]>()

/**
 * The GetWallet view's model: the featured, then recommended, directory wallets that the directory
 * says where to get (stores first, then the website). Empty without the wallet directory module.
 *
 * @example
 * const { wallets } = useSelector(recommendedActor, selectGetWalletView)
 */
export function selectGetWalletView(snapshot: RecommendedWalletsSnapshot | undefined): GetWalletViewModel {
  const groups = selectDirectoryWalletGroups(snapshot)
  let wallets = getWalletModels.get(groups)
  if (!wallets) {
    wallets = walletsToGet(groups)
    getWalletModels.set(groups, wallets)
  }
  return { wallets, isLoading: snapshot?.matches('loading') ?? false }
}
