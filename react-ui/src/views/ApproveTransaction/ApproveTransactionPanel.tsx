import type { ApproveTransactionViewModel, TransactionPreview } from '@foyer/core'
import { useEffect, useRef } from 'react'
import { WalletIcon } from '../../components/icons.js'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import { Placeholder } from '../../components/Placeholder.js'
import { StatusError, StatusWaiting } from '../../components/StatusParts.js'
import type { MessageKey } from '../../i18n/dictionary.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { writeAmount } from '../../i18n/write-amount.js'
import { ReviewSentence, reviewWords } from './ReviewSentence.js'

/** What a total's words say beside its figure: an estimate, a bound, or a fee still to add. */
const qualifierTexts = {
  about: 'About {amount}',
  atMost: 'At most {amount}',
  plusNetworkFee: '{amount} plus the network fee',
} as const satisfies Record<string, MessageKey>

/**
 * A total's value in the visitor's language: its figure written in their locale, inside its words
 * where it has a qualifier ("About …"), left to right; core's words (through the dictionary, for a
 * value without a figure: "Could not be read") otherwise.
 */
function TotalValue({ total }: { total: TransactionPreview['totals'][number] }) {
  const { t, core, locale } = useI18n()
  const { figure, qualifier } = total
  if (total.valueText) return <ReviewSentence text={total.valueText} />
  if (!figure) return <bdi dir="ltr">{core(total.value)}</bdi>
  if (!qualifier) return <bdi dir="ltr">{writeAmount(locale, figure)}</bdi>
  return (
    <SentenceWithLtrValue
      text={t(qualifierTexts[qualifier], { amount: LTR_VALUE_SLOT })}
      value={writeAmount(locale, figure)}
    />
  )
}

/**
 * Props of {@link ApproveTransactionPanel}.
 *
 * @example
 * const props: ApproveTransactionPanelProps = { view, onApprove: approve, onReject: reject }
 */
export type ApproveTransactionPanelProps = {
  view: ApproveTransactionViewModel
  onApprove(): void
  onReject(): void
}

/**
 * The ApproveTransaction view: the transaction in words before the wallet is asked — each section's
 * lines (address in full, so a person can check it, what the line does, the exact amount, what sets
 * a line apart), the totals, the warnings — with Approve and Decline, or only Decline when Foyer
 * could not read what would be signed (the reason shows instead); while the wallet is asked, a status and Cancel; a failure as an
 * alert with Done.
 *
 * @example
 * <ApproveTransactionPanel view={view} onApprove={approve} onReject={reject} />
 */
export function ApproveTransactionPanel({ view, onApprove, onReject }: ApproveTransactionPanelProps) {
  const { t, core, locale } = useI18n()
  const approveRef = useRef<HTMLButtonElement>(null)
  const reviewing = view.status === 'reviewing'
  useEffect(() => {
    if (reviewing) approveRef.current?.focus()
  }, [reviewing])

  if (view.status === 'idle') {
    return (
      <Placeholder icon={<WalletIcon />} title={t('No transaction to approve')}>
        {t('Nothing is waiting for your approval.')}
      </Placeholder>
    )
  }
  const { preview } = view
  return (
    <div className="foyer-review" data-status={view.status}>
      <h3 className="foyer-status-title">
        {preview.titleText ? <ReviewSentence text={preview.titleText} /> : core(preview.title)}
      </h3>
      <p className="foyer-review-network">{preview.network}</p>
      {preview.sections.map((section) => (
        <section
          key={section.heading}
          className="foyer-section"
          aria-label={
            section.headingText ? reviewWords(section.headingText, core, locale) : core(section.heading)
          }
        >
          <h4 className="foyer-section-title">
            {section.headingText ? <ReviewSentence text={section.headingText} /> : core(section.heading)}
          </h4>
          <ul className="foyer-review-rows">
            {section.rows.map((row, index) => (
              // Lines have no identity of their own beyond their place in the transaction.
              // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's lines are ordered and fixed
              <li key={index} className="foyer-review-row">
                {/* Addresses and amounts read left to right, isolated, in every language. */}
                {row.address !== undefined && (
                  <span className="foyer-review-address">
                    <bdi dir="ltr">{row.address}</bdi>
                  </span>
                )}
                {/* Core's words in the visitor's language; a detail without data is the request's own (a message). */}
                {row.detail !== undefined && (
                  <span className="foyer-review-detail">
                    {row.detailText ? <ReviewSentence text={row.detailText} /> : row.detail}
                  </span>
                )}
                {/* An amount in words ('unlimited FUSD', 'Amount unknown') in the visitor's language, its
                    figures in their locale; one figure in their locale; else core's text as it is. */}
                <span className="foyer-review-amount">
                  {row.amountText ? (
                    <ReviewSentence text={row.amountText} />
                  ) : (
                    <bdi dir="ltr">{row.figure ? writeAmount(locale, row.figure) : row.amount}</bdi>
                  )}
                </span>
                {row.note && (
                  <span className="foyer-review-note">
                    {row.noteText ? <ReviewSentence text={row.noteText} /> : core(row.note)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <dl className="foyer-review-totals">
        {preview.totals.map((total) => (
          <div key={total.label}>
            <dt>{total.labelText ? <ReviewSentence text={total.labelText} /> : core(total.label)}</dt>
            <dd>
              <TotalValue total={total} />
            </dd>
          </div>
        ))}
      </dl>
      {preview.warnings && preview.warnings.length > 0 && (
        <ul className="foyer-review-warnings" aria-label={t('Warnings')}>
          {preview.warnings.map((warning, index) => {
            // The data of each warning, when core gives it for every one (a kit's own may not).
            const text =
              preview.warningTexts?.length === preview.warnings?.length
                ? preview.warningTexts?.[index]
                : undefined
            return (
              // The alert inside the item: an item with a role of its own is no longer a list item.
              <li key={warning}>
                <span role="alert">{text ? <ReviewSentence text={text} /> : core(warning)}</span>
              </li>
            )
          })}
        </ul>
      )}
      {preview.refusal !== undefined && (
        <p className="foyer-review-refusal" role="alert">
          {preview.refusalTexts
            ? preview.refusalTexts.map((text, index) => [
                index > 0 && ' ',
                // biome-ignore lint/suspicious/noArrayIndexKey: the refusal's sentences never move
                <ReviewSentence key={index} text={text} />,
              ])
            : core(preview.refusal)}
        </p>
      )}
      {view.queued > 0 && (
        <p className="foyer-review-queued">
          {t(
            'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one',
            { count: view.queued },
          )}
        </p>
      )}
      {view.status === 'signing' && (
        <StatusWaiting>{t('Approve the transaction in your wallet')}</StatusWaiting>
      )}
      {view.status === 'failed' && <StatusError message={view.error} />}
      <div className="foyer-actions">
        {view.status === 'reviewing' && view.canApprove && (
          <button
            ref={approveRef}
            type="button"
            className="foyer-button foyer-button--primary"
            onClick={onApprove}
          >
            {t('Approve')}
          </button>
        )}
        <button type="button" className="foyer-button foyer-button--secondary" onClick={onReject}>
          {view.status === 'reviewing' ? t('Decline') : view.status === 'signing' ? t('Cancel') : t('Done')}
        </button>
      </div>
    </div>
  )
}
