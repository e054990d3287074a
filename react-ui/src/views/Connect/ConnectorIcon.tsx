import type { Connector } from '@foyer/core'
import { useState } from 'react'

/**
 * A wallet's icon, or its initial when it has none or the image fails to load.
 *
 * @example
 * <ConnectorIcon connector={metamask} />
 */
export function ConnectorIcon({ connector }: { connector: Pick<Connector, 'name' | 'imageUrl' | 'info'> }) {
  const [failed, setFailed] = useState(false)
  const src = connector.imageUrl ?? connector.info?.icon
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
