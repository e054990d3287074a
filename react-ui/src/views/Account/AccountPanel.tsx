import type {
  AccountRow,
  AccountViewModel,
  CaipNetworkId,
  MissingNetworkNotice,
  ViewRequest,
} from '@foyer/core'
import type { ReactNode } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { CopyButton } from '../../components/CopyButton.js'
import {
  ChevronRightIcon,
  DisconnectIcon,
  ExternalLinkIcon,
  MailIcon,
  QrIcon,
  SendIcon,
  SwapIcon,
  TagIcon,
  WalletIcon,
  WarningIcon,
} from '../../components/icons.js'
import { NetworkIcon } from '../../components/NetworkIcon.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { AccountPicker, OtherAddresses } from './AccountAddresses.js'

/**
 * What the visitor can do on the Account view: the facade's intents, bound by the view.
 *
 * @example
 * const intents: AccountIntents = { openNetworks, open: foyer.pushView, disconnect, selectAccount, cancelRequest }
 */
export type AccountIntents = {
  /** Called after the address was copied to the clipboard (e.g. to show a snack). */
  copyAddress?(address: string): void
  openNetworks(): void
  /**
   * Switches to a network, as the Networks view does: for a network the connection left out, the
   * wallet is asked for it again. Without it the notices of networks left out offer no switch.
   */
  switchNetwork?(caipNetworkId: CaipNetworkId): void
  /** Opens the view a row names (its `opens`). */
  open(view: ViewRequest): void
  /** Moves the embedded wallet to its smart account; without it the account type row offers no switch. */
  switchToSmartAccount?(): void
  disconnect(): void
  /** The visitor picked another of the accounts the wallet shared. */
  selectAccount(address: string): void
  /** The visitor gave up the request waiting in the wallet. */
  cancelRequest(): void
}

/**
 * Props of {@link AccountPanel}.
 *
 * @example
 * const props: AccountPanelProps = { view, rows: foyer.getAccountRows(), intents }
 */
export type AccountPanelProps = {
  view: AccountViewModel
  /** The name and avatar the account is known by, when known: the name heads the view. */
  identity?: { name: string | undefined; avatarUrl: string | undefined } | undefined
  /**
   * The rows the site's modules add (`foyer.getAccountRows()`), each drawn in its kind's place: the
   * login email, the account type, choose a name, the connected wallets. A kind not listed shows no row.
   */
  rows?: readonly AccountRow[] | undefined
  intents: AccountIntents
  /**
   * The site's networks the connection left out, with why (`selectMissingNetworks`), each said under the
   * addresses; none by default.
   */
  missingNetworks?: readonly MissingNetworkNotice[] | undefined
  /** The account's tokens (the account data module's list), shown under the addresses. */
  tokens?: ReactNode
}

/** The row of a kind, if the modules added one. */
function rowOf<kind extends AccountRow['kind']>(rows: readonly AccountRow[], kind: kind) {
  return rows.find((row): row is Extract<AccountRow, { kind: kind }> => row.kind === kind)
}

/**
 * The Account view's content: avatar, short address with Copy, balance, the wallet's addresses for
 * other purposes (Bitcoin's ordinals address) with Copy, the site's networks the connection left out
 * (each with why, and a switch that asks the wallet again), the network (opens the Networks view), the
 * modules' rows, a link to the block explorer and Disconnect.
 *
 * @example
 * <AccountPanel view={accountView} rows={rows} intents={intents} />
 */
export function AccountPanel({
  view,
  identity,
  rows = [],
  intents,
  missingNetworks = [],
  tokens,
}: AccountPanelProps) {
  const loginEmail = rowOf(rows, 'loginEmail')
  const accountType = rowOf(rows, 'accountType')?.accountType
  const chooseName = rowOf(rows, 'chooseName')
  const wallets = rowOf(rows, 'wallets')
  const receive = rowOf(rows, 'receive')
  const send = rowOf(rows, 'send')
  const buy = rowOf(rows, 'onramp')
  const swap = rowOf(rows, 'swap')
  const { switchToSmartAccount } = intents
  const { t, core } = useI18n()
  const { network } = view
  const isUnknown = network?.isSupported === false
  return (
    <div className="foyer-account">
      <Avatar address={view.address} size={72} imageUrl={identity?.avatarUrl} />
      <div className="foyer-account-address">
        {/* Addresses read left to right in every language, isolated from the text around them. */}
        <h3 className="foyer-account-title" title={view.address} dir="ltr">
          {identity?.name ?? view.shortAddress ?? view.address}
        </h3>
        {view.address && (
          <CopyButton value={view.address} label={t('Copy address')} onCopied={intents.copyAddress} />
        )}
      </div>
      {identity?.name && (
        <p className="foyer-account-subtitle" dir="ltr">
          {view.shortAddress}
        </p>
      )}
      <Balance view={view} />
      {view.isAwaitingWallet && (
        <p className="foyer-account-request" role="status">
          {t('Approve the request in your wallet.')}{' '}
          <button type="button" className="foyer-link-button" onClick={intents.cancelRequest}>
            {t('Cancel')}
          </button>
        </p>
      )}
      {view.accounts.length > 1 && (
        <AccountPicker accounts={view.accounts} onSelect={intents.selectAccount} />
      )}
      {view.otherAddresses.length > 0 && (
        <OtherAddresses addresses={view.otherAddresses} onCopied={intents.copyAddress} />
      )}
      {missingNetworks.length > 0 && (
        <MissingNetworks notices={missingNetworks} onSwitch={intents.switchNetwork} />
      )}
      {tokens}
      <div className="foyer-rows">
        <button
          type="button"
          className={isUnknown ? 'foyer-row foyer-row--warning' : 'foyer-row'}
          onClick={intents.openNetworks}
        >
          <NetworkIcon network={network} size={24} />
          {/* A long network name ends in an ellipsis: the whole name is in the title. */}
          <span className="foyer-row-label" title={network && `${t('Network:')} ${network.name}`}>
            <span className="foyer-visually-hidden">{t('Network:')}</span>{' '}
            {network?.name ?? t('Select network')}
          </span>
          <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
        </button>
        {buy && (
          <button type="button" className="foyer-row" onClick={() => intents.open(buy.opens)}>
            <WalletIcon className="foyer-row-icon" />
            <span className="foyer-row-label">{t('Buy crypto')}</span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {swap && (
          <button type="button" className="foyer-row" onClick={() => intents.open(swap.opens)}>
            <SwapIcon className="foyer-row-icon" />
            <span className="foyer-row-label">{t('Swap')}</span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {send && (
          <button type="button" className="foyer-row" onClick={() => intents.open(send.opens)}>
            <SendIcon className="foyer-row-icon" />
            <span className="foyer-row-label">{t('Send')}</span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {receive && (
          <button type="button" className="foyer-row" onClick={() => intents.open(receive.opens)}>
            <QrIcon className="foyer-row-icon" />
            <span className="foyer-row-label">{t('Receive')}</span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {loginEmail && (
          <button type="button" className="foyer-row" onClick={() => intents.open(loginEmail.opens)}>
            <MailIcon className="foyer-row-icon" />
            <span className="foyer-row-label">
              <span className="foyer-visually-hidden">{t('Email:')}</span> {loginEmail.email}
            </span>
            <span className="foyer-row-end">{t('Update')}</span>
          </button>
        )}
        {accountType?.current === 'smartAccount' && (
          <p className="foyer-row" role="note">
            <WalletIcon className="foyer-row-icon" />
            <span className="foyer-row-label">{t('Smart account')}</span>
          </p>
        )}
        {accountType?.canSwitchToSmartAccount && switchToSmartAccount && (
          <button
            type="button"
            className="foyer-row"
            onClick={switchToSmartAccount}
            disabled={accountType.switching}
            aria-busy={accountType.switching}
          >
            <WalletIcon className="foyer-row-icon" />
            <span className="foyer-row-label">
              {accountType.switching ? t('Switching to your smart account…') : t('Switch to smart account')}
            </span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {accountType?.error && (
          <p className="foyer-status-error" role="alert">
            {core(accountType.error)}
          </p>
        )}
        {chooseName && (
          <button type="button" className="foyer-row" onClick={() => intents.open(chooseName.opens)}>
            <TagIcon className="foyer-row-icon" />
            <span className="foyer-row-label">{t('Choose a name')}</span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {wallets && (
          <button type="button" className="foyer-row" onClick={() => intents.open(wallets.opens)}>
            <WalletImage name={view.wallet?.name ?? t('Wallet')} src={view.wallet?.icon} size={24} />
            <span className="foyer-row-label">
              <span className="foyer-visually-hidden">{t('Wallets:')}</span>{' '}
              {view.wallet?.name ?? t('Wallets')}
            </span>
            <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
          </button>
        )}
        {view.explorerUrl && (
          <a className="foyer-row" href={view.explorerUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon className="foyer-row-icon" />
            <span className="foyer-row-label">{t('View on explorer')}</span>
          </a>
        )}
        <button type="button" className="foyer-row" onClick={intents.disconnect}>
          <DisconnectIcon className="foyer-row-icon" />
          <span className="foyer-row-label">{t('Disconnect')}</span>
        </button>
      </div>
    </div>
  )
}

/**
 * The site's networks the connection left out: each said in words (core's), then, where the adapter
 * can switch, a row that switches to it, which asks the wallet for it again.
 */
function MissingNetworks({
  notices,
  onSwitch,
}: {
  notices: readonly MissingNetworkNotice[]
  onSwitch?: ((caipNetworkId: CaipNetworkId) => void) | undefined
}) {
  const { t } = useI18n()
  return (
    <section className="foyer-rows" aria-label={t('Networks not connected')}>
      {notices.map((notice) => (
        <div key={notice.network.caipNetworkId} className="foyer-rows foyer-account-missing">
          <p className="foyer-row foyer-row--notice">
            <WarningIcon className="foyer-row-icon" />
            <span className="foyer-row-label foyer-row-label--wrap">{notice.message}</span>
          </p>
          {notice.canRetry && onSwitch && (
            <button
              type="button"
              className="foyer-row"
              onClick={() => onSwitch(notice.network.caipNetworkId)}
            >
              <NetworkIcon network={notice.network} size={24} />
              <span
                className="foyer-row-label"
                title={t('Switch to {network}', { network: notice.network.name })}
              >
                {t('Switch to {network}', { network: notice.network.name })}
              </span>
              <ChevronRightIcon className="foyer-row-end" width={16} height={16} />
            </button>
          )}
        </div>
      ))}
    </section>
  )
}

function Balance({ view }: { view: AccountViewModel }) {
  const { t, format } = useI18n()
  if (view.isBalanceLoading) {
    return (
      <p className="foyer-account-balance" role="status">
        <span className="foyer-skeleton" aria-hidden="true" />
        <span className="foyer-visually-hidden">{t('Loading balance…')}</span>
      </p>
    )
  }
  if (!view.balance) return <p className="foyer-account-balance foyer-muted">{t('Balance unavailable')}</p>
  return (
    <p className="foyer-account-balance" dir="ltr">
      {format.amount(view.balance.amount)} {view.balance.symbol}
    </p>
  )
}
