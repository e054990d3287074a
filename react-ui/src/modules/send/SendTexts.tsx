import type { SendProblem, SendViewModel } from '@foyer/core'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import type { MessageKey } from '../../i18n/dictionary.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { writeAmount, writeDecimal } from '../../i18n/write-amount.js'

// The Send view's sentences in the visitor's language, from the data core gives beside its English
// words: which problem, with its names and amounts, written in the visitor's locale as Foyer's English
// writes them (no grouping).

/**
 * What an amount that cannot be read says (core's words). Swap's view lists the same four: a module
 * both shared would be one more chunk for the modal to list.
 */
const amountProblemTexts = {
  empty: 'An amount and receiver address are required',
  notANumber: 'Enter the amount as digits, with a dot for decimals (like 0.5)',
  tooManyDecimals: '{symbol} has at most {decimals} decimals',
  zero: 'Enter an amount above 0',
} as const satisfies Record<string, MessageKey>

/** What the balances lack, by what they lack. */
const shortfallTexts = {
  amountAndFee:
    'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available',
  amount: 'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available',
  fee: 'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available',
} as const satisfies Record<string, MessageKey>

/**
 * Why the form cannot send: the SPEC's own messages through the dictionary, the amount that cannot
 * be read, a name without an address, an address the network does not read, or what the balances lack
 * (with the numbers); and why Max filled in nothing (a token not held, the coin short of the fee).
 */
export function SendProblemText({ problem }: { problem: SendProblem | undefined }) {
  const { t, core, locale } = useI18n()
  if (!problem) return null
  switch (problem.kind) {
    case 'spec':
      return <>{core(problem.text)}</>
    case 'amount':
      return (
        <>{t(amountProblemTexts[problem.problem], { symbol: problem.symbol, decimals: problem.decimals })}</>
      )
    case 'noAddress':
      return <>{t('No address is registered for {name} on {network}', problem)}</>
    case 'invalidAddress':
      return <>{t('This is not a valid {namespace} address', problem)}</>
    case 'noneHeld':
      return <>{t('You hold no {symbol}', problem)}</>
    case 'shortfall':
      return (
        <>
          {t(shortfallTexts[problem.lacking], {
            symbol: problem.needed.symbol,
            needed: writeDecimal(locale, problem.needed.amount),
            available: writeDecimal(locale, problem.available.amount),
          })}
        </>
      )
  }
}

/** On Solana, the deposit the fee includes to open the receiver's account for the token. */
export function AccountDeposit({ deposit }: { deposit: NonNullable<SendViewModel['accountDeposit']> }) {
  const { t, locale } = useI18n()
  return (
    <SentenceWithLtrValue
      text={t("Includes {amount} to open the receiver's {symbol} account", {
        amount: LTR_VALUE_SLOT,
        symbol: deposit.token,
      })}
      value={writeAmount(locale, deposit.amount)}
    />
  )
}
