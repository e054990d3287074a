import type { SocialProvider } from '@foyer/core'
import { socialLogos } from './social-logos.generated.js'

/** The marks' own box: simple-icons draws every mark on a 24 × 24 grid. */
const BOX = 24
/**
 * The tile's corner radius in the box's units: about a fifth of its side, as a wallet's 40 px tile
 * has (8 px) in the default theme. Fixed in the drawing, so it does not follow a site's
 * `--foyer-border-radius-base`.
 */
const CORNER = 5
/**
 * Leaves a fifth of the tile empty on each side of the mark, so it does not touch the tile's edges:
 * the mark is scaled to 60% of the box (14.4 units) and moved in by 20% of it (4.8 units). Written
 * out rather than computed, as 24 × 0.2 is 4.800000000000001 in floating point.
 */
const markTransform = 'translate(4.8 4.8) scale(0.6)'

/**
 * Props of {@link SocialLogo}.
 *
 * @example
 * const props: SocialLogoProps = { provider: 'github', size: 24 }
 */
export type SocialLogoProps = {
  provider: SocialProvider
  /** Width and height in CSS pixels. */
  size: number
}

/**
 * A social provider's mark: a rounded tile in the brand's colour with the mark in white on it. The
 * mark is never drawn in its own colour on the modal's background, because X's, Apple's and GitHub's
 * are black and would vanish in the dark theme; on its tile every mark reads in both themes.
 * Decorative: the provider's name is always written beside it, so the svg is hidden from assistive
 * technologies (`aria-hidden`) and kept out of the tab order (`focusable="false"`, for old Edge).
 *
 * @example
 * <SocialLogo provider="google" size={24} />
 */
export function SocialLogo({ provider, size }: SocialLogoProps) {
  const { hex, path } = socialLogos[provider]
  return (
    <svg
      className="foyer-social-logo"
      width={size}
      height={size}
      viewBox={`0 0 ${BOX} ${BOX}`}
      aria-hidden="true"
      focusable="false"
      data-provider={provider}
    >
      <rect width={BOX} height={BOX} rx={CORNER} fill={hex} />
      <path d={path} fill="#FFFFFF" transform={markTransform} />
    </svg>
  )
}
