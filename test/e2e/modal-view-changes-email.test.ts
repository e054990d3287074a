import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { loginAccount } from '../devnet/login-frame/login-keys.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import {
  DESKTOP,
  describeFrames,
  dialogFrames,
  expectSteadyCard,
  recordDialogFrames,
  settledDialog,
  viewsOf,
} from './support/dialog-frames.js'
import { requestEmbeddedWallet } from './support/email-login.js'
import { PHONE_VIEWPORT } from './support/layout.js'

/**
 * The modal's card through an email login, in Chromium on a desktop and on a phone: every painted
 * frame of the dialog is recorded from Connect to the email code step, Account and a signing approval
 * of the embedded wallet, and the card must not move under the visitor's eyes (on a desktop its
 * header on one pixel row and one width; on a phone a bottom sheet as wide as the screen resting on
 * its bottom edge). The wallet
 * flow's views: modal-view-changes.test.ts.
 */

const run = useDemoInChromium()

const dialog = () => run.demo.dialog

describe.each([
  { device: 'a desktop', viewport: DESKTOP },
  { device: 'a phone', viewport: PHONE_VIEWPORT },
])('the modal between views on $device', ({ viewport }) => {
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
    // The account's tokens arrive after the view and make it taller; on a phone the sheet grows upward
    // and its Close button moves, so a press while it moves would be lost between pointer down and up.
    await dialog().getByRole('tab', { name: 'Tokens' }).waitFor()
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
