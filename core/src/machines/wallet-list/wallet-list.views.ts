/**
 * One wallet tile of AllWallets.
 *
 * @example
 * const tile: WalletTile = { id: 'c57ca9…', name: 'MetaMask', imageId: 'eb0f…', certified: true }
 */
export type WalletTile = {
  id: string
  name: string
  imageId?: string | undefined
  imageUrl?: string | undefined
  certified: boolean
}

/**
 * What the AllWallets view shows: the search and its filter, the tiles loaded so far, and how the
 * list stands:
 * - `loading`: the first page of this query is on its way (no tiles yet);
 * - `ready`: tiles shown; `hasMore` when more pages exist, `loadingMore` while the next one loads;
 * - `empty`: the directory has no wallet for this query;
 * - `error`: the first page failed, with a message and a retry.
 *
 * @example
 * view.status === 'ready' && view.hasMore && !view.loadingMore // show the sentinel that loads more
 */
export type AllWalletsViewModel =
  | { status: 'loading'; query: string; certifiedOnly: boolean }
  | {
      status: 'ready'
      query: string
      certifiedOnly: boolean
      wallets: readonly WalletTile[]
      count: number
      hasMore: boolean
      loadingMore: boolean
      /** A later page failed: the tiles stay, with this message and a retry. */
      moreError: string | undefined
    }
  | { status: 'empty'; query: string; certifiedOnly: boolean }
  | { status: 'error'; query: string; certifiedOnly: boolean; message: string }
