import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEVNET_A, EVM_DEMO_MERCHANT } from '../devnet/local-networks.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loadDemoWithScriptedWallet, methodsSeen, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * Pay, end to end: the demo page asks for payments with `foyer.pay` (its two Pay buttons: 0.01 ETH and
 * 5 FUSD to the demo's merchant on anvil), a scripted EIP-6963 wallet answers. The Pay view shows the
 * amount, the merchant's checksummed address in full and the fee before the wallet is asked; the
 * promise's transaction id (shown on the page) is the one whose receipt the chain holds, and the
 * merchant's balance rises by exactly the amount. A refusal in the wallet and a balance too small
 * reject the promise with their codes, and the view says so.
 */

const run = useDemoInChromium()
const chain = () => createPublicClient({ transport: http(run.stack.devnets[0]?.rpcUrl) })
const fusd = () => {
  const token = run.stack.tokens[DEVNET_A].tokens.find((each) => each.symbol === 'FUSD')
  if (!token) throw new Error('the devnet has no FUSD')
  return token.address as `0x${string}`
}
const merchant = EVM_DEMO_MERCHANT as `0x${string}`
const fusdOfMerchant = () =>
  chain().readContract({ address: fusd(), abi: erc20Abi, functionName: 'balanceOf', args: [merchant] })
const result = () => run.page.getByTestId('pay-result')
const payView = () => run.page.getByRole('dialog', { name: 'Pay' })

async function connected() {
  const wallet = await loadDemoWithScriptedWallet(run, {})
  await run.demo.connectWith(SCRIPTED.name)
  await run.demo.accountButton(SHORT_0).waitFor()
  return wallet
}

/** Presses a Pay button, waits for the review with its fee, checks what it shows, and approves. */
async function payWith(button: string, amount: string) {
  await run.page.getByRole('button', { name: button }).click()
  await payView().waitFor()
  await payView()
    .getByTestId('pay-fee')
    .getByText(/^up to 0\.\d+ ETH$/)
    .waitFor({ timeout: 30_000 })
  expect(await payView().getByTestId('pay-amount').textContent()).toBe(amount)
  // The merchant in full, checksummed, left-to-right.
  expect(await payView().getByTestId('pay-recipient').textContent()).toBe(EVM_DEMO_MERCHANT)
  expect(await payView().getByTestId('pay-recipient').getAttribute('dir')).toBe('ltr')
}

async function paidId(): Promise<`0x${string}`> {
  await expect.poll(() => result().textContent(), { timeout: 60_000 }).toMatch(/^0x[0-9a-f]{64}$/)
  return (await result().textContent()) as `0x${string}`
}

describe('Pay on EVM in Chromium', () => {
  it('pays 0.01 ETH: the id shown is the receipt’s, the merchant gets exactly 0.01 ETH', async () => {
    await connected()
    const before = await chain().getBalance({ address: merchant })
    await payWith('Pay 0.01 ETH', '0.01 ETH')
    await expectAccessible(run.page, 'Pay, reviewed')
    await payView().getByRole('button', { name: 'Approve' }).click()
    const id = await paidId()
    const receipt = await chain().getTransactionReceipt({ hash: id })
    expect(receipt.transactionHash).toBe(id)
    expect(receipt.status).toBe('success')
    expect((await chain().getBalance({ address: merchant })) - before).toBe(parseEther('0.01'))
    await payView().getByText('Paid 0.01 ETH.').waitFor()
    expect(await payView().getByTestId('pay-transaction').textContent()).toBe(id)
  }, 120_000)

  it('pays 5 FUSD: the token’s transfer lands, the merchant gets exactly 5 FUSD', async () => {
    await connected()
    const before = await fusdOfMerchant()
    await payWith('Pay 5 FUSD', '5 FUSD')
    await payView().getByRole('button', { name: 'Approve' }).click()
    const id = await paidId()
    const receipt = await chain().getTransactionReceipt({ hash: id })
    expect(receipt.transactionHash).toBe(id)
    expect(receipt.to?.toLowerCase()).toBe(fusd().toLowerCase())
    expect((await fusdOfMerchant()) - before).toBe(parseUnits('5', 18))
  }, 120_000)

  it('a refusal in the wallet rejects with PAY_REJECTED, and the view says so', async () => {
    const { controls } = await connected()
    await payWith('Pay 0.01 ETH', '0.01 ETH')
    controls.rejectNext('eth_sendTransaction')
    await payView().getByRole('button', { name: 'Approve' }).click()
    await payView().getByRole('alert').getByText('You rejected the payment in your wallet').waitFor()
    await expect.poll(() => result().getAttribute('data-code')).toBe('PAY_REJECTED')
    expect(await result().textContent()).toBe('You rejected the payment in your wallet')
    await expectAccessible(run.page, 'Pay, refused')
  }, 120_000)

  it('a balance too small is said with the numbers, before any wallet prompt', async () => {
    const { controls } = await connected()
    const rejected = run.page.evaluate(
      ({ network, recipient }) => {
        const foyer: unknown = Reflect.get(window, 'foyer')
        const pay: (request: object) => Promise<string> = Reflect.get(Object(foyer), 'pay')
        return pay({ network, asset: 'native', amount: '1000000', recipient }).then(
          () => ({ code: 'paid', message: '' }),
          (error: { code: string; shortMessage: string }) => ({
            code: error.code,
            message: error.shortMessage,
          }),
        )
      },
      { network: `eip155:${DEVNET_A}`, recipient: EVM_DEMO_MERCHANT },
    )
    const { code, message } = await rejected
    expect(code).toBe('PAY_INSUFFICIENT_FUNDS')
    expect(message).toMatch(
      /^Not enough ETH for the amount and the network fee: 1000000\.\d+ ETH needed, \d+(\.\d+)? ETH available$/,
    )
    await payView().getByRole('alert').getByText(message).waitFor()
    expect(await payView().getByRole('button', { name: 'Approve' }).count()).toBe(0)
    expect(methodsSeen(controls)).not.toContain('eth_sendTransaction')
    await expectAccessible(run.page, 'Pay, not enough ETH')
  }, 120_000)
})
