import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_1, DEVNET_A } from '../devnet/local-networks.js'
import { UNISWAP_V2_ROUTER_ADDRESS, WETH_ADDRESS } from '../devnet/uniswap.js'
import { uniswapArtifact } from '../devnet/uniswap-artifacts.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loadDemoWithScriptedWallet, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * Swap on EVM, end to end: the demo in Chromium on anvil with the local Uniswap v2 and the local API's
 * convert routes, a scripted EIP-6963 wallet without batching. FUSD → FOY needs an approval: the view
 * names the two prompts in order, the wallet is asked twice, and the chain's balances move: exactly the
 * amount of FUSD out, at least the minimum shown of FOY in.
 */

const run = useDemoInChromium()
const chain = () => createPublicClient({ transport: http(run.stack.devnets[0]?.rpcUrl) })
const tokenOf = (symbol: string) => {
  const token = run.stack.tokens[DEVNET_A].tokens.find((each) => each.symbol === symbol)
  if (!token) throw new Error(`the devnet has no ${symbol}`)
  return token.address as `0x${string}`
}
/** Another account buys FOY with `eth` on the pool the demo swaps on: FOY's price moves up. */
async function whaleBuysFoy(eth: string) {
  const rpcUrl = run.stack.devnets[0]?.rpcUrl
  const whale = createWalletClient({
    account: privateKeyToAccount(ANVIL_PRIVATE_KEY_1),
    transport: http(rpcUrl),
  })
  const deadline = (await chain().getBlock()).timestamp + 600n
  const hash = await whale.writeContract({
    chain: null,
    address: UNISWAP_V2_ROUTER_ADDRESS,
    abi: uniswapArtifact('UniswapV2Router02').abi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [WETH_ADDRESS, tokenOf('FOY')], whale.account.address, deadline],
    value: parseEther(eth),
  })
  const receipt = await chain().waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('the whale swap reverted')
}

const balanceOf = (token: `0x${string}`) =>
  chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [ANVIL_ADDRESS_0] })

describe('Swap on EVM in Chromium', () => {
  it('swaps FUSD for FOY with an approval first: two prompts in order; the balances move', async () => {
    const { controls } = await loadDemoWithScriptedWallet(run, {})
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await run.page.getByRole('dialog', { name: 'Swap' }).waitFor()
    const form = run.demo.dialog.locator('form.foyer-send')
    await form.getByLabel('You pay').selectOption({ label: 'FUSD' })
    await form.getByLabel('You receive').selectOption({ label: 'FOY' })
    const [fusd, foy] = [tokenOf('FUSD'), tokenOf('FOY')]
    const before = { fusd: await balanceOf(fusd), foy: await balanceOf(foy) }
    await form.getByLabel(/^Amount/).fill('10')
    const quote = form.getByTestId('swap-quote')
    await quote.waitFor({ timeout: 30_000 })
    const words = (await quote.textContent()) ?? ''
    expect(words).toContain('You pay10 FUSD')
    // The price impact against the pool's own price (a quote for a thousandth of the amount), in words.
    expect(words).toMatch(/Price impact\d+\.\d\d %/)
    // The network fee in ETH (its dollar value where the Tokens list priced ETH), counting the approval.
    expect(words).toMatch(/Network fee≈ 0\.\d+ ETH( \(\$[\d.,]+\))?, includes the approval/)
    const minimum = /You receive at least([\d.]+) FOY/.exec(words)?.[1]
    if (!minimum) throw new Error(`no minimum in ${words}`)
    // The quoted form, in both themes.
    await expectAccessible(run.page, 'Swap, quoted')
    await form.getByRole('button', { name: 'Swap', exact: true }).click()
    await run.demo.dialog.getByText(/^Swapped 10 FUSD for at least/).waitFor({ timeout: 60_000 })
    const sent = controls.requests.filter((request) => request.method === 'eth_sendTransaction')
    // The approval first (to the FUSD contract), then the swap (to the router).
    expect(sent).toHaveLength(2)
    const targets = sent.map((request) => JSON.stringify(request).toLowerCase())
    expect(targets[0]).toContain(fusd.toLowerCase())
    expect(targets[1]).not.toContain(`"to":"${fusd.toLowerCase()}"`)
    expect(await balanceOf(fusd)).toBe(before.fusd - parseUnits('10', 18))
    expect((await balanceOf(foy)) - before.foy >= parseUnits(minimum, 18)).toBe(true)
  }, 120_000)

  it('says a failed quote as a failed quote, never as a short balance, and asks the wallet nothing', async () => {
    const { controls } = await loadDemoWithScriptedWallet(run, {})
    // The local API's quote route fails (as the service does when its provider is down).
    await run.page.route('**/v1/convert/quotes**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"reasons":[]}' }),
    )
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const form = run.demo.dialog.locator('form.foyer-send')
    await form.getByLabel('You pay').selectOption({ label: 'FUSD' })
    await form.getByLabel('You receive').selectOption({ label: 'FOY' })
    await form.getByLabel(/^Amount/).fill('10')
    const alert = form.getByRole('alert')
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toMatch(/^Could not get a quote for FUSD → FOY: /)
    expect(await run.demo.dialog.textContent()).not.toMatch(/insufficient|not enough/i)
    await expectAccessible(run.page, 'Swap, quote failed')
    expect(await form.getByRole('button', { name: 'Swap', exact: true }).isDisabled()).toBe(true)
    expect(controls.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([])
    await run.page.unroute('**/v1/convert/quotes**')
  }, 120_000)

  it('stops before the wallet when the price moved past the slippage since the quote; the new quote then swaps', async () => {
    const { controls } = await loadDemoWithScriptedWallet(run, {})
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const form = run.demo.dialog.locator('form.foyer-send')
    await form.getByLabel('You pay').selectOption({ label: 'ETH' })
    await form.getByLabel('You receive').selectOption({ label: 'FOY' })
    await form.getByLabel(/^Amount/).fill('1')
    const quote = form.getByTestId('swap-quote')
    await quote.waitFor({ timeout: 30_000 })
    const minimumShown = /You receive at least([\d.]+) FOY/.exec((await quote.textContent()) ?? '')?.[1]
    if (!minimumShown) throw new Error('no minimum shown')
    // Between the quote and the click, someone buys FOY with 10 ETH: 1 ETH now gives over 1 % less.
    await whaleBuysFoy('10')
    await form.getByRole('button', { name: 'Swap', exact: true }).click()
    const alert = form.getByRole('alert')
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toBe(
      `The price moved: the swap would give less than ${minimumShown} FOY (the minimum shown, 1 % slippage). Check the new quote.`,
    )
    expect(controls.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([])
    // The new quote, with its lower numbers, shows; Swap takes it.
    await expect
      .poll(async () => /You receive at least([\d.]+) FOY/.exec((await quote.textContent()) ?? '')?.[1], {
        timeout: 30_000,
      })
      .not.toBe(minimumShown)
    const newMinimum = /You receive at least([\d.]+) FOY/.exec((await quote.textContent()) ?? '')?.[1] ?? ''
    expect(parseUnits(newMinimum, 18) < parseUnits(minimumShown, 18)).toBe(true)
    const foyBefore = await balanceOf(tokenOf('FOY'))
    await form.getByRole('button', { name: 'Swap', exact: true }).click()
    await run.demo.dialog.getByText(/^Swapped 1 ETH for at least/).waitFor({ timeout: 60_000 })
    expect(controls.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)
    expect((await balanceOf(tokenOf('FOY'))) - foyBefore >= parseUnits(newMinimum, 18)).toBe(true)
  }, 180_000)

  it('a swap that reverts on the chain (a trade landed first, past the minimum) says so, never "Swapped"', async () => {
    const { controls } = await loadDemoWithScriptedWallet(run, {})
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const form = run.demo.dialog.locator('form.foyer-send')
    await form.getByLabel('You pay').selectOption({ label: 'ETH' })
    await form.getByLabel('You receive').selectOption({ label: 'FOY' })
    await form.getByLabel(/^Amount/).fill('1')
    await form.getByTestId('swap-quote').waitFor({ timeout: 30_000 })
    // Foyer's checks all pass; then, while the wallet's prompt is open, someone buys FOY with 10 ETH
    // (a front-runner), so the swap as signed gives less than its minimum and the router reverts it.
    controls.beforeNext('eth_sendTransaction', () => whaleBuysFoy('10'))
    const foyBefore = await balanceOf(tokenOf('FOY'))
    const ethBefore = await chain().getBalance({ address: ANVIL_ADDRESS_0 })
    await form.getByRole('button', { name: 'Swap', exact: true }).click()
    const failed = run.demo.dialog.getByText(/^The swap failed on the chain \(it reverted\)/)
    await failed.waitFor({ timeout: 60_000 })
    expect(await failed.textContent()).toBe(
      'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.',
    )
    expect(await run.demo.dialog.getByText(/^Swapped/).count()).toBe(0)
    expect(controls.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)
    // The chain agrees: no FOY came in, and the 1 ETH stayed (only the fee left the account).
    expect(await balanceOf(tokenOf('FOY'))).toBe(foyBefore)
    const spent = ethBefore - (await chain().getBalance({ address: ANVIL_ADDRESS_0 }))
    expect(spent > 0n && spent < parseEther('0.01')).toBe(true)
    await expectAccessible(run.page, 'Swap, reverted on the chain')
  }, 120_000)

  it('Max on ETH leaves the network fee: the amount is the balance less a little, and the quote shows its fee', async () => {
    await loadDemoWithScriptedWallet(run, {})
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const form = run.demo.dialog.locator('form.foyer-send')
    await form.getByLabel('You pay').selectOption({ label: 'ETH' })
    await form.getByLabel('You receive').selectOption({ label: 'FOY' })
    const amount = form.getByLabel(/^Amount/)
    await form.getByRole('button', { name: 'Max' }).click()
    await expect.poll(() => amount.inputValue(), { timeout: 30_000 }).not.toBe('')
    const balance = await chain().getBalance({ address: ANVIL_ADDRESS_0 })
    const left = balance - parseEther(await amount.inputValue())
    // Less than the whole balance (the fee is left, with its margin), and by no more than a fee.
    expect(left > 0n).toBe(true)
    expect(left < parseEther('0.01')).toBe(true)
    const quote = form.getByTestId('swap-quote')
    await quote.waitFor({ timeout: 30_000 })
    expect((await quote.textContent()) ?? '').toMatch(/Network fee≈ 0\.\d+ ETH/)
    expect(await form.getByRole('button', { name: 'Swap', exact: true }).isDisabled()).toBe(false)
  }, 120_000)
})
