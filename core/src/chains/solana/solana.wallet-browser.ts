import type { DirectoryWallet } from '../../api/wallet-directory.types.js'

// On a phone there is no browser extension: Solana wallets are apps, and iOS has no Solana Mobile
// Wallet Adapter to reach them from another browser. The wallets below open any page in their own
// in-app browser by universal link, where the site finds them as an injected Wallet Standard wallet
// and connects directly. Keyed by the wallet's reverse-DNS id in the directory.
const browseLinks: Readonly<Record<string, (url: string, origin: string) => string>> = {
  'app.phantom': (url, origin) => `https://phantom.app/ul/browse/${url}?ref=${origin}`,
  'com.solflare': (url, origin) => `https://solflare.com/ul/v1/browse/${url}?ref=${origin}`,
}

/**
 * The universal link that opens `pageUrl` inside the directory wallet's own browser, for the Solana
 * wallets that have one; `undefined` for others (they pair over WalletConnect).
 *
 * @example
 * solanaWalletBrowserLink({ id: 'phantom', name: 'Phantom', rdns: 'app.phantom' }, 'https://app.example.com/')
 * // 'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example.com%2F?ref=https%3A%2F%2Fapp.example.com'
 */
export function solanaWalletBrowserLink(wallet: DirectoryWallet, pageUrl: string): string | undefined {
  const link = wallet.rdns ? browseLinks[wallet.rdns.toLowerCase()] : undefined
  if (!link) return undefined
  return link(encodeURIComponent(pageUrl), encodeURIComponent(new URL(pageUrl).origin))
}
