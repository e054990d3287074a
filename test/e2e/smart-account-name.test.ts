import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { smartAccountAddress } from '../devnet/smart-account.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail } from './support/email-login.js'

/**
 * "Choose a name" on the embedded wallet's smart account, in Chromium: the account signs as a smart
 * account does (its owner's signature, which the contract accepts under ERC-1271), and the local name
 * service checks it over the chain as the real one does, so the name registers for the smart account
 * (it was refused as 'not the address's signature of the message').
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })

describe('a name for the smart account', () => {
  it('registers: the service verifies the smart account’s signature (ERC-1271) over the chain', async () => {
    const owner = await loginWithEmail(run, 'smart-name@example.com')
    const smart = smartAccountAddress(owner)
    await run.demo.accountButton(shortenAddress(owner)).click()
    await run.demo.dialog.getByRole('button', { name: 'Switch to smart account' }).click({ timeout: 30_000 })
    await run.demo.accountButton(shortenAddress(smart)).waitFor({ timeout: 30_000 })

    await run.demo.dialog.getByRole('button', { name: 'Choose a name' }).click()
    await run.demo.dialog.getByRole('textbox', { name: 'Name' }).fill('smartname')
    const suggestions = run.demo.dialog.getByRole('list', { name: 'Suggestions' })
    await suggestions.getByRole('button', { name: /^smartname\.reown\.id/ }).click()
    const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approval.getByRole('button', { name: 'Approve' }).click()

    await run.demo.dialog.getByRole('heading', { name: 'smartname.reown.id' }).waitFor()
    const registration = run.stack.api.requests.filter((request) => request.method === 'POST').at(-1)
    expect(Reflect.get(Object(registration?.body), 'address')).toBe(smart)
  })
})
