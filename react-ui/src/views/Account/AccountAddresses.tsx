import type { AccountPurpose, AccountViewModel } from '@foyer/core'
import { Avatar } from '../../components/Avatar.js'
import { CopyButton } from '../../components/CopyButton.js'
import { LTR_VALUE_SLOT, SentenceWithLtrValue } from '../../components/LtrValue.js'
import type { MessageKey } from '../../i18n/dictionary.js'
import { useI18n } from '../../i18n/use-i18n.js'

// The Account view's other accounts and addresses of the connected wallet: the accounts it shared (the
// visitor picks the active one) and its addresses for other purposes (a Bitcoin wallet's ordinals).

/** The accounts the wallet shared, the active one checked: picking another makes it active. */
export function AccountPicker({
  accounts,
  onSelect,
}: {
  accounts: AccountViewModel['accounts']
  onSelect(address: string): void
}) {
  const { t } = useI18n()
  return (
    <fieldset className="foyer-rows foyer-account-picker">
      <legend className="foyer-visually-hidden">{t('Accounts')}</legend>
      {accounts.map((account) => (
        <label key={account.address} className="foyer-row" title={account.address}>
          <input
            type="radio"
            name="foyer-account"
            className="foyer-visually-hidden"
            checked={account.isActive}
            onChange={() => onSelect(account.address)}
          />
          <Avatar address={account.address} size={24} />
          {/* A long name ends in an ellipsis (its full text in its title); the address is never cut. The
              space between them is for the radio's accessible name ("Alice 15oF…6Sp5"); a flex row does not
              draw it. */}
          {account.label ? (
            <>
              <span className="foyer-row-label" title={account.label}>
                {account.label}
              </span>{' '}
              <span className="foyer-row-end" dir="ltr">
                {account.shortAddress}
              </span>
            </>
          ) : (
            <span className="foyer-row-label" dir="ltr">
              {account.shortAddress}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  )
}

const purposeNames: Readonly<Record<AccountPurpose, MessageKey>> = {
  payment: 'Payment',
  ordinals: 'Ordinals',
}
const copyPurpose: Readonly<Record<AccountPurpose, MessageKey>> = {
  payment: 'Copy payment address',
  ordinals: 'Copy ordinals address',
}

/** The wallet's addresses for other purposes than the shown one's, each named and with its own Copy. */
export function OtherAddresses({
  addresses,
  onCopied,
}: {
  addresses: AccountViewModel['otherAddresses']
  onCopied?: ((address: string) => void) | undefined
}) {
  const { t } = useI18n()
  return (
    <section className="foyer-rows" aria-label={t('Other addresses')}>
      {addresses.map((entry) => (
        <div key={entry.address} className="foyer-row" title={entry.address}>
          <Avatar address={entry.address} size={24} />
          <span className="foyer-row-label">
            <SentenceWithLtrValue
              text={t('{purpose}: {address}', {
                purpose: t(purposeNames[entry.purpose]),
                address: LTR_VALUE_SLOT,
              })}
              value={entry.shortAddress}
            />
          </span>
          <CopyButton value={entry.address} label={t(copyPurpose[entry.purpose])} onCopied={onCopied} />
        </div>
      ))}
    </section>
  )
}
