import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { loginAccount } from '../devnet/login-frame/login-keys.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import {
  type DialogFrame,
  describeFrames,
  dialogFrames,
  recordDialogFrames,
  settledDialog,
} from './support/dialog-frames.js'
import { requestEmbeddedWallet } from './support/email-login.js'
import { PHONE_VIEWPORT } from './support/layout.js'
import { loadDemoWithScriptedWallet, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * The modal's card while the visitor goes from view to view, in Chromium on a desktop and on a phone:
 * every painted frame of the dialog is recorded (during the height transitions too), and the card
 * must not move under the visitor's eyes: its header stays on the same pixel row and its width stays
 * the same (360 px on a desktop; on a phone the card is a bottom sheet as wide as the screen, resting
 * on its bottom edge), whatever the view's height. Views: Connect, All wallets, a wallet's connecting
 * view, the sign-in view (its message open), Account, Networks; the email code step and a signing
 * approval of the embedded wallet. That the height itself changes in a transition (and at once for
 * reduced motion): modal.test.ts.
 */

const run = useDemoInChromium()

const DESKTOP = { width: 1280, height: 800 }
const dialog = () => run.demo.dialog

/** Every view of `frames`, once each, in the order first shown. */
const viewsOf = (frames: readonly DialogFrame[]) => [...new Set(frames.map((frame) => frame.view))]
const spread = (values: number[]) => Math.max(...values) - Math.min(...values)
/** Resolves once the page painted two more frames (what was rendered meanwhile is on screen). */
const nextFrames = () =>
  run.page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

/**
 * The card did not move: its header stays on one pixel row and its width is the same in every frame
 * (360 px on a desktop, the screen's on a phone, where the sheet also rests on the bottom edge).
 */
function expectSteadyCard(frames: readonly DialogFrame[], viewport: { width: number; height: number }) {
  const table = describeFrames(frames)
  const isPhone = viewport.width <= PHONE_VIEWPORT.width
  expect(spread(frames.map((frame) => frame.headerTop)), `header rows:\n${table}`).toBeLessThan(1)
  expect(new Set(frames.map((frame) => frame.width)), `widths:\n${table}`).toEqual(
    new Set([isPhone ? viewport.width : 360]),
  )
  if (!isPhone) return
  expect(new Set(frames.map((frame) => Math.round(frame.bottom))), `bottom edges:\n${table}`).toEqual(
    new Set([viewport.height]),
  )
  expect(new Set(frames.map((frame) => frame.left)), `left edges:\n${table}`).toEqual(new Set([0]))
}

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

  it('keeps its card in place from Connect to the email code step, Account and a signing approval', async () => {
    const email = `card-${viewport.width}@example.com`
    await run.page.setViewportSize(viewport)
    await recordDialogFrames(run.page)
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await dialog().getByRole('region', { name: 'Recommended' }).waitFor()
    await settledDialog(run.page, 'Connect')
    await dialog().getByLabel('Continue with email').fill(email)
    await dialog().getByRole('button', { name: 'Continue', exact: true }).click()
    const codeField = dialog().getByLabel(`Enter the code sent to ${email}`)
    await codeField.waitFor({ timeout: 30_000 })
    await settledDialog(run.page, 'EmailLogin')
    await expect.poll(() => run.stack.loginFrame.inbox(email)).toMatch(/^\d{6}$/)
    await codeField.fill(run.stack.loginFrame.inbox(email) ?? '')
    await dialog().getByRole('button', { name: 'Continue', exact: true }).click()
    const { address } = loginAccount(email)
    const accountButton = run.demo.accountButton(shortenAddress(address))
    await accountButton.waitFor({ timeout: 30_000 })
    await dialog().waitFor({ state: 'detached' })

    await accountButton.click()
    await dialog()
      .getByRole('button', { name: /^Email:/ })
      .waitFor()
    await settledDialog(run.page, 'Account')
    // Every row's leading picture (network, line icons) takes one 24 px box, so the labels line up.
    const rows = await dialog()
      .locator('.foyer-rows > .foyer-row')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const picture = row.firstElementChild?.getBoundingClientRect()
          const label = row.querySelector('.foyer-row-label')?.getBoundingClientRect()
          return { picture: `${picture?.width}×${picture?.height}`, labelLeft: label?.left }
        }),
      )
    expect(rows.length).toBeGreaterThan(2)
    expect(new Set(rows.map((row) => row.picture))).toEqual(new Set(['24×24']))
    expect(new Set(rows.map((row) => row.labelLeft)).size).toBe(1)
    await run.demo.closeModal()
    const signing = requestEmbeddedWallet(run, 'personal_sign', ['0x48656c6c6f', address])
    const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approval.getByRole('heading', { name: 'Sign a message' }).waitFor({ timeout: 30_000 })
    await settledDialog(run.page, 'ApproveTransaction')
    await approval.getByRole('button', { name: 'Approve' }).click()
    expect(await signing).toMatchObject({ ok: true })

    const frames = await dialogFrames(run.page)
    console.info(`[e2e] the card on ${viewport.width}×${viewport.height}:\n${describeFrames(frames)}`)
    expect(viewsOf(frames)).toEqual(
      expect.arrayContaining(['Connect', 'EmailLogin', 'Account', 'ApproveTransaction']),
    )
    expectSteadyCard(frames, viewport)
  })
})
