import type { CaipNetworkId } from '../networks/network.types.js'

/** The directory's badge of a wallet (SPEC §7 `badge_type`). */
export type BadgeType = 'none' | 'certified'

/**
 * A wallet of the directory (SPEC §3 Wallet), as `GET /getWallets` lists it. Links are `null` when
 * the wallet has none of that kind.
 *
 * @example
 * const wallet: DirectoryWallet = { id: 'c57ca9…', name: 'MetaMask', image_id: 'eb0f…', rdns: 'io.metamask', chains: ['eip155:1'], mobile_link: 'metamask://', desktop_link: null, webapp_link: null }
 */
export type DirectoryWallet = {
  id: string
  name: string
  image_id?: string | undefined
  image_url?: string | undefined
  rdns?: string | null | undefined
  chains?: readonly CaipNetworkId[] | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  badge_type?: BadgeType | undefined
  /** The wallet's website (https). Not in every answer; where to get the wallet, with the stores. */
  homepage?: string | undefined
  /** The wallet's browser extension in the Chrome Web Store (https). */
  chrome_store?: string | undefined
  /** The wallet's iOS app in Apple's App Store (https). */
  app_store?: string | undefined
  /** The wallet's Android app in Google Play (https). */
  play_store?: string | undefined
}

/**
 * The query of `GET /getWallets` (SPEC §7), before the project and SDK parameters are added. Lists go
 * on the wire joined with commas.
 *
 * @example
 * const query: GetWalletsQuery = { page: 2, entries: 40, chains: ['eip155:1'], exclude: ['c57ca9…'] }
 */
export type GetWalletsQuery = {
  page: number
  entries: number
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  chains?: readonly CaipNetworkId[] | undefined
  search?: string | undefined
  badge_type?: BadgeType | undefined
}

/**
 * One page of wallets: the valid entries of `data`, and `count`, the number of wallets matching the
 * query across all pages.
 *
 * @example
 * const page: WalletsPage = { data: [metamask], count: 512 }
 */
export type WalletsPage = { data: readonly DirectoryWallet[]; count: number }

/**
 * What a list of AllWallets asks the directory for: page N of all wallets, or of a search, optionally
 * certified wallets only.
 *
 * @example
 * const request: WalletListRequest = { page: 1, search: 'meta', certifiedOnly: true }
 */
export type WalletListRequest = {
  /** 1-based. */
  page: number
  /** Empty or missing: no search. */
  search?: string | undefined
  certifiedOnly?: boolean | undefined
  signal?: AbortSignal | undefined
}

/**
 * The wallet directory client (SPEC §7): every call carries project id, sdk type and sdk version;
 * pages of 40, searches of 100, 4 recommended; the site's featured / include / exclude wallet ids and
 * its networks' chains applied. Entries that do not have the documented shape are dropped.
 *
 * @example
 * const directory = createWalletDirectory({ http, sdk, chains: ['eip155:1'] })
 * const { data, count } = await directory.listWallets({ page: 1 })
 */
export interface WalletDirectory {
  /** A page of AllWallets: 40 wallets, or 100 when searching. */
  listWallets(request: WalletListRequest): Promise<WalletsPage>
  /** The 4 wallets recommended on the Connect view (featured ones first), minus `excludeRdns`. */
  recommendedWallets(request?: {
    excludeRdns?: readonly string[]
    signal?: AbortSignal | undefined
  }): Promise<readonly DirectoryWallet[]>
  /** An image URL for a directory image id (`/getWalletImage/{id}`), fetched once and cached. */
  walletImage(imageId: string, signal?: AbortSignal): Promise<string>
  /**
   * An image URL for a public asset id (`/public/getAssetImage/{id}`: a network's or a connector's
   * logo), fetched once and cached.
   */
  assetImage(imageId: string, signal?: AbortSignal): Promise<string>
  /**
   * An image URL for a payment currency (`/public/getCurrencyImage/{id}`, the id its code: `USD`,
   * `EUR`), fetched once and cached.
   */
  currencyImage(currency: string, signal?: AbortSignal): Promise<string>
  /**
   * An image URL for a token by its symbol (`/public/getTokenImage/{id}`: `ETH`, `USDC`), for a token
   * without an icon of its own, fetched once and cached.
   */
  tokenImage(symbol: string, signal?: AbortSignal): Promise<string>
}
