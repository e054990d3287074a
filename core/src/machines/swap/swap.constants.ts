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

/**
 * How long the wallet is given to say whether it batches calls (EIP-5792's `wallet_getCapabilities`)
 * before the swap goes on as two prompts: SPEC §9's RPC request timeout (10 s). A wallet that hangs
 * on the question costs the visitor this wait once, never the swap.
 */
export const WALLET_CAPABILITIES_TIMEOUT_MS = 10_000

/**
 * How often a batch the wallet sent is asked about (`wallet_getCallsStatus`) until it lands or fails:
 * SPEC §9's polls are every 1 s, and a block on the fastest chains takes about as long.
 */
export const CALLS_STATUS_POLL_MS = 1_000
