import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { DirectoryWalletGroups } from './recommended-wallets.types.js'

/**
 * Where a wallet can be got: its browser extension, its iOS or Android app, or its website.
 *
 * @example
 * const kind: InstallLinkKind = 'chrome'
 */
export type InstallLinkKind = 'chrome' | 'ios' | 'android' | 'website'

/**
 * One place to get a wallet: what kind it is, and its https address (checked by the directory client).
 *
 * @example
 * const link: InstallLink = { kind: 'ios', url: 'https://apps.apple.com/app/id1457119021' }
 */
export type InstallLink = { kind: InstallLinkKind; url: string }

/**
 * A wallet a visitor without one can get, with every place to get it.
 *
 * @example
 * const entry: WalletToGet = { wallet: rainbow, links: [{ kind: 'chrome', url: 'https://chromewebstore.google.com/…' }] }
 */
export type WalletToGet = { wallet: DirectoryWallet; links: readonly InstallLink[] }

const linkFields = [
  ['chrome', 'chrome_store'],
  ['ios', 'app_store'],
  ['android', 'play_store'],
  ['website', 'homepage'],
] as const satisfies readonly (readonly [InstallLinkKind, keyof DirectoryWallet])[]

/**
 * The places to get a wallet, stores first (installing is what the visitor came for), its website last.
 *
 * @example
 * installLinksOf({ id: 'r', name: 'Rainbow', homepage: 'https://rainbow.me', app_store: 'https://apps.apple.com/app/id1' })
 * // [{ kind: 'ios', url: 'https://apps.apple.com/app/id1' }, { kind: 'website', url: 'https://rainbow.me' }]
 */
export function installLinksOf(wallet: DirectoryWallet): InstallLink[] {
  return linkFields.flatMap(([kind, field]) => {
    const url = wallet[field]
    return url ? [{ kind, url }] : []
  })
}

/**
 * The wallets to offer a visitor who has none: the site's featured wallets, then the directory's
 * recommended ones, each only if the directory says where to get it.
 *
 * @example
 * walletsToGet({ featured: [rainbow], recommended: [noLinks] }) // [{ wallet: rainbow, links: [...] }]
 */
export function walletsToGet(groups: DirectoryWalletGroups): WalletToGet[] {
  return [...groups.featured, ...groups.recommended].flatMap((wallet) => {
    const links = installLinksOf(wallet)
    return links.length > 0 ? [{ wallet, links }] : []
  })
}
