import type { NetworkBadge } from '@foyer/core'
import { useState } from 'react'
import { GlobeIcon, WarningIcon } from './icons.js'

/**
 * Props of {@link NetworkIcon}.
 *
 * @example
 * const props: NetworkIconProps = { network: view.network, size: 24 }
 */
export type NetworkIconProps = {
  network: Pick<NetworkBadge, 'name' | 'imageUrl' | 'isSupported'> | undefined
  size?: number
}

/**
 * A network's image; a warning sign for a network the site does not support; a globe when there is
 * no network or its image is missing or fails to load. Decorative: the name is always printed beside it.
 *
 * @example
 * <NetworkIcon network={{ name: 'Base', imageUrl: baseLogo, isSupported: true }} />
 */
export function NetworkIcon({ network, size = 24 }: NetworkIconProps) {
  const [failedSrc, setFailedSrc] = useState<string>()
  const style = { width: size, height: size }
  if (network && !network.isSupported) {
    return (
      <span className="foyer-network-icon foyer-network-icon--warning" style={style} aria-hidden="true">
        <WarningIcon width={size * 0.6} height={size * 0.6} />
      </span>
    )
  }
  const src = network?.imageUrl
  if (!src || src === failedSrc) {
    return (
      <span className="foyer-network-icon" style={style} aria-hidden="true">
        <GlobeIcon width={size * 0.6} height={size * 0.6} />
      </span>
    )
  }
  return (
    <img
      className="foyer-network-icon"
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailedSrc(src)}
    />
  )
}
