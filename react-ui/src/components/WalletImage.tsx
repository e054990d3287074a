import { useState } from 'react'

/**
 * The initials shown for a wallet without an image: the first letter of its first two words
 * ("Trust Wallet" → "TW", "MetaMask" → "M"), upper-cased; "?" for a blank name.
 *
 * @example
 * walletInitials('Trust Wallet') // 'TW'
 */
export function walletInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  // Array.from splits by code point, so a name starting with an emoji keeps the whole character.
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

/**
 * Props of {@link WalletImage}.
 *
 * @example
 * const props: WalletImageProps = { name: 'MetaMask', src: 'https://…/metamask.png', size: 48 }
 */
export type WalletImageProps = {
  /** The wallet's name, for the initials fallback. */
  name: string
  /** The image's address; without one (or when it fails to load) the initials are shown. */
  src?: string | undefined
  /** Width and height in CSS pixels. Default 40. */
  size?: number
  className?: string
}

/**
 * A wallet's image, or its initials when it has none or the image fails to load. Decorative: the
 * wallet's name is always printed beside it, so the image has `alt=""` and the initials are hidden
 * from assistive technologies.
 *
 * @example
 * <WalletImage name={tile.name} src={tile.imageUrl} size={48} />
 */
export function WalletImage({ name, src, size = 40, className }: WalletImageProps) {
  // Remembers which address failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  const classes = className ? `foyer-wallet-icon ${className}` : 'foyer-wallet-icon'
  if (!src || failedSrc === src) {
    return (
      <span className={classes} style={{ width: size, height: size }} aria-hidden="true">
        {walletInitials(name)}
      </span>
    )
  }
  return (
    <img
      className={classes}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  )
}
