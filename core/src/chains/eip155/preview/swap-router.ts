/**
 * How the review names the swap router the network declares (`contracts.uniswapV2Router02`): in a
 * swap's "To" line and as an allowance's spender.
 *
 * @example
 * `${SWAP_ROUTER_NAME} may spend this wallet’s FUSD`
 */
export const SWAP_ROUTER_NAME = 'The Uniswap router'
