import type { DemoInChromium } from './demo-in-chromium.js'
import { recordPages } from './failure-report.js'
import { WalletPage } from './wallet.page.js'

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/**
 * Replaces the desktop context the spec's hooks opened with an iPhone's: viewport, touch and user
 * agent (Foyer detects a phone from the latter).
 *
 * @example
 * beforeEach(() => useIphone(run))
 */
export async function useIphone(run: DemoInChromium): Promise<void> {
  await run.context.close()
  run.context = await run.browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_UA,
    isMobile: true,
    hasTouch: true,
  })
  recordPages(run.context)
  run.page = await run.context.newPage()
  run.demo = new WalletPage(run.page)
}
