import type { PayViewModel } from '@foyer/core'
import { CopyButton } from '../../components/CopyButton.js'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import { StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * Props of {@link PayPanel}.
 *
 * @example
 * const props: PayPanelProps = { view, intents: { approve, cancel, close } }
 */
export type PayPanelProps = {
  view: PayViewModel
  intents: {
    /** Asks the wallet for the payment shown. */
    approve(): void
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
  const { t } = useI18n()
  return (
    <dl className="foyer-send-summary" data-testid="pay-summary">
      <dt>{t('Amount')}</dt>
      <dd data-testid="pay-amount">
        {view.amount ? <bdi dir="ltr">{view.amount}</bdi> : t('Reading the amount…')}
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
      <dd data-testid="pay-fee">{view.fee ? t('up to {fee}', { fee: view.fee }) : t('Estimating…')}</dd>
    </dl>
  )
}

/**
 * The Pay view's content: the payment a site asked for, in words (amount, network, the recipient's
 * address in full with Copy, the paying account, the most the network fee can be), and Approve,
 * enabled only once the fee is known and the balances cover it. Then the wallet's prompt with
 * Cancel, the wait until the transaction landed, and the result; a payment that stopped says why.
 *
 * @example
 * <PayPanel view={view} intents={intents} />
 */
export function PayPanel({ view, intents }: PayPanelProps) {
  const { t } = useI18n()
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
            value={view.amount ?? ''}
          />
        </StatusWaiting>
        <button type="button" className="foyer-button" onClick={intents.cancel}>
          {t('Cancel')}
        </button>
      </div>
    )
  return (
    <div className="foyer-send">
      <PaySummary view={view} />
      {view.status === 'preparing' && (
        <StatusWaiting>{t('Reading the payment from the network…')}</StatusWaiting>
      )}
      {view.status === 'confirming' && (
        <StatusWaiting>{t('Payment sent: waiting for it to be confirmed…')}</StatusWaiting>
      )}
      {view.status === 'paid' && (
        <p className="foyer-status-text" role="status">
          <SentenceWithLtrValue
            text={t('Paid {amount}.', { amount: LTR_VALUE_SLOT })}
            value={view.amount ?? ''}
          />
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
