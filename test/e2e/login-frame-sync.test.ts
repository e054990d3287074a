import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { askForCode } from './support/email-login.js'

/**
 * The login frame is told about the site once it is ready: the project and the site's metadata
 * (SYNC_DAPP_DATA) and the modal's theme, again at every change (SYNC_THEME), so pages on the frame's
 * origin can look like the modal.
 */

const run = useDemoInChromium()

type Synced = {
  themes: { themeMode: string }[]
  dappData: { projectId: string; sdkType: string; metadata?: { name: string } }[]
}

describe('the login frame in the demo', () => {
  it("hears the site's data once and the theme at each change", async () => {
    await askForCode(run, 'sync@example.com')
    const frame = () => {
      const found = run.page
        .frames()
        .find((each) => new URL(each.url()).origin === new URL(run.stack.loginFrame.url).origin)
      if (!found) throw new Error('no login frame in the page')
      return found
    }
    const synced = () => frame().evaluate(() => Reflect.get(window, 'foyerDevFrameSynced') as Synced)
    await expect.poll(async () => (await synced()).dappData.length).toBe(1)
    expect((await synced()).dappData[0]).toMatchObject({
      projectId: expect.any(String),
      sdkType: 'foyer',
      metadata: { name: 'Foyer demo' },
    })
    const before = (await synced()).themes.length
    expect(before).toBeGreaterThan(0)

    await run.demo.closeModal()
    await run.page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).click()
    await expect.poll(async () => (await synced()).themes.at(-1)?.themeMode).toBe('light')
    await run.page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click()
    await expect.poll(async () => (await synced()).themes.at(-1)?.themeMode).toBe('dark')
    expect((await synced()).dappData, 'the site data once').toHaveLength(1)
  })
})
