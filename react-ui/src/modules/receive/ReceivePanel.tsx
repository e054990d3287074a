import { CopyButton } from '../../components/CopyButton.js'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { MODAL_QR_SIZE, QrCode } from '../../components/QrCode.js'

/**
 * What the Receive panel shows: the active account's address and the network it is on, or nothing
 * while no account is connected.
 *
 * @example
 * const receiving: Receiving = { address: '0xf39F…', networkName: 'Ethereum' }
 */
export type Receiving = { address?: string | undefined; networkName?: string | undefined }

/**
 * The Receive view's content: a QR code of the active account's address for another wallet to scan,
 * and the address in full with a button to copy it. Without a connected account it says so.
 *
 * @example
 * <ReceivePanel receiving={{ address, networkName: 'Base' }} />
 */
export function ReceivePanel({ receiving }: { receiving: Receiving }) {
  const { address, networkName } = receiving
  if (!address) {
    return (
      <Placeholder icon={<WalletIcon />} title="No account connected">
        Connect a wallet to receive funds.
      </Placeholder>
    )
  }
  return (
    <div className="foyer-receive">
      <QrCode value={address} size={MODAL_QR_SIZE} label="QR code of your address" />
      {networkName && <p className="foyer-receive-network">Send only on {networkName}</p>}
      <div className="foyer-receive-address">
        <code>{address}</code>
        <CopyButton value={address} label="Copy address" />
      </div>
    </div>
  )
}
