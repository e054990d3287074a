import { defineError } from './define.js'

/**
 * Gas prices were asked for a network the swap service does not cover (SPEC §8).
 *
 * @example
 * if (!swapChainIds.includes(chainId)) throw new GasPriceNetworkNotSupportedError()
 */
export class GasPriceNetworkNotSupportedError extends defineError(
  'GAS_PRICE_NETWORK_NOT_SUPPORTED',
  'Network not supported for Gas Price',
  'GasPriceNetworkNotSupportedError',
) {}

/**
 * A swap was asked for on a network the swap service does not cover (SPEC §8).
 *
 * @example
 * if (!swapChainIds.includes(chainId)) throw new SwapsNetworkNotSupportedError()
 */
export class SwapsNetworkNotSupportedError extends defineError(
  'SWAPS_NETWORK_NOT_SUPPORTED',
  'Network not supported for Swaps',
  'SwapsNetworkNotSupportedError',
) {}

/**
 * Fetching token balances failed; shown as a snack and retried after 30 s at the earliest (SPEC §8).
 *
 * @example
 * throw new TokenBalanceUnavailableError({ cause: error })
 */
export class TokenBalanceUnavailableError extends defineError(
  'TOKEN_BALANCE_UNAVAILABLE',
  'Token Balance Unavailable',
  'TokenBalanceUnavailableError',
) {}

/**
 * Fetching the transaction history failed; shown as a snack, the list is marked empty (SPEC §8).
 *
 * @example
 * throw new TransactionsFetchError({ cause: error })
 */
export class TransactionsFetchError extends defineError(
  'TRANSACTIONS_FETCH_FAILED',
  'Failed to fetch transactions',
  'TransactionsFetchError',
) {}
