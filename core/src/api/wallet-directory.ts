import { InvalidResponseError } from '../errors/http.js'
import { isCaipNetworkId } from '../networks/caip.js'
import type { CaipNetworkId } from '../networks/network.types.js'
import { isHttpsUrl } from '../utils/is-https-url.js'
import { isRecord } from '../utils/is-record.js'
import { featuredIdsOf } from './featured-ids.js'
import type { HttpClient } from './http.js'
import { sdkParams } from './remote-config.js'
import type {
  BadgeType,
  DirectoryWallet,
  GetWalletsQuery,
  WalletDirectory,
  WalletListRequest,
  WalletsPage,
} from './wallet-directory.types.js'
import { createImageCache } from './wallet-image-cache.js'

/** The page sizes of the wallet directory (SPEC §7, §9). */
export const directoryLimits = {
  /** Wallets per page of AllWallets. */
  pageSize: 40,
  /** Wallets recommended on the Connect view. */
  recommended: 4,
  /** Wallets per page of a search. */
  searchPageSize: 100,
} as const

/**
 * Options of {@link createWalletDirectory}: the HTTP client of the directory API, the project and SDK
 * every request names, and the site's wallet options.
 *
 * @example
 * const options: WalletDirectoryOptions = {
 *   http: createHttpClient({ baseUrl: 'https://api.example.com' }),
 *   sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' },
 *   chains: ['eip155:1', 'eip155:8453'],
 *   featuredWalletIds: ['c57ca9…'],
 * }
 */
export type WalletDirectoryOptions = {
  http: HttpClient
  sdk: { projectId: string; sdkType: string; sdkVersion: string }
  /** The site's networks: only wallets supporting at least one are listed. Empty or missing: all. */
  chains?: readonly CaipNetworkId[] | undefined
  /** Wallets shown first, in this order (see {@link createWalletDirectory}). */
  featuredWalletIds?: readonly string[] | undefined
  /** Only these wallets are listed. Empty or missing: all. */
  includeWalletIds?: readonly string[] | undefined
  /** These wallets are never listed (also not as featured). */
  excludeWalletIds?: readonly string[] | undefined
  /**
   * Turns an image into a URL; `toImageUrl` by default, which never gives script in an image the
   * site's origin (SVGs are drawn into PNGs, formats come from the bytes, other content is refused).
   */
  imageUrl?: ((blob: Blob) => Promise<string>) | undefined
}

/**
 * The directory client {@link createWalletDirectory} returns: {@link WalletDirectory} plus the featured
 * ids it applies, so the Connect view can split `recommendedWallets()` into its featured and
 * recommended groups.
 *
 * @example
 * const wallets = await directory.recommendedWallets({ excludeRdns })
 * const featured = wallets.filter((wallet) => directory.featuredIds.includes(wallet.id))
 * const recommended = wallets.filter((wallet) => !directory.featuredIds.includes(wallet.id))
 */
export type WalletDirectoryClient = WalletDirectory & {
  /**
   * The featured ids in effect, in the site's order: `featuredWalletIds` without duplicates, without
   * excluded ids, and (when `includeWalletIds` is set) only included ones.
   */
  readonly featuredIds: readonly string[]
}

/**
 * A wallet or asset image not downloaded within this is given up (the image preload timeout): the tile
 * shows the wallet's initials instead of waiting, and the next view asks again (failures are not cached).
 */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

/** How many queries' dropped-entry tallies are kept (older ones are forgotten). */
const TRACKED_QUERIES = 32

/**
 * Creates the wallet directory client (SPEC §7). Every request carries `projectId`, `st` and `sv`, the
 * site's `include` and `exclude` ids and its `chains`.
 *
 * Featured wallets (`featuredWalletIds`), without a search:
 * - `listWallets` page 1 starts with the featured wallets, in the site's order, fetched with
 *   `include=<featured ids>` and the same chains and badge filter as the list; every regular page
 *   (`entries=40`) excludes them, so each wallet is listed once and pages stay aligned on the server.
 *   Page 1 therefore holds up to 40 + featured wallets, and `count` counts the featured ones on every
 *   page (it is the size of the whole list). A search lists the directory's matches as they come:
 *   nothing is moved to the front or excluded.
 * - `recommendedWallets` answers the featured wallets first, then the 4 recommended ones, fetched
 *   with the featured ids excluded (SPEC §9 connector groups: featured and recommended are separate
 *   groups, so no wallet is in both); split them with `featuredIds`. Wallets whose rdns is in
 *   `excludeRdns` (installed wallets, listed in their own group) are dropped from both, without
 *   backfill: the Connect view may show fewer than 4.
 *
 * Validation: a body that is not `{ data: [...], count: <natural number> }` throws
 * `InvalidResponseError`; an entry without a non-empty string `id` and `name`, or with an optional
 * field of the wrong type, is dropped (see {@link parseDirectoryWallet}). `count` is the number of wallets
 * the list holds once every page is loaded, as far as known: the directory's count, plus the featured
 * wallets, minus the entries dropped so far for this query. So `loaded < count` tells whether more
 * pages exist, and equality holds once the last page is in.
 *
 * @example
 * const directory = createWalletDirectory({ http, sdk, chains: ['eip155:1'], featuredWalletIds: ['c57ca9…'] })
 * const first = await directory.listWallets({ page: 1 }) // featured first, then 40 wallets
 * const found = await directory.listWallets({ page: 1, search: 'rain', certifiedOnly: true })
 * const src = await directory.walletImage(first.data[0].image_id)
 */
export function createWalletDirectory(options: WalletDirectoryOptions): WalletDirectoryClient {
  const { http, sdk } = options
  const chains = options.chains ?? []
  const include = unique(options.includeWalletIds ?? [])
  const exclude = unique(options.excludeWalletIds ?? [])
  const featuredIds = featuredIdsOf(options)
  const featuredCache = new Map<BadgeType | 'any', readonly DirectoryWallet[]>()
  // Entries dropped per query and page, so `count` can leave them out.
  const dropped = new Map<string, Map<number, number>>()
  // Wallet images, public assets (network and connector logos), payment currencies and tokens are four
  // id spaces: a cache each, every one through the same checked path (SDK query, preload timeout, the
  // bytes' type checked, a URL that cannot run script).
  const imagesAt = (endpoint: string) =>
    createImageCache({
      load: async (imageId) => {
        const path = `${endpoint}/${encodeURIComponent(imageId)}`
        const blob = await http.getBlob({ path, params: sdkParams(sdk), timeoutMs: IMAGE_PRELOAD_TIMEOUT_MS })
        if (blob.type !== '' && !blob.type.startsWith('image/'))
          throw new InvalidResponseError({ details: `GET ${path}: expected an image, got ${blob.type}` })
        return blob
      },
      toUrl: options.imageUrl,
    })
  const images = imagesAt('/getWalletImage')
  const assets = imagesAt('/public/getAssetImage')
  const currencies = imagesAt('/public/getCurrencyImage')
  const tokens = imagesAt('/public/getTokenImage')

  async function getWallets(query: GetWalletsQuery, signal: AbortSignal | undefined) {
    const body = await http.get({
      path: '/getWallets',
      params: {
        ...sdkParams(sdk),
        page: query.page,
        entries: query.entries,
        include: nonEmpty(query.include),
        exclude: nonEmpty(query.exclude),
        chains: nonEmpty(query.chains),
        search: query.search,
        badge_type: query.badge_type,
      },
      signal,
    })
    return parseWalletsPage(body, query.entries)
  }

  async function featuredWallets(
    badge: BadgeType | undefined,
    signal: AbortSignal | undefined,
  ): Promise<readonly DirectoryWallet[]> {
    if (featuredIds.length === 0) return []
    const cached = featuredCache.get(badge ?? 'any')
    if (cached) return cached
    const query = { page: 1, entries: featuredIds.length, include: featuredIds, chains, badge_type: badge }
    const { page } = await getWallets(query, signal)
    // The directory answers in its own order; the site's order wins.
    const wallets = featuredIds.flatMap((id) => page.data.find((wallet) => wallet.id === id) ?? [])
    featuredCache.set(badge ?? 'any', wallets)
    return wallets
  }

  /** Records the entries a page dropped and gives the count without every drop known for the query. */
  function countWithoutDrops(key: string, page: number, count: number, droppedHere: number): number {
    let pages = dropped.get(key)
    if (!pages || page === 1) {
      pages = new Map()
      dropped.delete(key)
      dropped.set(key, pages)
      const oldest = dropped.keys().next().value
      if (dropped.size > TRACKED_QUERIES && oldest !== undefined) dropped.delete(oldest)
    }
    pages.set(page, droppedHere)
    let total = 0
    for (const value of pages.values()) total += value
    return Math.max(0, count - total)
  }

  return {
    featuredIds,

    async listWallets({ page, search, certifiedOnly, signal }: WalletListRequest): Promise<WalletsPage> {
      if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be 1 or more, got ${page}`)
      const term = search?.trim() ?? ''
      const badge: BadgeType | undefined = certifiedOnly ? 'certified' : undefined
      const key = JSON.stringify([term, badge ?? null])

      if (term !== '') {
        const query = {
          page,
          entries: directoryLimits.searchPageSize,
          include,
          exclude,
          chains,
          search: term,
        }
        const result = await getWallets({ ...query, badge_type: badge }, signal)
        const count = countWithoutDrops(key, page, result.page.count, result.dropped)
        return { data: result.page.data, count }
      }

      const regular = {
        page,
        entries: directoryLimits.pageSize,
        include,
        exclude: [...exclude, ...featuredIds],
        chains,
        badge_type: badge,
      }
      const [featured, result] = await Promise.all([
        featuredWallets(badge, signal),
        getWallets(regular, signal),
      ])
      // A directory that ignored `exclude` would list a featured wallet twice: such an entry is dropped.
      const data = result.page.data.filter((wallet) => !featuredIds.includes(wallet.id))
      const droppedHere = result.dropped + result.page.data.length - data.length
      const count = featured.length + countWithoutDrops(key, page, result.page.count, droppedHere)
      return { data: page === 1 ? [...featured, ...data] : data, count }
    },

    async recommendedWallets(request = {}): Promise<readonly DirectoryWallet[]> {
      const { signal } = request
      const query = {
        page: 1,
        entries: directoryLimits.recommended,
        include,
        exclude: [...exclude, ...featuredIds],
        chains,
      }
      const [featured, recommended] = await Promise.all([
        featuredWallets(undefined, signal),
        getWallets(query, signal),
      ])
      const installed = new Set((request.excludeRdns ?? []).map((rdns) => rdns.toLowerCase()))
      const seen = new Set<string>()
      return [...featured, ...recommended.page.data].filter((wallet) => {
        if (seen.has(wallet.id)) return false
        seen.add(wallet.id)
        return !(wallet.rdns && installed.has(wallet.rdns.toLowerCase()))
      })
    },

    walletImage: (imageId, signal) => images.get(imageId, signal),
    assetImage: (imageId, signal) => assets.get(imageId, signal),
    currencyImage: (currency, signal) => currencies.get(currency, signal),
    tokenImage: (symbol, signal) => tokens.get(symbol, signal),
  }
}

/**
 * Validates a `GET /getWallets` body. Throws `InvalidResponseError` unless it is an object with an
 * array `data` and a natural-number `count`, or when not one of its entries is a wallet; entries
 * that {@link parseDirectoryWallet} rejects are dropped and counted in `dropped`. Only the first
 * `entries` are read: a directory that ignores the page size cannot make the modal render (and
 * Foyer validate) thousands of rows. `count` is the directory's, unchanged.
 *
 * @example
 * parseWalletsPage({ data: [{ id: 'a1', name: 'Rainbow' }, { id: 7 }], count: 2 }, 40)
 * // { page: { data: [{ id: 'a1', name: 'Rainbow' }], count: 2 }, dropped: 1 }
 */
export function parseWalletsPage(
  body: unknown,
  entries: number = Number.POSITIVE_INFINITY,
): { page: WalletsPage; dropped: number } {
  if (!isRecord(body) || !Array.isArray(body.data)) invalid('expected an object with a `data` array')
  const { count } = body
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
    invalid('`count`: expected a natural number')
  const asked = body.data.slice(0, entries)
  const data = asked.flatMap((entry: unknown) => parseDirectoryWallet(entry) ?? [])
  if (asked.length > 0 && data.length === 0) invalid('`data`: not one entry is a wallet')
  return { page: { data, count }, dropped: asked.length - data.length }
}

const optionalStrings = ['image_id', 'image_url'] as const
const nullableStrings = ['rdns', 'mobile_link', 'desktop_link', 'webapp_link'] as const
/** Where to get the wallet: shown as links, so only https addresses are kept. */
const installLinks = ['homepage', 'chrome_store', 'app_store', 'play_store'] as const

/**
 * Reads one `data` entry of `GET /getWallets`, or `undefined` when it cannot be listed: not an object,
 * `id` or `name` not a non-empty string, or an optional field of the wrong type (`image_id`,
 * `image_url`, `rdns` and links: string or null; `chains`: array; `badge_type`: string). `null` and `''`
 * mean absent (links and rdns keep `null`); chains that are not CAIP-2 ids of a supported namespace are
 * dropped from the entry; a badge other than `'certified'` reads as `'none'`; where to get the wallet
 * (`homepage`, `chrome_store`, `app_store`, `play_store`) is kept only as an https address, as it
 * becomes a link (a `javascript:` one must never reach the page); unknown fields are left out.
 *
 * @example
 * parseDirectoryWallet({ id: 'a1', name: 'Rainbow', chains: ['eip155:1', 'nope'], badge_type: 'gold' })
 * // { id: 'a1', name: 'Rainbow', chains: ['eip155:1'], badge_type: 'none' }
 * parseDirectoryWallet({ id: 'a1', name: 'Rainbow', mobile_link: 42 }) // undefined
 */
export function parseDirectoryWallet(entry: unknown): DirectoryWallet | undefined {
  if (!isRecord(entry)) return undefined
  const { id, name } = entry
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || name.trim() === '') return undefined
  const wallet: DirectoryWallet = { id, name }
  for (const key of optionalStrings) {
    const value = entry[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') return undefined
    if (value !== '') wallet[key] = value
  }
  for (const key of nullableStrings) {
    const value = entry[key]
    if (value === undefined) continue
    if (value !== null && typeof value !== 'string') return undefined
    wallet[key] = value === '' ? null : value
  }
  if (entry.chains !== undefined && entry.chains !== null) {
    if (!Array.isArray(entry.chains)) return undefined
    wallet.chains = entry.chains.filter((chain) => isCaipNetworkId(chain))
  }
  if (entry.badge_type !== undefined && entry.badge_type !== null) {
    if (typeof entry.badge_type !== 'string') return undefined
    wallet.badge_type = entry.badge_type === 'certified' ? 'certified' : 'none'
  }
  for (const key of installLinks) {
    const value = entry[key]
    if (isHttpsUrl(value)) wallet[key] = value
  }
  return wallet
}

function unique<item>(items: readonly item[]): item[] {
  return [...new Set(items)]
}

function nonEmpty<item extends string>(items: readonly item[] | undefined): readonly item[] | undefined {
  return items && items.length > 0 ? items : undefined
}

function invalid(details: string): never {
  throw new InvalidResponseError({ details: `GET /getWallets: ${details}` })
}
