import type { WalletTile } from '@foyer/core'

/**
 * `count` directory tiles with distinct names and inline SVG images (no network), a fifth certified,
 * as AllWallets holds them once that many pages are loaded.
 *
 * @example
 * generateTiles(500).length // 500
 */
export function generateTiles(count: number, offset = 0): WalletTile[] {
  return Array.from({ length: count }, (_, i) => {
    const index = offset + i
    const hue = (index * 47) % 360
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="hsl(${hue} 70% 50%)"/></svg>`
    return {
      id: `wallet-${index}`,
      name: `Wallet ${index} ${['Pro', 'Vault', 'Pocket', 'Keys'][index % 4]}`,
      imageUrl: `data:image/svg+xml,${encodeURIComponent(svg)}`,
      imageId: undefined,
      certified: index % 5 === 0,
    }
  })
}
