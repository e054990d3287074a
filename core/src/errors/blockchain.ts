import { defineError } from './define.js'

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
