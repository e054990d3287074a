import type { AmountFigure } from '../../utils/amount-figure.js'
import { amountProblemText } from '../send/send.words.js'
import type { SwapProblemMessage, SwapResultMessage, SwapWalletPrompt } from './swap.messages.js'

// The Swap view's sentences with figures in English, from the data its view model carries: for a
// custom UI without texts of its own (`@foyer/core/advanced`), and the words Foyer's skin says in
// English. A module of their own, so the view model's code (in the page's @foyer/core) carries none
// of them.

/** A figure as core's en-US words write it: "39.6 FOY". */
const words = (figure: AmountFigure) => `${figure.amount} ${figure.symbol}`

/**
 * The result in English words: "Swapped" only where the chain said the swap succeeded. A reverted swap
 * says nothing was swapped and the fee was paid, and, where an approval landed before it, that the
 * approval stays granted (the exchange may still spend that amount of the token paid until it is used
 * or revoked). A reverted batch (the approval and the swap as one atomic transaction) says nothing was
 * approved either: the approval reverted with the swap.
 *
 * @example
 * swapResultText({ kind: 'failed', stillApproved: { amount: '10', symbol: 'FUSD' } })
 * // 'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend 10 FUSD is still granted.'
 */
export function swapResultText(message: SwapResultMessage): string {
  if (message.kind === 'succeeded')
    return `Swapped ${words(message.pays)} for at least ${words(message.receivesAtLeast)}.`
  if (message.kind === 'unconfirmed')
    return 'Swap sent; it was not confirmed yet. Check your wallet before swapping again.'
  if (message.kind === 'batchFailed')
    return 'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.'
  const granted = message.stillApproved
    ? ` Your approval for the exchange to spend ${words(message.stillApproved)} is still granted.`
    : ''
  return `The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.${granted}`
}

/**
 * Why Swap cannot be pressed, in English words with the numbers.
 *
 * @example
 * problemText({ kind: 'shortfall', needed: { amount: '11', symbol: 'ETH' }, available: { amount: '10', symbol: 'ETH' }, withFee: true })
 * // 'Not enough ETH: 11 ETH needed with the network fee, 10 ETH available'
 */
export function problemText(message: SwapProblemMessage): string {
  if (message.kind === 'feeNotCovered') return `Your ${message.symbol} balance does not cover the network fee`
  if (message.kind === 'amount') return amountProblemText(message.problem, message)
  const { needed, available, withFee } = message
  return `Not enough ${needed.symbol}: ${words(needed)} needed${withFee ? ' with the network fee' : ''}, ${words(available)} available`
}

/**
 * What the view says while the wallet shows a prompt, in English: which one, and which of how many;
 * the batch names both things the one prompt does.
 *
 * @example
 * walletPromptText({ step: 'approve', index: 1, count: 2, from: 'FUSD', to: 'FOY' }) // 'Approve FUSD in your wallet (1 of 2)'
 */
export function walletPromptText({ step, index, count, from, to }: SwapWalletPrompt): string {
  if (step === 'batch') return `Approve ${from} and swap it for ${to} in your wallet (one prompt)`
  const of = `(${index} of ${count})`
  return step === 'approve'
    ? `Approve ${from} in your wallet ${of}`
    : `Swap ${from} for ${to} in your wallet ${of}`
}
