import type { MessageKey } from './dictionary.js'

/**
 * What an amount the visitor typed that cannot be read says, by core's problem (the same words as
 * core's English): Send and Swap say it in the visitor's language. `{symbol}` and `{decimals}` are
 * the token's.
 *
 * @example
 * t(amountProblemTexts.zero) // 'Enter an amount above 0'
 */
export const amountProblemTexts = {
  empty: 'An amount and receiver address are required',
  notANumber: 'Enter the amount as digits, with a dot for decimals (like 0.5)',
  tooManyDecimals: '{symbol} has at most {decimals} decimals',
  zero: 'Enter an amount above 0',
} as const satisfies Record<string, MessageKey>
