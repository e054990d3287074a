import type { ReceiveViewModel } from '@foyer/core'
import { CopyButton } from '../../components/CopyButton.js'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { MODAL_QR_SIZE, QrCode } from '../../components/QrCode.js'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * The Receive view's content: a QR code for another wallet to scan (the payment URI of the account's
 * chain: EIP-681, Solana Pay, BIP-21), the site's other networks the address receives on, and the
 * address in full with a button to copy it. Without a connected account it says so.
 *
 * @example
 * <ReceivePanel receiving={{ address, networkName: 'Base', qrValue: `ethereum:${address}@8453` }} />
 */
export function ReceivePanel({ receiving }: { receiving: ReceiveViewModel }) {
  const { t } = useI18n()
  const { address, networkName, qrValue, alsoReceivesOn = [] } = receiving
  if (!address) {
    return (
      <Placeholder icon={<WalletIcon />} title={t('No account connected')}>
        {t('Connect a wallet to receive funds.')}
      </Placeholder>
    )
  }
  return (
    <div className="foyer-receive">
      <QrCode
        value={qrValue ?? address}
        size={MODAL_QR_SIZE}
        label={t('QR code of your address')}
        data-testid="receive-qr"
      />
      {networkName && (
        <p className="foyer-receive-network">{t('Send only on {network}', { network: networkName })}</p>
      )}
      {alsoReceivesOn.length > 0 && (
        <p className="foyer-receive-network" data-testid="receive-works-on">
          {t('This address also receives on {networks}', { networks: alsoReceivesOn.join(', ') })}
        </p>
      )}
      <div className="foyer-receive-address">
        <code dir="ltr">{address}</code>
        <CopyButton value={address} label={t('Copy address')} />
      </div>
    </div>
  )
}
