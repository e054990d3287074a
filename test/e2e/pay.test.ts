import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ANVIL_ADDRESS_0,
  ANVIL_ADDRESS_1,
  ANVIL_PRIVATE_KEY_1,
  DEVNET_A,
  EVM_DEMO_MERCHANT,
  SOLANA_DEVNET_GENESIS_HASH,
} from '../devnet/local-networks.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loadDemoWithScriptedWallet, methodsSeen, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * Pay, end to end: the demo page asks for payments with `foyer.pay` (its two Pay buttons: 0.01 ETH and
 * 5 FUSD to the demo's merchant on anvil), a scripted EIP-6963 wallet answers. The Pay view shows the
 * amount, the merchant's checksummed address in full and the fee before the wallet is asked; the
 * promise's transaction id (shown on the page) is the one whose receipt the chain holds, and the
 * merchant's balance rises by exactly the amount. A wallet that shares two accounts lets the visitor
 * pick the second to pay from, by keyboard, without changing the site's active account. A refusal in
 * the wallet, a balance too small and a network Pay does not serve (Solana) reject the promise with
 * their codes, and the view says so.
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

async function connected(morePrivateKeys: `0x${string}`[] = []) {
  const wallet = await loadDemoWithScriptedWallet(run, { morePrivateKeys })
  await run.demo.connectWith(SCRIPTED.name)
  await run.demo.accountButton(SHORT_0).waitFor()
  return wallet
}

/** What `foyer.pay(request)` settled with, in the page: the transaction id, or the error's code and words. */
function payInPage(request: { network: string; asset: string; amount: string; recipient: string }) {
  return run.page.evaluate((asked) => {
    const foyer: unknown = Reflect.get(window, 'foyer')
    const pay: (request: object) => Promise<string> = Reflect.get(Object(foyer), 'pay')
    return pay(asked).then(
      (id) => ({ code: 'paid', message: id }),
      (error: { code: string; shortMessage: string }) => ({ code: error.code, message: error.shortMessage }),
    )
  }, request)
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

  it('pays from the second account the wallet shares, picked by keyboard; the site’s active account stays', async () => {
    const { controls } = await connected([ANVIL_PRIVATE_KEY_1])
    const before = await chain().getBalance({ address: merchant })
    await payWith('Pay 0.01 ETH', '0.01 ETH')
    const payers = payView().getByRole('group', { name: 'Pay from' })
    const radios = payers.getByRole('radio')
    expect(await radios.count()).toBe(2)
    // Each account in full with its balance of ETH, the active one chosen first.
    for (const [index, address] of [ANVIL_ADDRESS_0, ANVIL_ADDRESS_1].entries()) {
      const row = payers.locator('label').nth(index)
      expect(await row.locator('bdi').textContent()).toBe(address)
      expect(await row.textContent()).toMatch(/Balance: \d+(\.\d+)? ETH$/)
    }
    expect(await radios.nth(0).isChecked()).toBe(true)
    await radios.nth(0).focus()
    await run.page.keyboard.press('ArrowDown')
    await expect.poll(() => radios.nth(1).isChecked()).toBe(true)
    expect(await radios.nth(0).isChecked()).toBe(false)
    // The review names the account that pays.
    await payView().getByTestId('pay-summary').getByText(ANVIL_ADDRESS_1).waitFor()
    await expectAccessible(run.page, 'Pay, two accounts')
    await payView().getByRole('button', { name: 'Approve' }).click()
    const id = await paidId()
    const transaction = await chain().getTransaction({ hash: id })
    expect(transaction.from.toLowerCase()).toBe(ANVIL_ADDRESS_1.toLowerCase())
    expect((await chain().getBalance({ address: merchant })) - before).toBe(parseEther('0.01'))
    const sent = controls.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(sent).toHaveLength(1)
    // Paying from another account did not change the site's active one.
    await run.demo.accountButton(SHORT_0).waitFor()
  }, 120_000)

  it('a request on a network Pay does not serve (Solana) rejects at once with PAY_NETWORK_NOT_SUPPORTED', async () => {
    const { controls } = await connected()
    const { code, message } = await payInPage({
      network: `solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`,
      asset: 'native',
      amount: '0.01',
      recipient: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    })
    expect([code, message]).toEqual(['PAY_NETWORK_NOT_SUPPORTED', 'This site cannot pay on that network'])
    await payView().getByRole('alert').getByText(message).waitFor()
    expect(methodsSeen(controls)).not.toContain('eth_sendTransaction')
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

  it('a wallet that sends something else than the transfer shown: the promise rejects, the merchant is not told paid', async () => {
    const { controls } = await connected()
    await payWith('Pay 0.01 ETH', '0.01 ETH')
    // A compromised wallet: the same amount, to another address, and the hash of that transaction.
    controls.tamperNext((transaction) => ({ ...transaction, to: ANVIL_ADDRESS_1 }))
    const merchantBefore = await chain().getBalance({ address: merchant })
    await payView().getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => result().getAttribute('data-code'), { timeout: 60_000 })
      .toBe('PAY_TRANSACTION_MISMATCH')
    const alert = payView().getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe(
      'Your wallet sent another transaction than the payment shown: check your wallet',
    )
    expect(await result().textContent()).toBe(await alert.textContent())
    expect(await payView().getByText(/^Paid/).count()).toBe(0)
    expect(await chain().getBalance({ address: merchant })).toBe(merchantBefore)
    await expectAccessible(run.page, 'Pay, another transaction sent')
  }, 120_000)

  it('a balance too small is said with the numbers, before any wallet prompt', async () => {
    const { controls } = await connected()
    const { code, message } = await payInPage({
      network: `eip155:${DEVNET_A}`,
      asset: 'native',
      amount: '1000000',
      recipient: EVM_DEMO_MERCHANT,
    })
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
