import { createPublicClient, http, isHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { formatBalanceForDisplay } from '../../core/src/utils/format-balance.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail, requestEmbeddedWallet } from './support/email-login.js'

/**
 * One balance everywhere: after a send through the embedded wallet on anvil, the account button, the
 * Account view's header and its Tokens list all show what the chain holds now (they kept the balance
 * read before the send while only the Tokens list read it again). The review before it shows the
 * network fee and the total besides the value.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const RECIPIENT = '0x000000000000000000000000000000000000beef'

const tokens = () =>
  run.demo.dialog
    .getByRole('tabpanel', { name: 'Tokens' })
    .or(run.demo.dialog.getByRole('region', { name: 'Tokens' }))
/** The ETH row's quantity in the Tokens list. */
const tokensEth = () =>
  tokens()
    .getByRole('listitem')
    .filter({ has: run.page.locator('.foyer-token-title', { hasText: /^Ether|^ETH/ }) })
    .locator('.foyer-token-quantity')
    .first()
    .textContent()

describe('the balance after a send', () => {
  it("is the chain's in the account button, the Account header and the Tokens list, and the review shows the fee and total", async () => {
    const address = await loginWithEmail(run, 'balances@example.com')
    const button = run.demo.accountButton(shortenAddress(address))
    await button.click()
    await tokens().getByRole('listitem').first().waitFor({ timeout: 30_000 })

    const sending = requestEmbeddedWallet(run, 'eth_sendTransaction', [
      { from: address, to: RECIPIENT, value: '0x2386f26fc10000' },
    ])
    const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
    // The review: the exact value, the network fee the node estimates, and the total.
    await approval.getByText('Network fee').waitFor()
    const review = (await approval.textContent()) ?? ''
    expect(review).toContain('0.01 ETH')
    expect(review).toMatch(/Network fee\s*About 0\.0000\d+ ETH/)
    expect(review).toMatch(/Total\s*About 0\.0100\d+ ETH/)
    await approval.getByRole('button', { name: 'Approve' }).click()
    const sent = await sending
    if (!sent.ok || !isHex(sent.hash)) throw new Error(`eth_sendTransaction answered ${JSON.stringify(sent)}`)
    const [devnet] = run.stack.devnets
    const chain = createPublicClient({ transport: http(devnet.rpcUrl) })
    await chain.waitForTransactionReceipt({ hash: sent.hash })
    const shown = `${formatBalanceForDisplay(await chain.getBalance({ address }), 18)} ETH`

    // The Account view is back under the approval: header and Tokens, then the button once closed.
    const header = run.demo.dialog.locator('.foyer-account-balance')
    await expect.poll(() => header.textContent()).toContain(shown)
    await expect.poll(tokensEth).toContain(shown.replace(' ETH', ''))
    await run.page.keyboard.press('Escape')
    await expect.poll(() => button.textContent()).toContain(shown)
  })
})
