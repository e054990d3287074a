import type { SwapViewModel } from '@foyer/core'
import { type FormEvent, useId } from 'react'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import { StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { writeAmount as written } from '../../i18n/write-amount.js'
import { formatPercent } from './format-percent.js'
import { SwapFailureText } from './SwapFailureText.js'
import { ProblemText, ResultText, WalletPromptText } from './SwapTexts.js'

/**
 * Props of {@link SwapPanel}.
 *
 * @example
 * const props: SwapPanelProps = { view, intents: { setFrom, setTo, flip, setAmount, max, submit, reset, cancel } }
 */
export type SwapPanelProps = {
  view: SwapViewModel
  intents: {
    setFrom(address: string): void
    setTo(address: string): void
    flip(): void
    setAmount(amount: string): void
    max(): void
    submit(): void
    reset(): void
    /** Ends the wallet's prompt. */
    cancel(): void
  }
}

/**
 * The swap's network fee beside the quote: "≈ 0.00042 ETH ($1.26)", saying when it counts the
 * approval sent first, or that it could not be estimated (never a number made up).
 */
function NetworkFee({ fee }: { fee: NonNullable<SwapViewModel['networkFee']> }) {
  const { t, format, locale } = useI18n()
  const coin = fee.amount && written(locale, fee.amount)
  const usd = fee.usdAmount && (fee.usdAmount === 'unknown' ? t('Unknown') : format.usd(fee.usdAmount))
  const amount = coin
    ? usd
      ? t('≈ {fee} ({value})', { fee: coin, value: usd })
      : t('≈ {fee}', { fee: coin })
    : t('Could not be estimated')
  return (
    <>
      <dt>{t('Network fee')}</dt>
      <dd data-testid="swap-fee">
        {fee.includesApproval ? t('{fee}, includes the approval', { fee: amount }) : amount}
      </dd>
    </>
  )
}

/**
 * The quote in words: "You pay 10 FUSD · You receive at least 39.6 FOY", with the expected amount
 * and the network fee.
 */
function QuoteSummary({ view }: { view: SwapViewModel }) {
  const { t, locale } = useI18n()
  const { figures } = view
  if (!figures) return null
  // Without the share (a UI-less core never leaves it out with the words) core's words are shown.
  const impact =
    view.priceImpactShare === undefined ? view.priceImpact : formatPercent(locale, view.priceImpactShare)
  return (
    <dl className="foyer-send-summary" data-testid="swap-quote">
      <dt>{t('You pay')}</dt>
      {/* Amounts read left to right, isolated, in every language. */}
      <dd>
        <bdi dir="ltr">{written(locale, figures.pays)}</bdi>
      </dd>
      <dt>{t('You receive at least')}</dt>
      <dd>
        <bdi dir="ltr">{written(locale, figures.receivesAtLeast)}</bdi>
      </dd>
      <dt>{t('Expected')}</dt>
      <dd>
        <bdi dir="ltr">{written(locale, figures.receives)}</bdi>
      </dd>
      {impact && (
        <>
          <dt>{t('Price impact')}</dt>
          <dd>
            {view.priceImpactHigh && view.priceImpactShare !== undefined ? (
              // Above the warning line: the percent and the warning, in the visitor's words.
              <strong>
                <SentenceWithLtrValue
                  text={t('{impact} — high: you receive much less than the pool’s price', {
                    impact: LTR_VALUE_SLOT,
                  })}
                  value={impact}
                />
              </strong>
            ) : (
              <bdi dir="ltr">{view.priceImpactHigh ? <strong>{impact}</strong> : impact}</bdi>
            )}
          </dd>
        </>
      )}
      {view.networkFee && <NetworkFee fee={view.networkFee} />}
      {view.balance && (
        <>
          <dt>{t('Your balance')}</dt>
          <dd>
            <bdi dir="ltr">{written(locale, figures.balance)}</bdi>
          </dd>
        </>
      )}
    </dl>
  )
}

/**
 * The Swap view's content: the token paid and the token received (with a button that swaps their
 * places), the amount with Max (of the coin, less the network fee: the hint says when the balance does
 * not cover the fee), the quote in words once the service answered with the network fee, and Swap,
 * enabled only once the balance covers the amount (the hint under it says the numbers otherwise). While the wallet
 * shows a prompt it says which one ("Approve FUSD in your wallet (1 of 2)"), with Cancel; then the
 * swap's landing and its result. A failure says which step failed.
 *
 * @example
 * <SwapPanel view={view} intents={intents} />
 */
export function SwapPanel({ view, intents }: SwapPanelProps) {
  const { t } = useI18n()
  const fromId = useId()
  const toId = useId()
  const amountId = useId()
  const hintId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    intents.submit()
  }
  if (view.status === 'unavailable')
    return (
      <div className="foyer-status-panel">
        <p className="foyer-status-error" role="alert">
          {view.unavailable && <SwapFailureText failure={view.unavailable} />}
        </p>
      </div>
    )
  if (view.walletPrompt)
    return (
      <div className="foyer-status-panel">
        <StatusWaiting>
          <WalletPromptText prompt={view.walletPrompt} />
        </StatusWaiting>
        <button type="button" className="foyer-button" onClick={intents.cancel}>
          {t('Cancel')}
        </button>
      </div>
    )
  if (view.status === 'checking')
    return (
      <div className="foyer-status-panel">
        <StatusWaiting>{t('Preparing the swap…')}</StatusWaiting>
      </div>
    )
  if (view.status === 'landing' || view.status === 'done')
    return (
      <div className="foyer-status-panel">
        {view.status === 'landing' ? (
          <StatusWaiting>{t('Swap sent: waiting for it to be confirmed…')}</StatusWaiting>
        ) : view.result?.outcome === 'failed' ? (
          <p className="foyer-status-error" role="alert">
            {view.result.message && <ResultText message={view.result.message} />}
          </p>
        ) : (
          <p className="foyer-status-text" role="status">
            {view.result?.message && <ResultText message={view.result.message} />}
          </p>
        )}
        {view.result && (
          <code className="foyer-send-address" dir="ltr">
            {view.result.hash}
          </code>
        )}
        <button type="button" className="foyer-button" onClick={intents.reset}>
          {view.status === 'done' ? t('Swap again') : t('Stop waiting')}
        </button>
      </div>
    )
  const tokenOptions = view.tokens.map((token) => (
    <option key={token.address} value={token.address}>
      {token.symbol}
    </option>
  ))
  return (
    <form className="foyer-send" onSubmit={submit} aria-busy={view.status === 'loading'} noValidate>
      <div className="foyer-send-field">
        <label className="foyer-send-label" htmlFor={fromId}>
          {t('You pay')}
        </label>
        <select
          id={fromId}
          className="foyer-text-input foyer-send-select"
          value={view.from?.address ?? ''}
          disabled={view.tokens.length === 0}
          onChange={(event) => intents.setFrom(event.target.value)}
        >
          {tokenOptions}
        </select>
      </div>
      <button type="button" className="foyer-button" onClick={intents.flip} disabled={!view.from || !view.to}>
        {t('Swap the tokens’ places')}
      </button>
      <div className="foyer-send-field">
        <label className="foyer-send-label" htmlFor={toId}>
          {t('You receive')}
        </label>
        <select
          id={toId}
          className="foyer-text-input foyer-send-select"
          value={view.to?.address ?? ''}
          disabled={view.tokens.length === 0}
          onChange={(event) => intents.setTo(event.target.value)}
        >
          {tokenOptions}
        </select>
      </div>
      <div className="foyer-send-field">
        <label className="foyer-send-label" htmlFor={amountId}>
          {view.from ? t('Amount in {symbol}', { symbol: view.from.symbol }) : t('Amount')}
        </label>
        <div className="foyer-send-row">
          <input
            id={amountId}
            className="foyer-text-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            aria-describedby={hintId}
            // Typing before the form's machine is there would be lost.
            readOnly={view.status === 'loading'}
            value={view.amount}
            onChange={(event) => intents.setAmount(event.target.value)}
          />
          <button type="button" className="foyer-button" onClick={intents.max} disabled={!view.canMax}>
            {t('Max')}
          </button>
        </div>
      </div>
      <div aria-live="polite" aria-busy={view.status === 'quoting'}>
        <QuoteSummary view={view} />
        {view.status === 'quoting' && <StatusWaiting>{t('Getting a quote…')}</StatusWaiting>}
      </div>
      {view.error && (
        <p className="foyer-status-error" role="alert">
          <SwapFailureText failure={view.error} />
        </p>
      )}
      <p id={hintId} className="foyer-send-hint" role="status">
        <ProblemText problem={view.problemMessage} />
      </p>
      <button type="submit" className="foyer-button foyer-button--primary" disabled={!view.canSubmit}>
        {t('Swap')}
      </button>
    </form>
  )
}
