import type { AccountPurpose, AccountViewModel } from '@foyer/core'
import type { ReactNode } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { CopyButton } from '../../components/CopyButton.js'
import {
  ChevronRightIcon,
  DisconnectIcon,
  ExternalLinkIcon,
  MailIcon,
  TagIcon,
  WalletIcon,
} from '../../components/icons.js'
import { NetworkIcon } from '../../components/NetworkIcon.js'
import { WalletImage } from '../../components/WalletImage.js'

/**
 * Props of {@link AccountPanel}.
 *
 * @example
 * const props: AccountPanelProps = { view, onOpenNetworks: openNetworks, onDisconnect: disconnect }
 */
export type AccountPanelProps = {
  view: AccountViewModel
  /** The name and avatar the account is known by, when known: the name heads the view. */
  identity?: { name: string | undefined; avatarUrl: string | undefined } | undefined
  /** Called after the address was copied to the clipboard (e.g. to show a snack). */
  onCopyAddress?(address: string): void
  onOpenNetworks(): void
  /** Opens the connected wallets (multi-wallet); without it the row is not shown. */
  onOpenWallets?(): void
  /** Opens the RegisterAccountName view; without it the row is not shown. */
  onChooseName?(): void
  /** The embedded wallet's login address, with a way to change it; without it the row is not shown. */
  loginEmail?: { email: string; onUpdate(): void } | undefined
  /**
   * The embedded wallet's account type: a smart account says so; the key's own account offers the
   * switch where the network has a smart account. Without it no row is shown.
   */
  accountType?:
    | {
        current: 'eoa' | 'smartAccount' | undefined
        canSwitchToSmartAccount: boolean
        switching: boolean
        error: string | undefined
        onSwitchToSmartAccount(): void
      }
    | undefined
  onDisconnect(): void
  /** The visitor picked another of the accounts the wallet shared. */
  onSelectAccount(address: string): void
  /** The visitor gave up the request waiting in the wallet. */
  onCancelRequest(): void
  /** The account's tokens (the account data module's list), shown under the addresses. */
  tokens?: ReactNode
}

/**
 * The Account view's content: avatar, short address with Copy, balance, the wallet's addresses for
 * other purposes (Bitcoin's ordinals address) with Copy, the network (opens the Networks view), a link
 * to the block explorer and Disconnect.
 *
 * @example
 * <AccountPanel view={accountView} onOpenNetworks={openNetworks} onDisconnect={disconnect} />
 */
export function AccountPanel({
  view,
  identity,
  onCopyAddress,
  onOpenNetworks,
  onOpenWallets,
  onChooseName,
  loginEmail,
  accountType,
  onDisconnect,
  onSelectAccount,
  onCancelRequest,
  tokens,
}: AccountPanelProps) {
  const { network } = view
  const isUnknown = network?.isSupported === false
  return (
    <div className="foyer-account">
      <Avatar address={view.address} size={72} imageUrl={identity?.avatarUrl} />
      <div className="foyer-account-address">
        <h3 className="foyer-account-title" title={view.address}>
          {identity?.name ?? view.shortAddress ?? view.address}
        </h3>
        {view.address && <CopyButton value={view.address} label="Copy address" onCopied={onCopyAddress} />}
      </div>
      {identity?.name && <p className="foyer-account-subtitle">{view.shortAddress}</p>}
      <Balance view={view} />
      {view.isAwaitingWallet && (
        <p className="foyer-account-request" role="status">
          Approve the request in your wallet.{' '}
          <button type="button" className="foyer-link-button" onClick={onCancelRequest}>
            Cancel
          </button>
        </p>
      )}
      {view.accounts.length > 1 && <AccountPicker accounts={view.accounts} onSelect={onSelectAccount} />}
      {view.otherAddresses.length > 0 && (
        <OtherAddresses addresses={view.otherAddresses} onCopied={onCopyAddress} />
      )}
      {tokens}
      <div className="foyer-rows">
        <button
          type="button"
          className={isUnknown ? 'foyer-row foyer-row--warning' : 'foyer-row'}
          onClick={onOpenNetworks}
        >
          <NetworkIcon network={network} size={24} />
          <span className="foyer-row-label">
            <span className="foyer-visually-hidden">Network:</span> {network?.name ?? 'Select network'}
          </span>
          <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
        </button>
        {loginEmail && (
          <button type="button" className="foyer-row" onClick={loginEmail.onUpdate}>
            <MailIcon className="foyer-row-icon" />
            <span className="foyer-row-label">
              <span className="foyer-visually-hidden">Email:</span> {loginEmail.email}
            </span>
            <span className="foyer-row-end">Update</span>
          </button>
        )}
        {accountType?.current === 'smartAccount' && (
          <p className="foyer-row" role="note">
            <WalletIcon className="foyer-row-icon" />
            <span className="foyer-row-label">Smart account</span>
          </p>
        )}
        {accountType?.canSwitchToSmartAccount && (
          <button
            type="button"
            className="foyer-row"
            onClick={accountType.onSwitchToSmartAccount}
            disabled={accountType.switching}
            aria-busy={accountType.switching}
          >
            <WalletIcon className="foyer-row-icon" />
            <span className="foyer-row-label">
              {accountType.switching ? 'Switching to your smart account…' : 'Switch to smart account'}
            </span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {accountType?.error && (
          <p className="foyer-status-error" role="alert">
            {accountType.error}
          </p>
        )}
        {onChooseName && (
          <button type="button" className="foyer-row" onClick={onChooseName}>
            <TagIcon className="foyer-row-icon" />
            <span className="foyer-row-label">Choose a name</span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {onOpenWallets && (
          <button type="button" className="foyer-row" onClick={onOpenWallets}>
            <WalletImage name={view.wallet?.name ?? 'Wallet'} src={view.wallet?.icon} size={24} />
            <span className="foyer-row-label">
              <span className="foyer-visually-hidden">Wallets:</span> {view.wallet?.name ?? 'Wallets'}
            </span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {view.explorerUrl && (
          <a className="foyer-row" href={view.explorerUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon className="foyer-row-icon" />
            <span className="foyer-row-label">View on explorer</span>
          </a>
        )}
        <button type="button" className="foyer-row" onClick={onDisconnect}>
          <DisconnectIcon className="foyer-row-icon" />
          <span className="foyer-row-label">Disconnect</span>
        </button>
      </div>
    </div>
  )
}

/** The accounts the wallet shared, the active one checked: picking another makes it active. */
function AccountPicker({
  accounts,
  onSelect,
}: {
  accounts: AccountViewModel['accounts']
  onSelect(address: string): void
}) {
  return (
    <fieldset className="foyer-rows foyer-account-picker">
      <legend className="foyer-visually-hidden">Accounts</legend>
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
          <span className="foyer-row-label">
            {account.label ? `${account.label} · ` : ''}
            {account.shortAddress}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

const purposeNames: Readonly<Record<AccountPurpose, string>> = { payment: 'Payment', ordinals: 'Ordinals' }

/** The wallet's addresses for other purposes than the shown one's, each named and with its own Copy. */
function OtherAddresses({
  addresses,
  onCopied,
}: {
  addresses: AccountViewModel['otherAddresses']
  onCopied?: ((address: string) => void) | undefined
}) {
  return (
    <section className="foyer-rows" aria-label="Other addresses">
      {addresses.map((entry) => (
        <div key={entry.address} className="foyer-row" title={entry.address}>
          <Avatar address={entry.address} size={24} />
          <span className="foyer-row-label">
            {purposeNames[entry.purpose]}: {entry.shortAddress}
          </span>
          <CopyButton
            value={entry.address}
            label={`Copy ${purposeNames[entry.purpose].toLowerCase()} address`}
            onCopied={onCopied}
          />
        </div>
      ))}
    </section>
  )
}

function Balance({ view }: { view: AccountViewModel }) {
  if (view.isBalanceLoading) {
    return (
      <p className="foyer-account-balance" role="status">
        <span className="foyer-skeleton" aria-hidden="true" />
        <span className="foyer-visually-hidden">Loading balance…</span>
      </p>
    )
  }
  if (!view.balance) return <p className="foyer-account-balance foyer-muted">Balance unavailable</p>
  return (
    <p className="foyer-account-balance">
      {view.balance.formatted} {view.balance.symbol}
    </p>
  )
}
