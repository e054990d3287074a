import type { NetworkBadge } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useAssetImage } from '../hooks/useWalletImage.js'
import { GlobeIcon, WarningIcon } from './icons.js'
import {
  loadedNetworkLogos,
  loadNetworkLogos,
  type NetworkLogo,
  type NetworkLogos,
} from './network-logos/network-logos.js'

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
 * The logos of a network's namespace: at hand at once when its module has loaded before (or the
 * namespace has none), else `undefined` until the module loads, then a render with them.
 */
function useNetworkLogos(caipNetworkId: string | undefined): NetworkLogos | undefined {
  const [, setLoaded] = useState<NetworkLogos>()
  const logos = caipNetworkId === undefined ? undefined : loadedNetworkLogos(caipNetworkId)
  useEffect(() => {
    if (caipNetworkId === undefined || loadedNetworkLogos(caipNetworkId)) return
    let live = true
    loadNetworkLogos(caipNetworkId).then((loaded) => live && setLoaded(loaded))
    return () => {
      live = false
    }
  }, [caipNetworkId])
  return logos
}

/** Where the mark sits on a logo's disc: 60% of its side, in the middle (a fifth left on each side). */
const onDisc = { x: 4.8, y: 4.8, width: 14.4, height: 14.4 }

/**
 * A generated network logo: a disc in the brand's colour with the mark on it in its ink, or a round
 * mark whole in the brand's colour over its ink (which shows through the cut-outs). `name` labels it
 * for assistive technologies; without one it is hidden from them.
 */
function LogoSvg({ logo, size, name }: { logo: NetworkLogo; size: number; name: string | undefined }) {
  const { hex, ink, round } = logo
  return (
    <svg
      className="foyer-network-icon foyer-network-icon--logo"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden={name === undefined || undefined}
      role={name === undefined ? undefined : 'img'}
      aria-label={name}
      focusable="false"
    >
      {/* A round mark's backing is a hair smaller than the mark, so none of it shows at the edge. */}
      <circle cx="12" cy="12" r={round ? 11.5 : 12} fill={round ? ink : hex} />
      <svg {...(round ? {} : onDisc)} viewBox={logo.box} aria-hidden="true">
        {logo.paths.map((path) => (
          <path key={path.d} d={path.d} fill={round ? hex : ink} fillRule={path.evenOdd && 'evenodd'} />
        ))}
      </svg>
    </svg>
  )
}

/** How an icon is presented to assistive technologies: hidden, or an image named after its network. */
type Labelling = { 'aria-hidden': 'true' } | { role: 'img'; 'aria-label': string }

/**
 * Props of {@link NetworkIcon}.
 *
 * @example
 * const props: NetworkIconProps = { network: view.network, size: 24 }
 */
export type NetworkIconProps = {
  network: Pick<NetworkBadge, 'caipNetworkId' | 'name' | 'imageUrl' | 'imageId' | 'isSupported'> | undefined
  size?: number
  /**
   * True (the default) where the network's name is written beside the icon: the icon is then hidden
   * from assistive technologies, which would otherwise read the name twice. False where it stands
   * alone: it is then an image named after the network.
   */
  decorative?: boolean
}

/**
 * A network's logo, in this order: the site's own `imageUrl`; the logo Foyer ships for the network
 * (generated from permissively licensed icon sets, one chunk per namespace, drawn in the page with no
 * request); its `imageId` fetched from the public assets (with the wallet directory module); its
 * monogram when there is none of these or the image fails. A warning sign for a network the site does
 * not support; a globe when there is no network. While the namespace's logos load, an empty disc holds
 * the place, so a known network never flashes its monogram first.
 *
 * @example
 * <NetworkIcon network={{ caipNetworkId: 'eip155:8453', name: 'Base', isSupported: true }} />
 */
export function NetworkIcon({ network, size = 24, decorative = true }: NetworkIconProps) {
  const [failedSrc, setFailedSrc] = useState<string>()
  const logos = useNetworkLogos(network?.isSupported ? network.caipNetworkId : undefined)
  const logo = network && logos?.[network.caipNetworkId]
  // The assets are asked only for a network with no picture of its own and no logo of Foyer's.
  const fetched = useAssetImage(network?.imageUrl || logo || !logos ? undefined : network?.imageId)
  const style = { width: size, height: size }
  const label: Labelling = decorative
    ? { 'aria-hidden': 'true' }
    : { role: 'img', 'aria-label': network?.name ?? 'No network' }
  if (network && !network.isSupported) {
    return (
      <span className="foyer-network-icon foyer-network-icon--warning" style={style} {...label}>
        <WarningIcon width={size * 0.6} height={size * 0.6} />
      </span>
    )
  }
  if (!network) {
    return (
      <span className="foyer-network-icon" style={style} {...label}>
        <GlobeIcon width={size * 0.6} height={size * 0.6} />
      </span>
    )
  }
  const src = network.imageUrl ?? fetched
  if (src && src !== failedSrc && (network.imageUrl || !logo)) {
    return (
      <img
        className="foyer-network-icon"
        src={src}
        alt={decorative ? '' : network.name}
        width={size}
        height={size}
        onError={() => setFailedSrc(src)}
      />
    )
  }
  if (logo) return <LogoSvg logo={logo} size={size} name={decorative ? undefined : network.name} />
  if (!logos) return <span className="foyer-network-icon" style={style} {...label} />
  return (
    <span
      className="foyer-network-icon foyer-network-icon--monogram"
      // Dark enough for white letters to pass WCAG AA contrast whatever the hue.
      style={{ ...style, fontSize: size * 0.4, background: `hsl(${networkHue(network.name)} 45% 28%)` }}
      {...label}
    >
      {networkMonogram(network.name)}
    </span>
  )
}
