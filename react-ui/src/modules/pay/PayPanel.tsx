import type { PayerRow, PayViewModel } from '@foyer/core'
import { useId } from 'react'
import { CopyButton } from '../../components/CopyButton.js'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import { StatusError, StatusWaiting } from '../../components/StatusParts.js'
import type { MessageKey } from '../../i18n/dictionary.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { writeAmount, writeDecimal } from '../../i18n/write-amount.js'

/**
 * Props of {@link PayPanel}.
 *
 * @example
 * const props: PayPanelProps = { view, intents: { approve, choose, cancel, close } }
 */
export type PayPanelProps = {
  view: PayViewModel
  intents: {
    /** Asks the wallet for the payment shown. */
    approve(): void
    /** Picks the account that pays (a row of `view.payers`). */
    choose(address: string): void
    /** Ends the wallet's prompt. */
    cancel(): void
    /** Closes the modal (before the wallet is asked, the payment ends as closed). */
    close(): void
  }
}

/** An address in full, isolated left-to-right (so no right-to-left text around it reorders it), with Copy. */
function FullAddress({ address, label, testId }: { address: string; label: string; testId: string }) {
  return (
    <span className="foyer-send-row">
      <bdi dir="ltr" className="foyer-send-address" data-testid={testId}>
        {address}
      </bdi>
      <CopyButton value={address} label={label} />
    </span>
  )
}

/** The payment in words, exactly as it will be signed. */
function PaySummary({ view }: { view: PayViewModel }) {
  const { t, locale } = useI18n()
  const { figures } = view
  return (
    <dl className="foyer-send-summary" data-testid="pay-summary">
      <dt>{t('Amount')}</dt>
      <dd data-testid="pay-amount">
        {figures ? <bdi dir="ltr">{writeAmount(locale, figures.amount)}</bdi> : t('Reading the amount…')}
      </dd>
      <dt>{t('Network')}</dt>
      <dd>{view.network}</dd>
      <dt>{t('To')}</dt>
      <dd>
        {view.recipient && (
          <FullAddress address={view.recipient} label={t('Copy recipient address')} testId="pay-recipient" />
        )}
      </dd>
      {view.from && (
        <>
          <dt>{t('From')}</dt>
          <dd>
            <bdi dir="ltr" className="foyer-send-address">
              {view.from}
            </bdi>
          </dd>
        </>
      )}
      <dt>{t('Network fee')}</dt>
      <dd data-testid="pay-fee">
        {figures ? t('up to {fee}', { fee: writeAmount(locale, figures.fee) }) : t('Estimating…')}
      </dd>
    </dl>
  )
}

/** What an account that cannot pay lacks, in words with the numbers. */
const shortfallTexts: Readonly<Record<NonNullable<PayerRow['shortfall']>['lacking'], MessageKey>> = {
  amountAndFee:
    'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available',
  amount: 'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available',
  fee: 'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available',
}

/**
 * The accounts the visitor may pay from, as one group of radio buttons (arrow keys move between
 * them, Tab reaches the chosen one): each with its address in full and its balance of the asset; one
 * whose balances do not cover the payment cannot be picked and says why, with the numbers.
 */
function PayerPicker({ payers, choose }: { payers: readonly PayerRow[]; choose(address: string): void }) {
  const { t, locale } = useI18n()
  // The shortfall's numbers as Foyer's English writes them (no grouping), in the visitor's locale.
  const figure = (decimal: string) => writeDecimal(locale, decimal)
  const id = useId()
  return (
    <fieldset className="foyer-rows foyer-account-picker" data-testid="pay-payers">
      <legend className="foyer-send-label">{t('Pay from')}</legend>
      {payers.map((payer, index) => {
        const reasonId = `${id}-${index}`
        return (
          <label
            key={payer.address}
            className={`foyer-row foyer-pay-payer${payer.shortfall ? ' foyer-pay-payer--short' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-payer`}
              className="foyer-visually-hidden"
              checked={payer.chosen}
              disabled={payer.shortfall !== undefined}
              aria-describedby={payer.shortfall ? reasonId : undefined}
              onChange={() => choose(payer.address)}
            />
            <span className="foyer-pay-payer-text">
              <bdi dir="ltr" className="foyer-send-address">
                {payer.address}
              </bdi>{' '}
              <span className="foyer-pay-payer-balance">
                {t('Balance: {balance}', { balance: writeAmount(locale, payer.balanceAmount) })}
              </span>
              {payer.shortfall && (
                <>
                  {' '}
                  <span id={reasonId} className="foyer-pay-payer-reason">
                    {t(shortfallTexts[payer.shortfall.lacking], {
                      ...payer.shortfall,
                      needed: figure(payer.shortfall.needed),
                      available: figure(payer.shortfall.available),
                    })}
                  </span>
                </>
              )}
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}

/**
 * The Pay view's content: the payment a site asked for, in words (amount, network, the recipient's
 * address in full with Copy, the paying account, the most the network fee can be), the accounts to
 * pay from where the wallet shares several, and Approve, enabled only once the fee is known and the
 * balances cover it. Then the wallet's prompt with
 * Cancel, the wait until the transaction landed, and the result; a payment that stopped says why.
 *
 * @example
 * <PayPanel view={view} intents={intents} />
 */
export function PayPanel({ view, intents }: PayPanelProps) {
  const { t, locale } = useI18n()
  const amount = view.figures ? writeAmount(locale, view.figures.amount) : (view.amount ?? '')
  if (view.status === 'loading' || view.status === 'idle')
    return (
      <div className="foyer-status-panel">
        {view.status === 'loading' ? (
          <StatusWaiting>{t('Loading the payment…')}</StatusWaiting>
        ) : (
          <p className="foyer-status-text">{t('No payment was asked for.')}</p>
        )}
      </div>
    )
  if (view.status === 'sending')
    return (
      <div className="foyer-status-panel">
        <StatusWaiting>
          <SentenceWithLtrValue
            text={t('Approve the payment of {amount} in your wallet', { amount: LTR_VALUE_SLOT })}
            value={amount}
          />
        </StatusWaiting>
        <button type="button" className="foyer-button" onClick={intents.cancel}>
          {t('Cancel')}
        </button>
      </div>
    )
  return (
    <div className="foyer-send">
      {/* A request refused as it came (unreadable, or on a network Pay does not serve) has nothing to show but why. */}
      {view.network !== undefined && <PaySummary view={view} />}
      {view.payers.length > 0 && <PayerPicker payers={view.payers} choose={intents.choose} />}
      {view.status === 'preparing' && (
        <StatusWaiting>{t('Reading the payment from the network…')}</StatusWaiting>
      )}
      {view.status === 'confirming' && (
        <StatusWaiting>{t('Payment sent: waiting for it to be confirmed…')}</StatusWaiting>
      )}
      {view.status === 'paid' && (
        <p className="foyer-status-text" role="status">
          <SentenceWithLtrValue text={t('Paid {amount}.', { amount: LTR_VALUE_SLOT })} value={amount} />
        </p>
      )}
      {view.error && <StatusError message={view.error} />}
      {view.transactionId && (
        <p className="foyer-send-note">
          {t('Transaction')}{' '}
          <bdi dir="ltr" className="foyer-send-address" data-testid="pay-transaction">
            {view.transactionId}
          </bdi>
        </p>
      )}
      {view.status === 'preparing' || view.status === 'review' ? (
        <button
          type="button"
          className="foyer-button foyer-button--primary"
          disabled={!view.canApprove}
          onClick={intents.approve}
        >
          {t('Approve')}
        </button>
      ) : (
        view.status !== 'confirming' && (
          <button type="button" className="foyer-button" onClick={intents.close}>
            {t('Close')}
          </button>
        )
      )}
    </div>
  )
}
