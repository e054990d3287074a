import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser.js'
import { recordPages } from './support/failure-report.js'

// The failure report's click log, on a page whose button moves away while the mouse button is down
// (a layout change between press and release): the click then lands on the parent, and the log says
// where the pressed button went. (A pressed element removed meanwhile gets no click at all.)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the click log of a failure report', () => {
  it('says where the pressed element went when the click lands on another', async () => {
    const context = await browser.newContext()
    recordPages(context)
    const page = await context.newPage()
    const html = `<div id="actions" style="padding: 8px"><button id="sign" style="display: block; height: 24px">Sign</button></div>
      <script>
        document.addEventListener('pointerdown', () => {
          document.getElementById('sign').style.marginTop = '40px'
        }, { once: true })
      </script>`
    // A page of its own (the recorder is an init script: it runs as a document starts).
    await page.route('http://click-log.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    )
    await page.goto('http://click-log.test/')
    await page.getByRole('button', { name: 'Sign' }).click()
    const log: string[] = await page.evaluate(() => Reflect.get(window, 'foyerClickLog'))
    expect(log.some((line) => / pointerdown at \d+,\d+ on <button> "Sign"/.test(line))).toBe(true)
    expect(log.some((line) => / click at \d+,\d+ on <div> "Sign"/.test(line))).toBe(true)
    // Moved 40 px down under the pointer: the click went to the parent, and the log says where it went.
    expect(log.some((line) => /the pressed <button> "Sign" is now at \d+,\d+ \d+×24$/.test(line))).toBe(true)
    await context.close()
  })
})
