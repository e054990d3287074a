import type { ConnectingWalletConnectViewModel } from '@foyer/core'
import type { MouseEvent, ReactNode } from 'react'
import { CopyButton } from '../../components/CopyButton.js'
import { QrIcon } from '../../components/icons.js'
import { MODAL_QR_SIZE, QrCode, QrSkeleton } from '../../components/QrCode.js'
import { RetryButton, StatusBadge, StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * Props of {@link ConnectingWalletConnectPanel}.
 *
 * @example
 * const props: ConnectingWalletConnectPanelProps = { view, onRetry: retry, onRefresh: refresh }
 */
export type ConnectingWalletConnectPanelProps = {
  view: ConnectingWalletConnectViewModel
  /** "Try again" after the pairing failed. */
  onRetry(): void
  /** "Get a new QR code" (a new link on mobile) while one is shown. */
  onRefresh(): void
  /**
   * Called when the visitor follows the "Open {wallet}" link, with its address. When given, the
   * panel prevents the link's own navigation and leaves opening to this callback; without it, the
   * link navigates as usual.
   */
  onOpenWallet?(href: string): void
  /** The wallet's icon in the heading; defaults to the wallet's `imageUrl`, or its initials. */
  walletIcon?: ReactNode
  /** The wallet's image URL for the QR code's centre; none leaves the code plain. */
  qrLogo?: string | undefined
}

/**
 * The ConnectingWalletConnect view: pairing a wallet on another device (desktop: a QR code to scan)
 * or in another app on this phone (mobile: a deep link to open). Covers the view model's states —
 * generating (a skeleton announced as "Generating QR code", above a line saying it waits for the
 * WalletConnect relay), ready (the QR or the open button, copy
 * link, "Get a new QR code"), failed (core's message as an alert, focus on "Try again"), approved
 * ("Connecting…") and, on a phone, the link that opens the site in the wallet's own browser. The QR carries `data-testid="walletconnect-qr"` and the URI
 * in `data-uri`, for browser tests.
 *
 * @example
 * <ConnectingWalletConnectPanel view={view} onRetry={retry} onRefresh={refresh} onOpenWallet={(href) => window.open(href, '_self')} />
 */
export function ConnectingWalletConnectPanel({
  view,
  onRetry,
  onRefresh,
  onOpenWallet,
  walletIcon,
  qrLogo,
}: ConnectingWalletConnectPanelProps) {
  const walletName = view.wallet?.name
  const { t } = useI18n()
  const wallet = walletName ?? t('your wallet')

  const title =
    view.status === 'approved'
      ? t('Approved in {wallet}', { wallet })
      : view.isMobile
        ? t('Continue in {wallet}', { wallet })
        : walletName
          ? t('Scan with {wallet}', { wallet: walletName })
          : t('Scan with your phone')

  return (
    <div
      className="foyer-status-panel foyer-wc"
      data-status={view.status}
      data-device={view.isMobile ? 'mobile' : 'desktop'}
    >
      <div className="foyer-wc-heading">
        <span className="foyer-status-media">
          {walletIcon ??
            (view.wallet ? (
              <WalletImage name={view.wallet.name} src={view.wallet.imageUrl} size={40} />
            ) : (
              <span className="foyer-wallet-icon" aria-hidden="true">
                <QrIcon />
              </span>
            ))}
          <StatusBadge
            kind={view.status === 'failed' ? 'error' : view.status === 'approved' ? 'ok' : undefined}
          />
        </span>
        <h3 className="foyer-status-title">{title}</h3>
      </div>

      {view.status === 'generating' && <Generating isMobile={view.isMobile} />}

      {view.status === 'ready' && (
        <Ready
          view={view}
          walletName={walletName}
          qrLogo={qrLogo}
          onRefresh={onRefresh}
          onOpenWallet={onOpenWallet}
        />
      )}

      {view.status === 'failed' && (
        <>
          <StatusError message={view.message} />
          <div className="foyer-actions">
            <RetryButton onRetry={onRetry} />
          </div>
        </>
      )}

      {view.status === 'approved' && <StatusWaiting>{t('Connecting…')}</StatusWaiting>}

      {view.status === 'reconnecting' && <StatusWaiting>{t('Reconnecting to WalletConnect…')}</StatusWaiting>}

      {view.status === 'openInWalletBrowser' && (
        <>
          <p className="foyer-status-text">
            {walletName
              ? t('{wallet} opens this site in its own browser, where it connects directly.', {
                  wallet: walletName,
                })
              : t('Your wallet opens this site in its own browser, where it connects directly.')}
          </p>
          <div className="foyer-actions">
            <a className="foyer-button foyer-button--primary" href={view.href}>
              {t('Open in {wallet}', { wallet: walletName ?? t('wallet') })}
            </a>
          </div>
        </>
      )}
    </div>
  )
}

function Generating({ isMobile }: { isMobile: boolean }) {
  const { t } = useI18n()
  if (isMobile) {
    return (
      <div className="foyer-status-text" role="status">
        <span className="foyer-spinner foyer-spinner--sm" aria-hidden="true" />
        <p>{t('Preparing the link…')}</p>
      </div>
    )
  }
  // The code waits for WalletConnect's relay to open a pairing, which can take seconds: the visitor
  // is told what the blank square waits for, where the ready code's instructions will be.
  return (
    <>
      <QrSkeleton />
      <p className="foyer-status-text">
        {t('Waiting for the WalletConnect relay to create a pairing code…')}
      </p>
    </>
  )
}

type ReadyProps = {
  view: Extract<ConnectingWalletConnectViewModel, { status: 'ready' }>
  walletName: string | undefined
  qrLogo: string | undefined
  onRefresh(): void
  onOpenWallet: ((href: string) => void) | undefined
}

function Ready({ view, walletName, qrLogo, onRefresh, onOpenWallet }: ReadyProps) {
  const href = view.openWalletHref
  const { t } = useI18n()
  const openLabel = t('Open {wallet}', { wallet: walletName ?? t('wallet') })
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href || !onOpenWallet) return
    event.preventDefault()
    onOpenWallet(href)
  }

  if (view.isMobile) {
    return (
      <>
        <p className="foyer-status-text">
          {t('Approve the connection in your wallet, then come back here.')}
        </p>
        <div className="foyer-actions">
          {href && (
            <a className="foyer-button foyer-button--primary" href={href} onClick={open}>
              {openLabel}
            </a>
          )}
          <button type="button" className="foyer-button foyer-button--secondary" onClick={onRefresh}>
            {t('Get a new link')}
          </button>
        </div>
        <CopyLink
          uri={view.uri}
          text={href ? t('Wallet not opening? Copy the link') : t('Copy the link into your wallet')}
        />
      </>
    )
  }

  return (
    <>
      <div className="foyer-wc-qr-frame">
        <QrCode
          value={view.uri}
          size={MODAL_QR_SIZE}
          label={
            walletName
              ? t('QR code to connect {wallet}', { wallet: walletName })
              : t('QR code to connect your wallet')
          }
          data-testid="walletconnect-qr"
          data-uri={view.uri}
          logo={qrLogo}
        />
      </div>
      <p className="foyer-status-text">{t("Scan it with your phone's camera or your wallet's scanner.")}</p>
      <CopyLink uri={view.uri} text={t("Can't scan? Copy the link")} />
      <div className="foyer-actions">
        {href && (
          <a className="foyer-button foyer-button--secondary" href={href} onClick={open}>
            {openLabel}
          </a>
        )}
        <button type="button" className="foyer-button foyer-button--secondary" onClick={onRefresh}>
          {t('Get a new QR code')}
        </button>
      </div>
    </>
  )
}

function CopyLink({ uri, text }: { uri: string; text: string }) {
  const { t } = useI18n()
  return (
    <div className="foyer-wc-copy">
      {/* The button carries its own name ("Copy link"); this line only explains it visually. */}
      <span className="foyer-muted" aria-hidden="true">
        {text}
      </span>
      <CopyButton value={uri} label={t('Copy link')} />
    </div>
  )
}
