import type { AmountFigure, SendToken, SendViewModel } from '@foyer/core'
import { type FormEvent, useId } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import { StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { writeAmount } from '../../i18n/write-amount.js'
import { AccountDeposit, SendProblemText } from './SendTexts.js'

/**
 * Props of {@link SendPanel}.
 *
 * @example
 * const props: SendPanelProps = { view, tokens, intents: { setToken, setAmount, setReceiver, max, submit, cancel } }
 */
export type SendPanelProps = {
  view: SendViewModel
  tokens: readonly SendToken[]
  /** The amount's dollar value, where known. */
  value?: string | undefined
  intents: {
    setToken(token: SendToken): void
    setAmount(amount: string): void
    setReceiver(receiver: string): void
    max(): void
    submit(): void
    /** Ends the wallet's prompt (the send is not made). */
    cancel(): void
  }
}

/** The key of a token in the list: its address, or the coin's symbol. */
const keyOf = (token: SendToken) => token.address ?? `coin:${token.symbol}`

/**
 * The Send view's content: the token (the coin first, then the tokens held), the amount with Max, the
 * receiver's address or name (a name shows the address it points to), the address that will be paid
 * in full, the network fee at most and what the receiver gets once the chain was asked,
 * and Send, enabled only once the balances cover it (the hint under it says what is missing). While
 * the wallet is asked, it says to approve there, with Cancel.
 *
 * @example
 * <SendPanel view={view} tokens={tokens} intents={intents} />
 */
export function SendPanel({ view, tokens, value, intents }: SendPanelProps) {
  const { t, format, locale } = useI18n()
  // Amounts in the visitor's locale, as Foyer's English writes them: a quantity held grouped by
  // thousands, a fee and an amount sent without grouping ('10000.5 ETH').
  const held = (token: SendToken) =>
    token.held === undefined
      ? token.quantity
      : token.held === 'unknown'
        ? t('Unknown')
        : format.amount(token.held)
  const written = (figure: AmountFigure) => writeAmount(locale, figure)
  const tokenId = useId()
  const amountId = useId()
  const receiverId = useId()
  const hintId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    intents.submit()
  }
  if (view.isSending)
    return (
      <div className="foyer-status-panel">
        <StatusWaiting>{t('Approve the transaction in your wallet.')}</StatusWaiting>
        <button type="button" className="foyer-button" onClick={intents.cancel}>
          {t('Cancel')}
        </button>
      </div>
    )
  const selected = view.token ? keyOf(view.token) : ''
  return (
    <form className="foyer-send" onSubmit={submit} aria-busy={view.status === 'loading'} noValidate>
      <div className="foyer-send-field">
        <label className="foyer-send-label" htmlFor={tokenId}>
          {t('Token')}
        </label>
        <select
          id={tokenId}
          className="foyer-text-input foyer-send-select"
          value={selected}
          disabled={tokens.length === 0}
          onChange={(event) => {
            const token = tokens.find((each) => keyOf(each) === event.target.value)
            if (token) intents.setToken(token)
          }}
        >
          {tokens.map((token) => {
            const quantity = held(token)
            return (
              <option key={keyOf(token)} value={keyOf(token)}>
                {quantity ? `${token.symbol} (${quantity})` : token.symbol}
              </option>
            )
          })}
        </select>
      </div>
      <div className="foyer-send-field">
        <label className="foyer-send-label" htmlFor={amountId}>
          {view.token ? t('Amount in {symbol}', { symbol: view.token.symbol }) : t('Amount')}
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
        {value && (
          <p className="foyer-send-note" data-testid="send-value">
            {value}
          </p>
        )}
      </div>
      <div className="foyer-send-field">
        <label className="foyer-send-label" htmlFor={receiverId}>
          {t('To')}
        </label>
        <input
          id={receiverId}
          className="foyer-text-input"
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('Address or name')}
          aria-describedby={hintId}
          // Typing before the form's machine is there would be lost.
          readOnly={view.status === 'loading'}
          value={view.receiver}
          onChange={(event) => intents.setReceiver(event.target.value)}
        />
        {view.receiverName && view.receiverAddress && (
          <p className="foyer-send-note foyer-send-named" data-testid="send-receiver-address">
            <Avatar address={view.receiverAddress} size={20} imageUrl={view.receiverAvatar} />
            {t('{name} is', { name: view.receiverName })}{' '}
            <code className="foyer-send-address" dir="ltr">
              {view.receiverAddress}
            </code>
          </p>
        )}
      </div>
      <div aria-live="polite" aria-busy={view.isQuoting}>
        {view.feeAmount && view.receivesAmount && (
          <dl className="foyer-send-summary">
            {view.receiverAddress && (
              <>
                <dt>{t('To')}</dt>
                <dd>
                  <code className="foyer-send-address" dir="ltr">
                    {view.receiverAddress}
                  </code>
                </dd>
              </>
            )}
            <dt>{t('Network fee')}</dt>
            <dd>
              <SentenceWithLtrValue
                text={t('Up to {fee}', { fee: LTR_VALUE_SLOT })}
                value={written(view.feeAmount)}
              />
              {view.accountDeposit && (
                <span className="foyer-send-fee-note">
                  <AccountDeposit deposit={view.accountDeposit} />
                </span>
              )}
            </dd>
            <dt>{t('Receiver gets')}</dt>
            <dd>
              <bdi dir="ltr">{written(view.receivesAmount)}</bdi>
            </dd>
          </dl>
        )}
        {view.isQuoting && <StatusWaiting>{t('Checking the balance and the network fee…')}</StatusWaiting>}
      </div>
      {view.error && <StatusError message={view.error} />}
      <p id={hintId} className="foyer-send-hint" role="status">
        {/* Why Max filled in nothing, rather than "enter an amount" (as Swap's hint says it). */}
        <SendProblemText problem={view.maxMessage ?? view.problemMessage} />
      </p>
      <button type="submit" className="foyer-button foyer-button--primary" disabled={!view.canSubmit}>
        {t('Send')}
      </button>
    </form>
  )
}
