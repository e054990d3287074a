import { type AmountProblem, SEND_FIELDS_REQUIRED, type SendProblem, shortfallProblem } from './send.rules.js'

// The Send view's problems in English words, from the data its view model carries (Max's message
// too): for a custom UI without texts of its own (`@foyer/core/advanced`), and the words Foyer's skin
// says in English. A module of their own, so the view model's code (in the page's
// @foyer/core) carries none of them.

/**
 * What the visitor lacks, in English words with the numbers.
 *
 * @example
 * shortfallText({ lacking: 'amount', needed: 12n, available: 11n }, { symbol: 'ETH', decimals: 0, nativeSymbol: 'ETH', nativeDecimals: 0, native: true })
 * // 'Not enough ETH for the amount and the network fee: 12 ETH needed, 11 ETH available'
 */
export const shortfallText = (...args: Parameters<typeof shortfallProblem>) =>
  sendProblemText(shortfallProblem(...args))

/** The words of what the balances lack, by what they lack. */
const lackingWords = {
  amountAndFee: 'for the amount and the network fee',
  amount: 'for the amount',
  fee: 'for the network fee',
} as const

/**
 * Why the form cannot send, in English words (the SPEC's own for its messages).
 *
 * @example
 * sendProblemText({ kind: 'shortfall', lacking: 'amountAndFee', needed: { amount: '12', symbol: 'ETH' }, available: { amount: '11', symbol: 'ETH' } })
 * // 'Not enough ETH for the amount and the network fee: 12 ETH needed, 11 ETH available'
 */
export function sendProblemText(problem: SendProblem): string {
  switch (problem.kind) {
    case 'spec':
      return problem.text
    case 'amount':
      return amountProblemText(problem.problem, problem)
    case 'noAddress':
      return `No address is registered for ${problem.name} on ${problem.network}`
    case 'invalidAddress':
      return `This is not a valid ${problem.namespace} address`
    case 'noneHeld':
      return `You hold no ${problem.symbol}`
    case 'shortfall': {
      const { needed, available } = problem
      return `Not enough ${needed.symbol} ${lackingWords[problem.lacking]}: ${needed.amount} ${needed.symbol} needed, ${available.amount} ${available.symbol} available`
    }
  }
}

/** What an amount that cannot be read says, in the field's words. */
export function amountProblemText(
  problem: AmountProblem,
  token: { symbol: string; decimals: number },
): string {
  switch (problem) {
    case 'empty':
      return SEND_FIELDS_REQUIRED
    case 'notANumber':
      return 'Enter the amount as digits, with a dot for decimals (like 0.5)'
    case 'tooManyDecimals':
      return `${token.symbol} has at most ${token.decimals} decimals`
    case 'zero':
      return 'Enter an amount above 0'
  }
}
