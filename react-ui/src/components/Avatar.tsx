import { useState } from 'react'

/**
 * A deterministic gradient for an address, so the same account always looks the same. Hex (EVM)
 * addresses are compared case-insensitively: a checksummed and a lower-case spelling match. Other
 * addresses (base58, bech32) are hashed as written.
 *
 * @example
 * avatarGradient('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'linear-gradient(…deg, hsl(… 80% 62%), hsl(… 72% 46%))'
 */
export function avatarGradient(address: string): string {
  const key = /^0x[0-9a-f]+$/i.test(address) ? address.toLowerCase() : address
  // FNV-1a, 32 bits: tiny, fast and well spread for short strings.
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index++) {
    hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193) >>> 0
  }
  const hue = hash % 360
  const secondHue = (hue + 40 + ((hash >>> 9) % 120)) % 360
  const angle = (hash >>> 18) % 360
  return `linear-gradient(${angle}deg, hsl(${hue} 80% 62%), hsl(${secondHue} 72% 46%))`
}

/**
 * Props of {@link Avatar}.
 *
 * @example
 * const props: AvatarProps = { address: '0xf39F…', size: 64 }
 */
export type AvatarProps = {
  address?: string | undefined
  size?: number
  /** The account's own picture (its name's avatar); the gradient shows until it loads, and if it fails. */
  imageUrl?: string | undefined
}

/**
 * A round avatar: the account's picture when it has one, painted over the address's gradient (a plain
 * disc without an address). Decorative: the address or name is always printed next to it.
 *
 * @example
 * <Avatar address={view.address} size={64} />
 */
export function Avatar({ address, size = 24, imageUrl }: AvatarProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  return (
    <span
      className="foyer-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, background: address ? avatarGradient(address) : undefined }}
    >
      {imageUrl && failed !== imageUrl && (
        <img className="foyer-avatar-image" src={imageUrl} alt="" onError={() => setFailed(imageUrl)} />
      )}
    </span>
  )
}
