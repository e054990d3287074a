import type { AmountLimit, OnrampPaymentMethod, OnrampViewModel } from '@foyer/core/onramp'
import { type FormEvent, useId } from 'react'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import { StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useCurrencyImage, useTokenImage } from '../../hooks/useWalletImage.js'
import type { MessageKey } from '../../i18n/dictionary.js'
import { type I18n, useI18n } from '../../i18n/use-i18n.js'
import { writeAmount, writeDecimal } from '../../i18n/write-amount.js'

/** What a sentence's `t` is given in place of its `index`th amount ({@link withAmounts}). */
const amountSlot = (index: number) => `${LTR_VALUE_SLOT}${index}${LTR_VALUE_SLOT}`

/**
 * A translated sentence with several amounts, each its own left-to-right run isolated from the words,
 * as `SentenceWithLtrValue` does for one: a language may put them in any order, so each slot names its
 * amount. (The Swap view has the same few lines: a module both shared would be one more chunk
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
 * The visitor's intents on the Buy view (the onramp module's actions).
 *
 * @example
 * const intents: OnrampIntents = { setAmount, setCurrency, setPaymentCurrency, setPaymentMethod, setProvider, buy, linkOpened, cancel, checkAgain, reset }
 */
export type OnrampIntents = {
  setAmount(amount: string): void
  setCurrency(symbol: string): void
  setPaymentCurrency(currency: string): void
  setPaymentMethod(method: OnrampPaymentMethod): void
  setProvider(provider: OnrampViewModel['providers'][number]): void
  /** Buy: called in the click, so the provider's popup may open. */
  buy(): void
  linkOpened(): void
  cancel(): void
  checkAgain(): void
  reset(): void
}

/** Props of {@link OnrampPanel}. */
export type OnrampPanelProps = { view: OnrampViewModel; intents: OnrampIntents }

/** Each payment method's name. */
const methodNames = {
  card: 'Card',
  ach_bank_account: 'Bank account',
} as const satisfies Record<OnrampPaymentMethod, MessageKey>

/** The words of a limit crossed, by bound and method (each language words "by card" its own way). */
const limitWords = {
  least: {
    card: 'The least you can pay by card is {limit}',
    ach_bank_account: 'The least you can pay by bank account is {limit}',
  },
  most: {
    card: 'The most you can pay by card is {limit}',
    ach_bank_account: 'The most you can pay by bank account is {limit}',
  },
} as const satisfies Record<AmountLimit['bound'], Record<OnrampPaymentMethod, MessageKey>>

/** What is wrong with the amount in the visitor's language: the limit crossed, else core's words. */
function amountErrorText(view: OnrampViewModel, { t, core, locale }: I18n): string | undefined {
  const crossed = view.amountLimit
  if (!crossed) return view.amountError && core(view.amountError)
  // The limit in the visitor's locale, without grouping as Foyer's English writes it ('25000.00 USD').
  const limit = writeDecimal(locale, crossed.limit)
  return t(limitWords[crossed.bound][crossed.method], { limit: `${limit} ${crossed.currency}` })
}

/**
 * The quote in the visitor's language, from core's data: what is paid, what arrives and the fee with
 * the provider, or for an estimate what is paid and that the provider shows the rest. Amounts are
 * written as Foyer's English writes them (no grouping), each its own left-to-right run.
 */
function QuoteWords({ quote }: { quote: NonNullable<OnrampViewModel['quote']> }) {
  const { t, locale } = useI18n()
  const { message } = quote
  const paid = writeAmount(locale, message.pays)
  if (message.kind === 'estimate')
    return withAmounts(
      t('You pay {paid} · estimate: {provider} shows what you receive and the fee', {
        paid: amountSlot(0),
        provider: message.provider,
      }),
      [paid],
    )
  return withAmounts(
    t('You pay {paid} · You receive about {received} · fee {fee} ({provider})', {
      paid: amountSlot(0),
      received: amountSlot(1),
      fee: amountSlot(2),
      provider: message.provider,
    }),
    [paid, writeAmount(locale, message.receives), writeAmount(locale, message.fee)],
  )
}

/** The purchase that arrived, its amount written in the visitor's locale. */
function Purchased({ view }: { view: OnrampViewModel }) {
  const { t, locale } = useI18n()
  const bought = view.purchaseAmount
  if (!bought) return <>{view.purchase}</>
  return (
    <SentenceWithLtrValue
      text={t('{amount} arrived in your wallet', { amount: LTR_VALUE_SLOT })}
      value={writeAmount(locale, bought)}
    />
  )
}

/**
 * The Buy view's content. The form: the amount and the money it is in, how it is paid (card or bank
 * account, as the currency offers), the crypto, the provider, the
 * quote in words ("estimate" when the service could not quote), and Buy once quoted. Then, while the
 * provider's page is open: what to do there, with Cancel; a blocked popup: a link to open the page in
 * a new tab; the purchase awaited; not arrived in time (Check again); arrived (Buy more).
 *
 * @example
 * <OnrampPanel view={view} intents={intents} />
 */
export function OnrampPanel({ view, intents }: OnrampPanelProps) {
  const { t } = useI18n()
  if (view.status === 'loading' || view.status === 'closed')
    return (
      <div className="foyer-status-panel">
        <StatusWaiting>{t('Loading what you can buy…')}</StatusWaiting>
      </div>
    )
  if (view.status === 'opening' || view.status === 'inProgress' || view.status === 'confirming')
    return <InProgress view={view} onCancel={intents.cancel} />
  if (view.status === 'blocked')
    return (
      <div className="foyer-status-panel">
        <p role="status">{t('Your browser blocked the provider’s window.')}</p>
        <a
          className="foyer-button foyer-button--primary"
          href={view.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={intents.linkOpened}
        >
          {t('Open {provider} in a new tab', { provider: view.provider ?? t('the provider') })}
        </a>
        <button type="button" className="foyer-button" onClick={intents.cancel}>
          {t('Cancel')}
        </button>
      </div>
    )
  if (view.status === 'timedOut')
    return (
      <div className="foyer-status-panel">
        <StatusError message={view.error ?? ''} />
        <button type="button" className="foyer-button foyer-button--primary" onClick={intents.checkAgain}>
          {t('Check again')}
        </button>
        <button type="button" className="foyer-button" onClick={intents.cancel}>
          {t('Back to the form')}
        </button>
      </div>
    )
  if (view.status === 'purchased')
    return (
      <div className="foyer-status-panel">
        <p role="status">
          <Purchased view={view} />
        </p>
        <button type="button" className="foyer-button foyer-button--primary" onClick={intents.reset}>
          {t('Buy more')}
        </button>
      </div>
    )
  return <BuyForm view={view} intents={intents} />
}

/** A chosen currency's icon, once loaded; decorative (the currency is named beside it). */
function CurrencyIcon({ src, kind }: { src: string | undefined; kind: 'payment' | 'purchase' }) {
  if (!src) return null
  return (
    <img
      className={`foyer-onramp-icon foyer-onramp-icon--${kind}`}
      src={src}
      alt=""
      width={24}
      height={24}
      decoding="async"
    />
  )
}

function InProgress({ view, onCancel }: { view: OnrampViewModel; onCancel(): void }) {
  const { t } = useI18n()
  const provider = view.provider ?? t('the provider')
  const words =
    view.status === 'opening'
      ? t('Opening {provider}…', { provider })
      : view.status === 'inProgress'
        ? t('Complete your purchase in the {provider} window. Close it when you are done.', { provider })
        : t('Waiting for your purchase to arrive…')
  return (
    <div className="foyer-status-panel" aria-busy="true">
      <StatusWaiting>{words}</StatusWaiting>
      <button type="button" className="foyer-button" onClick={onCancel}>
        {t('Cancel')}
      </button>
    </div>
  )
}

function BuyForm({ view, intents }: OnrampPanelProps) {
  const i18n = useI18n()
  const { t } = i18n
  const amountError = amountErrorText(view, i18n)
  const amountId = useId()
  const paymentId = useId()
  const cryptoId = useId()
  const hintId = useId()
  const providerName = useId()
  const methodName = useId()
  // The chosen currencies' icons from the service (none without the wallet directory module).
  const paymentIcon = useCurrencyImage(view.paymentCurrency)
  const purchaseIcon = useTokenImage(view.purchaseSymbol)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (view.canBuy) intents.buy()
  }
  return (
    <form className="foyer-onramp" onSubmit={submit} aria-busy={view.status === 'quoting'} noValidate>
      {view.optionsAreDefaults && (
        <p className="foyer-onramp-note foyer-onramp-muted" role="note">
          {t('The provider list could not be loaded: showing the usual currencies.')}
        </p>
      )}
      <div className="foyer-onramp-field">
        <label className="foyer-onramp-label" htmlFor={amountId}>
          {t('You pay')}
        </label>
        <div className="foyer-onramp-row">
          <input
            id={amountId}
            className="foyer-text-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="100"
            aria-describedby={hintId}
            aria-invalid={amountError !== undefined}
            value={view.amount}
            onChange={(event) => intents.setAmount(event.target.value)}
          />
          <select
            id={paymentId}
            aria-label={t('Payment currency')}
            className="foyer-text-input foyer-onramp-select"
            value={view.paymentCurrency ?? ''}
            onChange={(event) => intents.setPaymentCurrency(event.target.value)}
          >
            {view.paymentCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
          <CurrencyIcon src={paymentIcon} kind="payment" />
        </div>
      </div>
      {view.paymentMethods.length > 0 && (
        <fieldset className="foyer-onramp-field">
          <legend className="foyer-onramp-label">{t('Payment method')}</legend>
          <div className="foyer-onramp-choices">
            {view.paymentMethods.map((method) => (
              <label key={method} className="foyer-onramp-choice">
                <input
                  type="radio"
                  name={methodName}
                  value={method}
                  checked={view.paymentMethod === method}
                  onChange={() => intents.setPaymentMethod(method)}
                />
                {t(methodNames[method])}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="foyer-onramp-field">
        <label className="foyer-onramp-label" htmlFor={cryptoId}>
          {t('You buy')}
        </label>
        <div className="foyer-onramp-row">
          <select
            id={cryptoId}
            className="foyer-text-input foyer-onramp-select"
            value={view.purchaseSymbol ?? ''}
            disabled={view.purchaseCurrencies.length === 0}
            onChange={(event) => intents.setCurrency(event.target.value)}
          >
            {view.purchaseCurrencies.map((currency) => (
              <option key={currency.symbol} value={currency.symbol}>
                {currency.name} ({currency.symbol})
              </option>
            ))}
          </select>
          <CurrencyIcon src={purchaseIcon} kind="purchase" />
        </div>
      </div>
      <fieldset className="foyer-onramp-field">
        <legend className="foyer-onramp-label">{t('Provider')}</legend>
        <div className="foyer-onramp-choices">
          {view.providers.map((provider) => (
            <label key={provider} className="foyer-onramp-choice">
              <input
                type="radio"
                name={providerName}
                value={provider}
                checked={view.provider === provider}
                onChange={() => intents.setProvider(provider)}
              />
              {provider}
            </label>
          ))}
        </div>
      </fieldset>
      <p id={hintId} className="foyer-onramp-note" aria-live="polite" data-testid="onramp-quote">
        {amountError ? (
          <span role="alert">{amountError}</span>
        ) : view.status === 'quoting' ? (
          t('Getting a quote…')
        ) : view.quote ? (
          <QuoteWords quote={view.quote} />
        ) : (
          <span className="foyer-onramp-muted">{t('Enter an amount to see a quote.')}</span>
        )}
      </p>
      {view.error && <StatusError message={view.error} />}
      <button type="submit" className="foyer-button foyer-button--primary" disabled={!view.canBuy}>
        {view.provider ? t('Buy with {provider}', { provider: view.provider }) : t('Buy')}
      </button>
    </form>
  )
}
