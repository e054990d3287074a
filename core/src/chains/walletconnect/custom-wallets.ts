import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { defineError } from '../../errors/define.js'
import { isHttpsUrl } from '../../utils/is-https-url.js'
import { walletLinkFor } from './deep-link.js'

/**
 * A wallet the site lists itself (the Connect view's `custom` group, and AllWallets), connected over
 * WalletConnect like a directory wallet: its QR code, and its deep link where it has one.
 *
 * @example
 * const wallet: CustomWallet = { id: 'acme', name: 'Acme Wallet', imageUrl: 'https://acme.example/icon.png', mobileLink: 'acme://', homepage: 'https://acme.example' }
 */
export type CustomWallet = {
  /** Unique among the custom wallets; also what `selectDirectoryWallet` takes. */
  id: string
  name: string
  /** The wallet's icon: an https address (anything else is refused). */
  imageUrl?: string | undefined
  /** The wallet's website: an https address. */
  homepage?: string | undefined
  /** Opens the wallet's phone app: its app scheme (`acme://`) or an https universal link. */
  mobileLink?: string | undefined
  /** Opens the wallet's desktop app: its app scheme or an https link. */
  desktopLink?: string | undefined
  /** The wallet's web app: an https address. */
  webappLink?: string | undefined
}

/**
 * A custom wallet entry cannot be listed; `details` says which entry (its position and name) and why.
 * The other entries are listed all the same.
 *
 * @example
 * new InvalidCustomWalletError({ details: 'customWallets[1] ("Acme"): mobileLink "javascript:alert(1)" is neither an app scheme nor an https link' })
 */
export class InvalidCustomWalletError extends defineError(
  'INVALID_CUSTOM_WALLET',
  'Invalid custom wallet',
  'InvalidCustomWalletError',
) {}

/** The custom wallets that can be listed (as directory wallets), and an error for each that cannot. */
export type CustomWalletsCheck = {
  wallets: readonly DirectoryWallet[]
  errors: readonly InvalidCustomWalletError[]
}

const httpsFields = ['imageUrl', 'homepage', 'webappLink'] as const
const appFields = ['mobileLink', 'desktopLink'] as const

/**
 * Checks the site's custom wallets and turns those that pass into directory wallets. An entry passes
 * with a non-empty string `id` not used by an earlier entry, a non-empty `name`, and optional fields
 * that are strings of the right kind: `imageUrl`, `homepage` and `webappLink` https addresses (an image
 * or link from elsewhere could run code, or load over plain http); `mobileLink` and `desktopLink` an
 * app scheme or an https link, as a wallet's deep link may be (never `javascript:`, `data:`, `http:`
 * and the like). An entry that fails is left out with an error saying why; the others are kept, in
 * the site's order.
 *
 * @example
 * checkCustomWallets([{ id: 'acme', name: 'Acme', mobileLink: 'acme://' }, { id: 'x', name: 'X', imageUrl: 'http://x.example/i.png' }])
 * // { wallets: [{ id: 'acme', name: 'Acme', mobile_link: 'acme://' }], errors: [InvalidCustomWalletError: customWallets[1] ("X"): imageUrl …] }
 */
export function checkCustomWallets(entries: readonly unknown[]): CustomWalletsCheck {
  const wallets: DirectoryWallet[] = []
  const errors: InvalidCustomWalletError[] = []
  const ids = new Set<string>()
  entries.forEach((entry, index) => {
    const problem = problemOf(entry, ids)
    if (problem !== undefined) {
      const name = isRecord(entry) && typeof entry.name === 'string' ? ` (${JSON.stringify(entry.name)})` : ''
      errors.push(new InvalidCustomWalletError({ details: `customWallets[${index}]${name}: ${problem}` }))
      return
    }
    const wallet = entry as CustomWallet
    ids.add(wallet.id)
    wallets.push(directoryWalletOf(wallet))
  })
  return { wallets, errors }
}

/** Why `entry` cannot be listed, or `undefined` when it can. */
function problemOf(entry: unknown, ids: ReadonlySet<string>): string | undefined {
  if (!isRecord(entry)) return 'not an object'
  if (typeof entry.id !== 'string' || entry.id.trim() === '') return '`id` must be a non-empty string'
  if (ids.has(entry.id)) return `the id ${JSON.stringify(entry.id)} is used by an earlier entry`
  if (typeof entry.name !== 'string' || entry.name.trim() === '') return '`name` must be a non-empty string'
  for (const field of httpsFields) {
    const value = entry[field]
    if (value !== undefined && !isHttpsUrl(value))
      return `${field} ${JSON.stringify(value)} is not an https address`
  }
  for (const field of appFields) {
    const value = entry[field]
    if (value !== undefined && !isAppLink(value))
      return `${field} ${JSON.stringify(value)} is neither an app scheme nor an https link`
  }
  return undefined
}

/**
 * Whether `value` opens a wallet as a deep link may: an https link, or an app scheme that the deep
 * link rules accept (the same rules the directory's links go through when a wallet is opened).
 */
function isAppLink(value: unknown): boolean {
  if (typeof value !== 'string') return false
  if (/^https?:/i.test(value.trim()) && !isHttpsUrl(value.trim())) return false
  return walletLinkFor({ id: '', name: '', mobile_link: value }, 'mobile')?.kind === 'mobile'
}

function directoryWalletOf(wallet: CustomWallet): DirectoryWallet {
  return {
    id: wallet.id,
    name: wallet.name.trim(),
    ...(wallet.imageUrl !== undefined ? { image_url: wallet.imageUrl } : {}),
    ...(wallet.homepage !== undefined ? { homepage: wallet.homepage } : {}),
    ...(wallet.mobileLink !== undefined ? { mobile_link: wallet.mobileLink } : {}),
    ...(wallet.desktopLink !== undefined ? { desktop_link: wallet.desktopLink } : {}),
    ...(wallet.webappLink !== undefined ? { webapp_link: wallet.webappLink } : {}),
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
