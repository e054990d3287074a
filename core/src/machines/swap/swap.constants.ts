/**
 * How long typing must pause before the swap service is asked for a quote: a quote for "1" is of no
 * use once "10" is typed, and each one is a request to the service.
 */
export const SWAP_QUOTE_PAUSE_MS = 300

/**
 * How often a shown quote is asked again: pools move with every block, and a quote some blocks old
 * may promise more than the swap gives (the swap is refused when it moved past the slippage).
 */
export const SWAP_QUOTE_REFRESH_MS = 15_000

/** SPEC §9: the EVM chain ids the swap service swaps on. */
export const SWAP_CHAIN_IDS: readonly number[] = Object.freeze([
  1, 10, 56, 100, 137, 250, 324, 8217, 8453, 42161, 43114, 1313161554,
])
