import type { DirectoryWallet, WalletDirectory } from '../../api/wallet-directory.types.js'
import type { CustomWallet } from '../../chains/walletconnect/custom-wallets.js'

/**
 * What the wallet list actor (systemId `walletList`) is started with: the directory, and the site's own
 * wallets as it gave them (those that pass `checkCustomWallets` are listed before the directory's).
 *
 * @example
 * createActor(walletListMachine, { input: { directory: createWalletDirectory({ http, sdk, chains }) } })
 */
export type WalletListInput = {
  directory: WalletDirectory
  customWallets?: readonly CustomWallet[] | undefined
}

/**
 * The wallet list actor's context: one query (search and filter) and the pages loaded for it.
 *
 * @example
 * walletList.getSnapshot().context.wallets.length // 80 after two pages
 */
export type WalletListContext = {
  directory: WalletDirectory
  /** The site's own wallets, in its order: listed first, and never asked of the directory. */
  customWallets: readonly DirectoryWallet[]
  /** The search of the list shown or loading, trimmed; empty for all wallets. */
  query: string
  /** A search typed but not applied yet (while the debounce runs). */
  pendingQuery: string | undefined
  /** Certified wallets only (`badge_type` certified). */
  certifiedOnly: boolean
  /** The wallets of the pages loaded so far, each once, in the directory's order. */
  wallets: readonly DirectoryWallet[]
  /** How many wallets match the query across all pages, as the directory last said. */
  count: number
  /** The last page loaded (0 before the first). */
  page: number
  /** The last page loaded was empty: the directory has nothing more, whatever `count` says. */
  exhausted: boolean
  /** Why the first page failed, with a message for the visitor. */
  error: string | undefined
  /** Why a later page failed (the wallets loaded stay). */
  moreError: string | undefined
}

/**
 * Events the wallet list actor accepts.
 *
 * @example
 * walletList.send({ type: 'WALLETS.SEARCH', query: 'rain' })
 */
export type WalletListEvent =
  /**
   * AllWallets shows: load the first page unless the list of the current query is loaded or loading.
   *
   * @example
   * walletList.send({ type: 'WALLETS.OPEN' })
   */
  | { type: 'WALLETS.OPEN' }
  /**
   * The search field changed: searched once typing pauses (each keystroke restarts the wait).
   *
   * @example
   * walletList.send({ type: 'WALLETS.SEARCH', query: 'meta' })
   */
  | { type: 'WALLETS.SEARCH'; query: string }
  /**
   * Show certified wallets only, or all: reloads the first page at once.
   *
   * @example
   * walletList.send({ type: 'WALLETS.SET_CERTIFIED_ONLY', value: true })
   */
  | { type: 'WALLETS.SET_CERTIFIED_ONLY'; value: boolean }
  /**
   * The end of the list came into view: load the next page, if there is one and none is loading.
   *
   * @example
   * walletList.send({ type: 'WALLETS.LOAD_MORE' })
   */
  | { type: 'WALLETS.LOAD_MORE' }
  /**
   * Try the failed page again (the first one, or the next one).
   *
   * @example
   * walletList.send({ type: 'WALLETS.RETRY' })
   */
  | { type: 'WALLETS.RETRY' }
  /**
   * The visitor picked a listed wallet (the site's own included): it connects over WalletConnect
   * (through the pairing actor, which connects an installed one through its extension). An id the list
   * does not hold does nothing.
   *
   * @example
   * walletList.send({ type: 'WALLETS.SELECT', walletId: 'c57ca9…' })
   */
  | { type: 'WALLETS.SELECT'; walletId: string }
