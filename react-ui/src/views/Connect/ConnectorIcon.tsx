import type { Connector } from '@foyer/core'
import { useState } from 'react'
import { useAssetImage } from '../../hooks/useWalletImage.js'

/**
 * A wallet's icon: its own (`imageUrl`, or the icon the wallet announced), else its logo among the
 * public assets (`imageId`: WalletConnect's, with the wallet directory module), else its initial when
 * it has none or the image fails to load.
 *
 * @example
 * <ConnectorIcon connector={metamask} />
 */
export function ConnectorIcon({
  connector,
}: {
  connector: Pick<Connector, 'name' | 'imageUrl' | 'imageId' | 'info'>
}) {
  const [failed, setFailed] = useState(false)
  const own = connector.imageUrl ?? connector.info?.icon
  const fetched = useAssetImage(own ? undefined : connector.imageId)
  const src = own ?? fetched
  if (!src || failed) {
    return (
      <span className="foyer-wallet-icon" aria-hidden="true">
        {connector.name.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  // The name is printed beside the icon, so the image itself is decorative (alt="").
  return (
    <img
      className="foyer-wallet-icon"
      src={src}
      alt=""
      width={40}
      height={40}
      onError={() => setFailed(true)}
    />
  )
}
