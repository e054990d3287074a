import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'

/**
 * Reads the WalletConnect QR code on screen the way a phone camera would: a screenshot, decoded.
 *
 * @example
 * await wallet.pair(await scanQr(run.page))
 */
export async function scanQr(page: Page): Promise<string> {
  const qr = page.getByTestId('walletconnect-qr')
  await qr.waitFor({ state: 'visible' })
  const png = PNG.sync.read(await qr.screenshot())
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  if (!decoded) throw new Error('The QR code on screen could not be decoded')
  return decoded.data
}
