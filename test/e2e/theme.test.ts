import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'

/**
 * The theme in Chromium: without a choice the modal follows the visitor's light/dark setting (CSS
 * decides, so server-rendered markup is the same for everyone); a choice made on the site's theme
 * switch wins over that setting and is still there after a reload.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })

// The dialog's own background: the theme's `--foyer-color-bg`.
const dialogBackground = () =>
  run.demo.dialog.evaluate((dialog) => getComputedStyle(dialog).getPropertyValue('background-color'))
const themeButton = (name: string) =>
  run.page.getByRole('group', { name: 'Theme' }).getByRole('button', { name, exact: true })

const DARK_BG = 'rgb(19, 19, 22)'
const LIGHT_BG = 'rgb(255, 255, 255)'

describe('theme in Chromium', () => {
  it("follows the visitor's setting when nobody chose a mode, and changes with it", async () => {
    await run.page.emulateMedia({ colorScheme: 'light' })
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    expect(await run.page.locator('.foyer-root').first().getAttribute('data-theme')).toBe('system')
    expect(await dialogBackground()).toBe(LIGHT_BG)

    await run.page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(dialogBackground).toBe(DARK_BG)
  })

  it("a visitor's choice wins over their setting and survives a reload; System hands it back", async () => {
    await run.page.emulateMedia({ colorScheme: 'dark' })
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await themeButton('Light').click()
    await run.demo.openConnect()
    expect(await dialogBackground()).toBe(LIGHT_BG)

    await run.page.reload()
    expect(await themeButton('Light').getAttribute('aria-pressed')).toBe('true')
    await run.demo.openConnect()
    expect(await dialogBackground()).toBe(LIGHT_BG)
    await run.demo.closeModal()

    await themeButton('System').click()
    await run.page.reload()
    await run.demo.openConnect()
    expect(await dialogBackground()).toBe(DARK_BG)
  })
})
