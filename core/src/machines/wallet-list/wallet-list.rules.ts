import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { isFoyerError } from '../../errors/base.js'

/**
 * What AllWallets shows when a page cannot be loaded and the error is not one of Foyer's.
 *
 * @example
 * view.status === 'error' && view.message === WALLETS_LOAD_FAILED_MESSAGE // a network failure
 */
export const WALLETS_LOAD_FAILED_MESSAGE = 'Failed to load wallets'

/**
 * The message a failed page shows: a Foyer error's own text (e.g. 'HTTP status code: 500'), the
 * generic `WALLETS_LOAD_FAILED_MESSAGE` for anything else.
 *
 * @example
 * walletsErrorMessage(new TypeError('fetch failed')) // 'Failed to load wallets'
 */
export function walletsErrorMessage(error: unknown): string {
  return isFoyerError(error) ? error.shortMessage : WALLETS_LOAD_FAILED_MESSAGE
}

/**
 * The wallets loaded after one more page: the new ones appended, each wallet once (by id), so a
 * directory whose order shifts between pages never shows a wallet twice.
 *
 * @example
 * appendWallets([metamask, rainbow], [rainbow, trust]) // [metamask, rainbow, trust]
 */
export function appendWallets(
  loaded: readonly DirectoryWallet[],
  page: readonly DirectoryWallet[],
): readonly DirectoryWallet[] {
  const ids = new Set(loaded.map((wallet) => wallet.id))
  const added: DirectoryWallet[] = []
  for (const wallet of page) {
    if (ids.has(wallet.id)) continue
    ids.add(wallet.id)
    added.push(wallet)
  }
  return added.length === 0 ? loaded : [...loaded, ...added]
}

/**
 * Whether the directory has more wallets for the query: fewer loaded than it counts, and the last
 * page was not empty (a directory whose count overstates what it returns still comes to an end).
 *
 * @example
 * hasMoreWallets({ wallets: fortyWallets, count: 512, exhausted: false }) // true
 */
export function hasMoreWallets(list: {
  wallets: readonly DirectoryWallet[]
  count: number
  exhausted: boolean
}): boolean {
  return list.wallets.length < list.count && !list.exhausted
}

/**
 * The site's own wallets AllWallets lists for a search: all of them without one, else those whose
 * name holds the search (case does not matter); none when only certified wallets are asked for (the
 * directory certifies wallets, not the site).
 *
 * @example
 * customWalletsFor([acme, zeta], { query: 'ac', certifiedOnly: false }) // [acme]
 */
export function customWalletsFor(
  custom: readonly DirectoryWallet[],
  list: { query: string; certifiedOnly: boolean },
): readonly DirectoryWallet[] {
  if (list.certifiedOnly) return []
  const query = list.query.toLowerCase()
  return query === '' ? custom : custom.filter((wallet) => wallet.name.toLowerCase().includes(query))
}

/**
 * The wallets AllWallets shows: the site's own for the search first, then the directory's, each wallet
 * once (a directory wallet with a custom wallet's id is the site's).
 *
 * @example
 * listedWallets([acme], [metamask, acme]) // [acme, metamask]
 */
export function listedWallets(
  custom: readonly DirectoryWallet[],
  directory: readonly DirectoryWallet[],
): readonly DirectoryWallet[] {
  return custom.length === 0 ? directory : appendWallets(custom, directory)
}
