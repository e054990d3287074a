import { createPublicClient, encodeFunctionData, erc20Abi, http, isHex, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail, requestEmbeddedWallet } from './support/email-login.js'

/**
 * The embedded wallet's EVM review in Chromium, through the demo's dev login frame on the local
 * anvil chain: what a site asks for is shown as what it does (an unlimited token allowance reads
 * "unlimited", with the spender in full, and is the allowance the chain then records), and what the
 * review cannot read as the signer would (a value written as a decimal string) can only be declined:
 * nothing reaches the frame, nothing moves on the chain.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const SPENDER = '0x000000000000000000000000000000000000BbBB'
const RECIPIENT = '0x000000000000000000000000000000000000bEEF'

const request = (method: string, params: unknown) => requestEmbeddedWallet(run, method, params)
const approval = () => run.page.getByRole('dialog', { name: 'Approve transaction' })

describe('EVM approvals that never lie, in Chromium', () => {
  it('an unlimited ERC-20 approval reads "unlimited" with the spender in full; a decimal-string value is refused and nothing moves', async () => {
    const address = await loginWithEmail(run, 'approvals@example.com')
    const chain = createPublicClient({ transport: http(run.stack.devnets[0].rpcUrl) })

    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
    const approving = request('eth_sendTransaction', [{ from: address, to: FUSD_ADDRESS, data }])
    const review = approval()
    await review.getByRole('heading', { name: 'Send a transaction' }).waitFor({ timeout: 30_000 })
    const allowance = review.getByRole('region', { name: 'Allowance' })
    await allowance.getByText('unlimited FUSD', { exact: true }).waitFor()
    expect(await allowance.textContent()).toContain(SPENDER)
    expect(await review.getByRole('list', { name: 'Warnings' }).textContent()).toContain(
      `Unlimited allowance: ${SPENDER} may spend all of this wallet’s FUSD`,
    )
    await review.getByRole('button', { name: 'Approve' }).click()
    const approved = await approving
    if (!approved.ok || !isHex(approved.hash))
      throw new Error(`the approval answered ${JSON.stringify(approved)}`)
    expect((await chain.waitForTransactionReceipt({ hash: approved.hash })).status).toBe('success')
    const recorded = await chain.readContract({
      address: FUSD_ADDRESS,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address, SPENDER],
    })
    expect(recorded).toBe(maxUint256)

    // 1 ETH written as a decimal string: shown as 0 ETH before, and the dev login frame sent 1 ETH.
    const [balance, nonce] = await Promise.all([
      chain.getBalance({ address: RECIPIENT }),
      chain.getTransactionCount({ address }),
    ])
    const refused = request('eth_sendTransaction', [
      { from: address, to: RECIPIENT, value: '1000000000000000000' },
    ])
    await review
      .getByText('Foyer cannot read this request: value "1000000000000000000" is not a 0x hex quantity.')
      .waitFor({ timeout: 30_000 })
    expect(await review.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    await expectAccessible(run.page, 'ApproveTransaction, a refused request')
    await review.getByRole('button', { name: 'Decline' }).click()
    expect(await refused).toMatchObject({ ok: false, code: 4001 })
    expect(await chain.getBalance({ address: RECIPIENT })).toBe(balance)
    expect(await chain.getTransactionCount({ address })).toBe(nonce)
  })
})
