/**
 * A figure core hands a UI to write in its visitor's locale (Foyer's skin formats it with `Intl`, from
 * the string, so no digit is lost to a `Number`): a plain decimal string (`'1250.500'`: no grouping,
 * no sign, no exponent), or `'unknown'` where a service's figure cannot be shown truthfully (not a
 * number, infinite, negative, or beyond any real holding), so a visitor never reads `$∞`, `$NaN` or a
 * 300-digit balance.
 *
 * @example
 * const figure: DecimalFigure = '1250.500'
 */
export type DecimalFigure = `${number}` | 'unknown'

/**
 * One token of the Tokens list, ready to show: its figures as decimal strings, for the UI to write in
 * the visitor's locale.
 *
 * @example
 * const row: TokenRow = { key: 'eip155:31337:native', name: 'Ether', symbol: 'ETH', iconUrl: undefined, amount: '9998.999', usd: '29996.997' }
 */
export type TokenRow = {
  /** Stable across reads: the token's CAIP-10 address, or the network's for its native currency. */
  key: string
  name: string
  symbol: string
  /** `undefined` when the source has no logo (the view shows a monogram). */
  iconUrl: string | undefined
  /** The quantity truncated to 3 decimals (SPEC §9), all 3 written: `'1250.500'`. */
  amount: DecimalFigure
  /** The value in US dollars (`'1250.5'`), shown with 2 decimals (SPEC §9); `undefined` without a price. */
  usd: DecimalFigure | undefined
}

/**
 * The Tokens list's model: loading (nothing read yet), unavailable (the read failed and there is
 * nothing earlier to show; `canRetry` once the 30 s hold is over), or listed (possibly empty, and
 * possibly being read again).
 *
 * @example
 * const view: TokensViewModel = { status: 'listed', tokens: [row], totalUsd: '1250.5', isRefreshing: false }
 */
export type TokensViewModel =
  | { status: 'loading' }
  | { status: 'unavailable'; canRetry: boolean }
  | {
      status: 'listed'
      tokens: readonly TokenRow[]
      /** The priced tokens' dollar value, as {@link TokenRow}'s `usd`; `undefined` when none has a price. */
      totalUsd: DecimalFigure | undefined
      isRefreshing: boolean
    }
