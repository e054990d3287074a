import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'

/**
 * Reads a QR code on screen the way a phone camera would: a screenshot, decoded. The WalletConnect
 * code by default; `testId` names another (the Farcaster sign-in's).
 *
 * @example
 * await wallet.pair(await scanQr(run.page))
 */
export async function scanQr(page: Page, testId = 'walletconnect-qr'): Promise<string> {
  const qr = page.getByTestId(testId)
  await qr.waitFor({ state: 'visible' })
  const png = PNG.sync.read(await qr.screenshot())
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  if (!decoded) throw new Error('The QR code on screen could not be decoded')
  return decoded.data
}
