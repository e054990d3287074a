/**
 * The slippage a swap allows, in whole percent (SPEC §9: 1): the swap reverts rather than give less
 * than the quote less this. In a file of its own so the swap form's rules read it without the client.
 *
 * @example
 * const minimum = (quoted * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n
 */
export const SWAP_SLIPPAGE_PERCENT = 1
