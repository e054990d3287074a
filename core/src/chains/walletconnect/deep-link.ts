import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { defineError } from '../../errors/define.js'

/**
 * A directory link cannot be opened: empty, not a URL, or a scheme that runs code or reads local data
 * (`javascript:`, `data:`, `file:`, …). {@link walletLinkFor} skips such links; {@link walletConnectLink}
 * throws this.
 *
 * @example
 * walletConnectLink('javascript:alert(1)', uri) // throws InvalidWalletLinkError (code 'INVALID_WALLET_LINK')
 */
export class InvalidWalletLinkError extends defineError(
  'INVALID_WALLET_LINK',
  'Invalid wallet link',
  'InvalidWalletLinkError',
) {}

/**
 * Which kind of link of a directory wallet {@link walletLinkFor} picked: `mobile_link`, `desktop_link` or
 * `webapp_link`.
 *
 * @example
 * const kind: WalletLinkKind = 'webapp'
 */
export type WalletLinkKind = 'mobile' | 'desktop' | 'webapp'

/**
 * A link to open a wallet: `href` is the normalised app link ({@link walletLinkFor}) or, from
 * {@link deepLinkFor}, the link with the WalletConnect URI in it.
 *
 * @example
 * const link: WalletLink = { href: 'metamask://wc?uri=wc%3A…', kind: 'mobile' }
 */
export type WalletLink = { href: string; kind: WalletLinkKind }

// Schemes that would run script or read local data if a directory entry were hostile.
const blockedSchemes = new Set(['javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'filesystem'])
const schemePattern = /^[a-z][a-z0-9+.-]*$/
// What a custom-scheme link may keep after `scheme://` (host and path, no query or fragment).
const pathPattern = /^[A-Za-z0-9._~/-]*$/

type AppLink = { base: string; universal: boolean }

/**
 * Normalises a directory app link to the base the WalletConnect path is appended to, or `undefined`.
 * - `http(s)://…` (a universal link): query, fragment and whitespace are not allowed; the link ends with
 *   exactly one `/`.
 * - Anything else is a custom scheme: `metamask:`, `metamask://`, `metamask:/` and a bare `metamask` all
 *   become `metamask://`; the scheme is lower-cased; a host/path after it is kept (`okex://main` →
 *   `okex://main/`) unless it holds characters other than letters, digits and `._~/-`, then it is dropped.
 * - In both, a last path segment `wc` is the WalletConnect entry itself and is removed (`trust://wc` →
 *   `trust://`), so it is never doubled.
 */
function appLink(link: string): AppLink | undefined {
  const trimmed = link.trim()
  if (trimmed === '') return undefined
  if (/^https?:\/\//i.test(trimmed)) {
    if (!canParse(trimmed) || /[?#\s]/.test(trimmed)) return undefined
    const pathStart = trimmed.indexOf('/', trimmed.indexOf('//') + 2)
    const origin = pathStart === -1 ? trimmed : trimmed.slice(0, pathStart)
    const path = pathStart === -1 ? '' : trimmed.slice(pathStart)
    if (origin.length <= trimmed.indexOf('//') + 2) return undefined
    const trimmedPath = path.replace(/\/+$/, '').replace(/\/wc$/, '').replace(/\/+$/, '')
    return { base: `${origin}${trimmedPath}/`, universal: true }
  }
  const colon = trimmed.indexOf(':')
  const scheme = (colon === -1 ? trimmed : trimmed.slice(0, colon)).toLowerCase()
  if (!schemePattern.test(scheme) || blockedSchemes.has(scheme) || scheme === 'http' || scheme === 'https')
    return undefined
  let rest =
    colon === -1
      ? ''
      : trimmed
          .slice(colon + 1)
          .replace(/^\/+/, '')
          .replace(/\/+$/, '')
  if (!pathPattern.test(rest)) rest = ''
  rest = rest.replace(/(^|\/)wc$/, '').replace(/\/+$/, '')
  return { base: `${scheme}://${rest === '' ? '' : `${rest}/`}`, universal: false }
}

// `URL.canParse` is too recent for some browsers Foyer supports.
function canParse(text: string): boolean {
  try {
    return new URL(text).hostname !== ''
  } catch {
    return false
  }
}

/**
 * The link that opens a wallet's app (or web app) on the WalletConnect pairing `uri`: the normalised
 * app link followed by `wc?uri=<encodeURIComponent(uri)>`. This is the entry point wallets register,
 * for universal links (`https://metamask.app.link/wc?uri=…`) and custom schemes (`metamask://wc?uri=…`)
 * alike. Normalisation: universal links get exactly one trailing slash; custom schemes become
 * `scheme://` (`metamask:`, `metamask`, `metamask:/` included), keep a plain host/path
 * (`okex://main/wc?uri=…`), and a trailing `wc` segment is not doubled (`trust://wc` → `trust://wc?uri=…`).
 * Throws {@link InvalidWalletLinkError} for an empty link, a universal link with a query, fragment or
 * whitespace, or a
 * scheme that runs code (`javascript:`, `data:`, …).
 *
 * @example
 * walletConnectLink('https://metamask.app.link', 'wc:abc@2?relay-protocol=irn')
 * // 'https://metamask.app.link/wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn'
 * walletConnectLink('rainbow', 'wc:abc@2') // 'rainbow://wc?uri=wc%3Aabc%402'
 */
export function walletConnectLink(appLinkText: string, uri: string): string {
  const link = appLink(appLinkText)
  if (!link) throw new InvalidWalletLinkError({ details: `cannot open ${JSON.stringify(appLinkText)}` })
  return `${link.base}wc?uri=${encodeURIComponent(uri)}`
}

/**
 * The link to open `wallet` on this device, without a pairing URI (normalised as in
 * {@link walletConnectLink}), or `undefined` when it has none. Precedence:
 * - mobile: `mobile_link` (custom scheme or universal link), then `webapp_link`;
 * - desktop: `desktop_link` (the desktop app), then `webapp_link`.
 *
 * A `webapp_link` must be `http(s)`. Empty, malformed or unsafe links are skipped, so the next kind is
 * tried. A desktop never gets `mobile_link`: it would open an app store or nothing.
 *
 * @example
 * walletLinkFor({ id: 'a1', name: 'Rainbow', mobile_link: 'rainbow:' }, 'mobile') // { href: 'rainbow://', kind: 'mobile' }
 * walletLinkFor({ id: 'a1', name: 'Rainbow', mobile_link: 'rainbow:' }, 'desktop') // undefined
 */
export function walletLinkFor(wallet: DirectoryWallet, device: 'mobile' | 'desktop'): WalletLink | undefined {
  const candidates: [string | null | undefined, WalletLinkKind][] =
    device === 'mobile'
      ? [
          [wallet.mobile_link, 'mobile'],
          [wallet.webapp_link, 'webapp'],
        ]
      : [
          [wallet.desktop_link, 'desktop'],
          [wallet.webapp_link, 'webapp'],
        ]
  for (const [text, kind] of candidates) {
    if (typeof text !== 'string') continue
    const link = appLink(text)
    if (!link || (kind === 'webapp' && !link.universal)) continue
    return { href: link.base, kind }
  }
  return undefined
}

/**
 * {@link walletLinkFor} with the WalletConnect pairing `uri` in it: the link the ConnectingWalletConnect
 * view opens ("open wallet" on mobile, the desktop app or web app on desktop).
 *
 * @example
 * deepLinkFor(metamask, 'mobile', uri) // { href: 'metamask://wc?uri=wc%3A…', kind: 'mobile' }
 * deepLinkFor(webOnlyWallet, 'desktop', uri) // { href: 'https://app.example/wc?uri=wc%3A…', kind: 'webapp' }
 */
export function deepLinkFor(
  wallet: DirectoryWallet,
  device: 'mobile' | 'desktop',
  uri: string,
): WalletLink | undefined {
  const link = walletLinkFor(wallet, device)
  return link && { href: `${link.href}wc?uri=${encodeURIComponent(uri)}`, kind: link.kind }
}
