import type { SwapProblemMessage, SwapResultMessage, SwapWalletPrompt } from '@foyer/core'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import type { MessageKey } from '../../i18n/dictionary.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { writeAmount, writeDecimal } from '../../i18n/write-amount.js'

// The Swap view's sentences in the visitor's language, from the data core gives beside its English
// words: which sentence, and its amounts as decimal strings, written in the visitor's locale as
// Foyer's English writes them (no grouping), each its own left-to-right run.

/** What a sentence's `t` is given in place of its `index`th amount ({@link withAmounts}). */
const amountSlot = (index: number) => `${LTR_VALUE_SLOT}${index}${LTR_VALUE_SLOT}`

/**
 * A translated sentence with several amounts, each its own left-to-right run isolated from the words,
 * as `SentenceWithLtrValue` does for one: a language may put them in any order, so each slot names its
 * amount. (The Buy view has the same few lines: a module both shared would be one more chunk
 * for the modal to list.)
 */
const withAmounts = (text: string, amounts: readonly string[]) =>
  // A slot is its index between two marks: words are at even places, indices at odd ones.
  text.split(LTR_VALUE_SLOT).map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : (
      // The slot's index names its amount: a key that stays with it.
      <bdi key={part} dir="ltr">
        {amounts[Number(part)]}
      </bdi>
    ),
  )

/**
 * What an amount that cannot be read says (core's words). Send's view lists the same four: a module
 * both shared would be one more chunk for the modal to list.
 */
const amountProblemTexts = {
  empty: 'An amount and receiver address are required',
  notANumber: 'Enter the amount as digits, with a dot for decimals (like 0.5)',
  tooManyDecimals: '{symbol} has at most {decimals} decimals',
  zero: 'Enter an amount above 0',
} as const satisfies Record<string, MessageKey>

/**
 * Why Swap cannot be pressed: Max found the coin short of the fee, the amount cannot be read, or the
 * balance does not cover it (with the numbers).
 */
export function ProblemText({ problem }: { problem: SwapProblemMessage | undefined }) {
  const { t, locale } = useI18n()
  if (!problem) return null
  if (problem.kind === 'feeNotCovered')
    return <>{t('Your {symbol} balance does not cover the network fee', { symbol: problem.symbol })}</>
  if (problem.kind === 'amount')
    return (
      <>{t(amountProblemTexts[problem.problem], { symbol: problem.symbol, decimals: problem.decimals })}</>
    )
  const { needed, available } = problem
  const values = {
    symbol: needed.symbol,
    needed: writeDecimal(locale, needed.amount),
    available: writeDecimal(locale, available.amount),
  }
  return (
    <>
      {problem.withFee
        ? t(
            'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available',
            values,
          )
        : t('Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available', values)}
    </>
  )
}

/** Which prompt the wallet shows: the approval, the swap (which of how many), or both as one. */
export function WalletPromptText({ prompt }: { prompt: SwapWalletPrompt }) {
  const { t } = useI18n()
  const { from, to, index: step, count: steps } = prompt
  if (prompt.step === 'batch')
    return <>{t('Approve {from} and swap it for {to} in your wallet (one prompt)', { from, to })}</>
  if (prompt.step === 'approve')
    return <>{t('Approve {symbol} in your wallet ({step} of {steps})', { symbol: from, step, steps })}</>
  return <>{t('Swap {from} for {to} in your wallet ({step} of {steps})', { from, to, step, steps })}</>
}

/** The swap's result: swapped (the amounts), not confirmed yet, or reverted (an approval still granted). */
export function ResultText({ message }: { message: SwapResultMessage }) {
  const { t, locale } = useI18n()
  if (message.kind === 'succeeded')
    return withAmounts(
      t('Swapped {paid} for at least {received}.', { paid: amountSlot(0), received: amountSlot(1) }),
      [writeAmount(locale, message.pays), writeAmount(locale, message.receivesAtLeast)],
    )
  if (message.kind === 'unconfirmed')
    return <>{t('Swap sent; it was not confirmed yet. Check your wallet before swapping again.')}</>
  if (message.kind === 'batchFailed')
    return (
      <>
        {t(
          'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.',
        )}
      </>
    )
  if (!message.stillApproved)
    return (
      <>
        {t('The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.')}
      </>
    )
  return (
    <SentenceWithLtrValue
      text={t(
        'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.',
        { amount: LTR_VALUE_SLOT },
      )}
      value={writeAmount(locale, message.stillApproved)}
    />
  )
}
