/**
 * One token of the Tokens list, ready to show.
 *
 * @example
 * const row: TokenRow = { key: 'eip155:31337:native', name: 'Ether', symbol: 'ETH', iconUrl: undefined, quantity: '9,998.999', value: '$29,996.99' }
 */
export type TokenRow = {
  /** Stable across reads: the token's CAIP-10 address, or the network's for its native currency. */
  key: string
  name: string
  symbol: string
  /** `undefined` when the source has no logo (the view shows a monogram). */
  iconUrl: string | undefined
  /** Truncated to 3 decimals, grouped: `'1,250.500'`. */
  quantity: string
  /** In US dollars, 2 decimals (`'$1,250.50'`); `undefined` without a price. */
  value: string | undefined
}

/**
 * The Tokens list's model: loading (nothing read yet), unavailable (the read failed and there is
 * nothing earlier to show; `canRetry` once the 30 s hold is over), or listed (possibly empty, and
 * possibly being read again).
 *
 * @example
 * const view: TokensViewModel = { status: 'listed', tokens: [row], total: '$1,250.50', isRefreshing: false }
 */
export type TokensViewModel =
  | { status: 'loading' }
  | { status: 'unavailable'; canRetry: boolean }
  | { status: 'listed'; tokens: readonly TokenRow[]; total: string | undefined; isRefreshing: boolean }
