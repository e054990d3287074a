import type { ReceiveViewModel } from '@foyer/core'
import { CopyButton } from '../../components/CopyButton.js'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { MODAL_QR_SIZE, QrCode } from '../../components/QrCode.js'

/**
 * The Receive view's content: a QR code for another wallet to scan (the payment URI of the account's
 * chain: EIP-681, Solana Pay, BIP-21), the site's other networks the address receives on, and the
 * address in full with a button to copy it. Without a connected account it says so.
 *
 * @example
 * <ReceivePanel receiving={{ address, networkName: 'Base', qrValue: `ethereum:${address}@8453` }} />
 */
export function ReceivePanel({ receiving }: { receiving: ReceiveViewModel }) {
  const { address, networkName, qrValue, alsoReceivesOn = [] } = receiving
  if (!address) {
    return (
      <Placeholder icon={<WalletIcon />} title="No account connected">
        Connect a wallet to receive funds.
      </Placeholder>
    )
  }
  return (
    <div className="foyer-receive">
      <QrCode
        value={qrValue ?? address}
        size={MODAL_QR_SIZE}
        label="QR code of your address"
        data-testid="receive-qr"
      />
      {networkName && <p className="foyer-receive-network">Send only on {networkName}</p>}
      {alsoReceivesOn.length > 0 && (
        <p className="foyer-receive-network" data-testid="receive-works-on">
          This address also receives on {alsoReceivesOn.join(', ')}
        </p>
      )}
      <div className="foyer-receive-address">
        <code>{address}</code>
        <CopyButton value={address} label="Copy address" />
      </div>
    </div>
  )
}
