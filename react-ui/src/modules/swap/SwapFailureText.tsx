import type { SwapFailure } from '@foyer/core'
import type { ReactNode } from 'react'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import type { MessageKey } from '../../i18n/dictionary.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { writeAmount } from '../../i18n/write-amount.js'

// Why swapping is unavailable or the swap's last step failed, in the visitor's language, from the
// data core gives: the step's sentence from the dictionary with its symbols, the minimum as an amount
// written in the visitor's locale, and the underlying reason as it was given (translated where it is
// one of core's own messages), each value its own run isolated from the words around it. What a
// built call differs in (a mismatch) is core's data too: the failed check's own sentence with every
// address, symbol and amount it compared, none left out.

/** What the sentence's `t` gets in place of the reason: the sentence is cut there. */
const REASON_SLOT = '\u0001'

/** Who did not answer, where the error gave no words of its own. */
const silentTexts = {
  service: 'the swap service did not answer',
  wallet: 'the wallet could not send it',
  walletBatch: 'the wallet could not send them',
  chain: 'the chain does not show it',
} as const satisfies Record<string, MessageKey>

/** The failures without a reason or figure in them: their sentence, filled with the symbols. */
const plainTexts = {
  needsEvmAccount: 'Connect an EVM account to swap',
  notSupported: 'Network not supported for Swaps',
  notOfferedHere: 'Swaps are not offered in your region',
  noQuote: 'No quote for {from} → {to}: the swap service offers no route',
  balance: 'Could not read your {symbol} balance from the chain',
  maxFeeUnknown:
    'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee',
  approvalRejected: 'You rejected the approval of {symbol} in your wallet',
  approvalUnconfirmed: 'The approval of {symbol} was sent but not confirmed in time',
  approvalReverted:
    'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.',
  swapRejected: 'You rejected the swap in your wallet',
  batchRejected: 'You rejected the approval of {symbol} and the swap in your wallet',
} as const satisfies Record<string, MessageKey>

/** The failures that end with the underlying reason: their sentence, and who is silent without one. */
const reasonTexts = {
  tokens: ['Could not load the tokens to swap: {reason}', 'service'],
  quote: ['Could not get a quote for {from} → {to}: {reason}', 'service'],
  allowance: ['Could not read how much {symbol} the exchange may spend: {reason}', 'service'],
  approval: ['The approval of {symbol} failed: {reason}', 'wallet'],
  build: ['Could not build the swap: {reason}', 'service'],
  swap: ['The swap failed: {reason}', 'wallet'],
  batch: ['The approval of {symbol} and the swap failed: {reason}', 'walletBatch'],
  batchFailed: [
    'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.',
    'chain',
  ],
} as const satisfies Record<string, readonly [MessageKey, keyof typeof silentTexts]>

/** A sentence with a reason in it, the reason its own run (its own direction: it may be English). */
function WithReason({ text, reason }: { text: string; reason: ReactNode }) {
  const [before, after] = text.split(REASON_SLOT)
  if (after === undefined) return <>{text}</>
  return (
    <>
      {before}
      <bdi>{reason}</bdi>
      {after}
    </>
  )
}

/**
 * Why swapping is unavailable or the last step failed, naming the step, with its symbols, the
 * minimum shown (slippage) and the underlying reason.
 *
 * @example
 * <SwapFailureText failure={view.error} />
 */
export function SwapFailureText({ failure }: { failure: SwapFailure }) {
  const { t, core, locale } = useI18n()
  switch (failure.kind) {
    case 'tokens':
    case 'quote':
    case 'allowance':
    case 'approval':
    case 'build':
    case 'swap':
    case 'batch':
    case 'batchFailed': {
      const [text, silent] = reasonTexts[failure.kind]
      // A service's, node's or wallet's own words stay as given; core's own messages are translated.
      const reason = failure.reason === undefined ? t(silentTexts[silent]) : core(failure.reason)
      const { kind: _, reason: __, ...symbols } = failure
      return <WithReason text={t(text, { ...symbols, reason: REASON_SLOT })} reason={reason} />
    }
    case 'mismatch':
      return (
        <WithReason
          text={t(
            'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.',
            {
              details: REASON_SLOT,
            },
          )}
          reason={
            // The check's wording is a dictionary text (a type error otherwise); its words at even
            // places, its values' names at odd ones, each value a left-to-right run.
            t(failure.details.text satisfies MessageKey)
              .split(/\{(\w+)\}/)
              .map((part, index) => {
                const value = failure.details.values[part]
                return index % 2 === 0 || !value ? (
                  part
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
                  <bdi key={index} dir="ltr">
                    {typeof value === 'string' ? value : writeAmount(locale, value)}
                  </bdi>
                )
              })
          }
        />
      )
    case 'slippage':
      return (
        <SentenceWithLtrValue
          text={t(
            'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.',
            { minimum: LTR_VALUE_SLOT, slippage: failure.slippagePercent },
          )}
          value={writeAmount(locale, failure.minimum)}
        />
      )
    default: {
      const { kind, ...symbols } = failure
      return <>{t(plainTexts[kind], symbols)}</>
    }
  }
}
