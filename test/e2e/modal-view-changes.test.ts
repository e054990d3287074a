import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import {
  DESKTOP,
  type DialogFrame,
  describeFrames,
  dialogFrames,
  expectSteadyCard,
  recordDialogFrames,
  settledDialog,
  spread,
  viewsOf,
} from './support/dialog-frames.js'
import { PHONE_VIEWPORT } from './support/layout.js'
import { loadDemoWithScriptedWallet, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * The modal's card while the visitor goes from view to view, in Chromium on a desktop and on a phone:
 * every painted frame of the dialog is recorded (during the height transitions too), and the card
 * must not move under the visitor's eyes: on a desktop its header stays on the same pixel row and
 * its width at 360 px, whatever the view's height; on a phone the card is a bottom sheet as wide as
 * the screen, resting on its bottom edge in every frame. Views: Connect, All wallets, a wallet's connecting
 * view, the sign-in view (its message open), Account, Networks (the email code step and a signing
 * approval: modal-view-changes-email.test.ts). That the height itself changes in a transition (and at once for
 * reduced motion): modal.test.ts.
 */

const run = useDemoInChromium()

const dialog = () => run.demo.dialog

/** Resolves once the page painted two more frames (what was rendered meanwhile is on screen). */
const nextFrames = () =>
  run.page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

describe.each([
  { device: 'a desktop', viewport: DESKTOP },
  { device: 'a phone', viewport: PHONE_VIEWPORT },
])('the modal between views on $device', ({ viewport }) => {
  it('keeps its card in place from Connect to All wallets, connecting, sign-in, Account and Networks', async () => {
    await run.page.setViewportSize(viewport)
    await recordDialogFrames(run.page)
    const { controls } = await loadDemoWithScriptedWallet(run, { query: '&siwx=required' })
    const settled: DialogFrame[] = []
    const settle = async (view: string) => {
      const frame = await settledDialog(run.page, view)
      settled.push(frame)
      return frame
    }

    // All wallets' code is held back until its spinner shows, as on a slow network.
    let releaseChunk = () => {}
    const chunkReleased = new Promise<void>((resolve) => {
      releaseChunk = resolve
    })
    await run.page.route('**/AllWalletsView-*.js', async (route) => {
      await chunkReleased
      await route.continue()
    })

    await run.demo.openConnect()
    await dialog().getByRole('region', { name: 'Recommended' }).waitFor()
    const connect = await settle('Connect')
    await dialog().getByRole('button', { name: 'All wallets' }).click()
    await dialog().locator('.foyer-view > .foyer-loading-inline').waitFor()
    await nextFrames()
    // While the view downloads, the card keeps Connect's height: no dip to the spinner and back.
    expect(Math.round((await dialog().boundingBox())?.height ?? 0)).toBe(Math.round(connect.height))
    releaseChunk()
    await expect.poll(() => dialog().locator('[data-wallet-id]').count()).toBeGreaterThan(4)
    await settle('AllWallets')
    // No name is cut without the full name at hand: whole on its two lines, or in the tile's title.
    const cutNames = await dialog()
      .locator('.foyer-wallet-tile')
      .evaluateAll((tiles) =>
        tiles
          .map((tile) => ({ tile, name: tile.querySelector('.foyer-wallet-tile-name') }))
          .filter(({ tile, name }) => {
            if (!name) return true
            const cut = name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1
            return cut && tile.getAttribute('title') !== name.textContent
          })
          .map(({ tile }) => tile.textContent),
      )
    expect(cutNames).toEqual([])
    await dialog().getByRole('button', { name: 'Back' }).click()
    await settle('Connect')

    // A wallet that does not answer yet: its connecting view, then back to Connect.
    controls.hangNext('eth_requestAccounts')
    await run.demo.chooseWallet(SCRIPTED.name)
    await dialog().getByText(`Continue in ${SCRIPTED.name}`).waitFor()
    await settle('ConnectingExternal')
    await dialog().getByRole('button', { name: 'Cancel' }).click()
    await settle('Connect')

    // Connected, the sign-in view asks for a signature; while the wallet is asked, its message opens.
    await run.demo.chooseWallet(SCRIPTED.name)
    const sign = dialog().getByRole('button', { name: 'Sign', exact: true })
    await sign.waitFor()
    await settle('SIWXSignMessage')
    controls.hangNext('personal_sign')
    await sign.click()
    await dialog().locator('details.foyer-siwx-message summary').click()
    await dialog().locator('details[open] pre').waitFor()
    await settle('SIWXSignMessage')
    // Sign-in is required: Disconnect gives up, and connecting again asks again.
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await dialog().waitFor({ state: 'detached' })
    await run.demo.connectWith(SCRIPTED.name)
    await sign.click()
    await dialog().waitFor({ state: 'detached' })

    await run.demo.accountButton(SHORT_0).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
    await settle('Account')
    await dialog()
      .getByRole('button', { name: /^Network:/ })
      .click()
    await dialog().getByRole('list', { name: 'Networks' }).first().waitFor()
    await settle('Networks')
    await dialog().getByRole('button', { name: 'Back' }).click()
    await settle('Account')

    const frames = await dialogFrames(run.page)
    console.info(`[e2e] the card on ${viewport.width}×${viewport.height}:\n${describeFrames(frames)}`)
    expect(viewsOf(frames)).toEqual(
      expect.arrayContaining([
        'Connect',
        'AllWallets',
        'ConnectingExternal',
        'SIWXSignMessage',
        'Account',
        'Networks',
      ]),
    )
    // The views' contents differ in height by far: what the card absorbed without moving.
    expect(spread(settled.map((frame) => frame.contentHeight))).toBeGreaterThan(100)
    expectSteadyCard(frames, viewport)
  })
})
