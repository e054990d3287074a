import type { NetworkBadge } from '@foyer/core'
import { useState } from 'react'
import { useAssetImage } from '../hooks/useWalletImage.js'
import { GlobeIcon, WarningIcon } from './icons.js'

/**
 * The letters standing for a network without a logo: the first letters of its first and last words
 * ("Foyer Devnet B" → "FB", "Arbitrum One" → "AO", "Ethereum" → "E"), so networks that share a first
 * word still look different.
 *
 * @example
 * networkMonogram('Foyer Devnet A') // 'FA'
 */
export function networkMonogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const initial = (word: string | undefined) => Array.from(word ?? '')[0] ?? ''
  const letters = words.length > 1 ? initial(words[0]) + initial(words.at(-1)) : initial(words[0])
  return letters.toUpperCase() || '?'
}

/**
 * A hue for a network's monogram, the same for a name on every render and every page.
 *
 * @example
 * networkHue('Foyer Devnet A') // a number in [0, 360)
 */
export function networkHue(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  return hash
}

/**
 * Props of {@link NetworkIcon}.
 *
 * @example
 * const props: NetworkIconProps = { network: view.network, size: 24 }
 */
export type NetworkIconProps = {
  network: Pick<NetworkBadge, 'name' | 'imageUrl' | 'imageId' | 'isSupported'> | undefined
  size?: number
}

/**
 * A network's logo: its `imageUrl`, or its `imageId` fetched from the public assets (with the wallet
 * directory module); its monogram while that loads or when there is none or it fails; a warning sign
 * for a network the site does not support; a globe when there is no network. Decorative: the name is
 * always printed beside it.
 *
 * @example
 * <NetworkIcon network={{ name: 'Base', imageUrl: baseLogo, isSupported: true }} />
 */
export function NetworkIcon({ network, size = 24 }: NetworkIconProps) {
  const [failedSrc, setFailedSrc] = useState<string>()
  const fetched = useAssetImage(network?.imageUrl ? undefined : network?.imageId)
  const style = { width: size, height: size }
  if (network && !network.isSupported) {
    return (
      <span className="foyer-network-icon foyer-network-icon--warning" style={style} aria-hidden="true">
        <WarningIcon width={size * 0.6} height={size * 0.6} />
      </span>
    )
  }
  if (!network) {
    return (
      <span className="foyer-network-icon" style={style} aria-hidden="true">
        <GlobeIcon width={size * 0.6} height={size * 0.6} />
      </span>
    )
  }
  const src = network.imageUrl ?? fetched
  if (!src || src === failedSrc) {
    return (
      <span
        className="foyer-network-icon foyer-network-icon--monogram"
        // Dark enough for white letters to pass WCAG AA contrast whatever the hue.
        style={{ ...style, fontSize: size * 0.4, background: `hsl(${networkHue(network.name)} 45% 28%)` }}
        aria-hidden="true"
      >
        {networkMonogram(network.name)}
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
