import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { devnetViemChain } from '../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_1, ANVIL_PRIVATE_KEY_0, DEVNET_A } from '../devnet/local-networks.js'
import { UNISWAP_V2_ROUTER_ADDRESS } from '../devnet/uniswap.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail, requestEmbeddedWallet } from './support/email-login.js'

/**
 * Swap from the embedded wallet (email login), end to end: FUSD → FOY needs an approval, then the
 * router call; each opens the ApproveTransaction view, which says in words what will be signed (the
 * Uniswap router may spend 10 FUSD; swap exactly 10 FUSD for at least the minimum of FOY, to this
 * wallet). The visitor approves both, and anvil's balances move as the words said.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const rpcUrl = () => run.stack.devnets[0]?.rpcUrl ?? ''
const chain = () => createPublicClient({ transport: http(rpcUrl()) })
const tokenOf = (symbol: string) => {
  const token = run.stack.tokens[DEVNET_A].tokens.find((each) => each.symbol === symbol)
  if (!token) throw new Error(`the devnet has no ${symbol}`)
  return token.address as `0x${string}`
}
const balanceOf = (token: `0x${string}`, owner: `0x${string}`) =>
  chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('Swap from the embedded wallet', () => {
  it('reviews the approval and the swap in words, both approved, and the balances move as said', async () => {
    const address = await loginWithEmail(run, 'swapper@example.com')
    const [fusd, foy] = [tokenOf('FUSD'), tokenOf('FOY')]
    // The login's account holds ETH only: anvil's account #0 gives it 25 FUSD.
    const giver = createWalletClient({
      account: privateKeyToAccount(ANVIL_PRIVATE_KEY_0),
      chain: devnetViemChain(DEVNET_A, rpcUrl()),
      transport: http(rpcUrl()),
    })
    const gift = await giver.writeContract({
      address: fusd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseUnits('25', 18)],
    })
    expect((await chain().waitForTransactionReceipt({ hash: gift })).status).toBe('success')
    const before = { fusd: await balanceOf(fusd, address), foy: await balanceOf(foy, address) }

    await run.demo.accountButton(shortenAddress(address)).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await run.page.getByRole('dialog', { name: 'Swap' }).waitFor()
    const form = run.demo.dialog.locator('form.foyer-send')
    await form.getByLabel('You pay').selectOption({ label: 'FUSD' })
    await form.getByLabel('You receive').selectOption({ label: 'FOY' })
    await form.getByLabel(/^Amount/).fill('10')
    await form.getByTestId('swap-quote').waitFor({ timeout: 30_000 })
    await form.getByRole('button', { name: 'Swap', exact: true }).click()

    // The approval: the router named, exactly the amount, no unlimited allowance.
    const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approval.getByRole('region').first().waitFor({ timeout: 30_000 })
    const allowance = (await approval.textContent()) ?? ''
    expect(allowance).toContain('The Uniswap router may spend this wallet’s FUSD')
    expect(allowance).toContain(UNISWAP_V2_ROUTER_ADDRESS)
    expect(allowance).toContain('10 FUSD')
    expect(allowance).not.toMatch(/unlimited|cannot read|unverified/i)
    await expectAccessible(run.page, 'Approve the swap’s allowance')
    await approval.getByRole('button', { name: 'Approve' }).click()

    // The swap: in words, to this wallet.
    const sentence = approval.getByText(/^Swap exactly 10 FUSD for at least [\d.]+ FOY$/)
    await sentence.waitFor({ timeout: 60_000 })
    const minimum = /at least ([\d.]+) FOY/.exec((await sentence.textContent()) ?? '')?.[1]
    if (!minimum) throw new Error('no minimum in the review')
    const swap = (await approval.textContent()) ?? ''
    expect(swap).toContain('The Uniswap router (declared by this network)')
    expect(swap).toContain(`Receives at least ${minimum} FOY: this wallet`)
    expect(swap).toMatch(/Valid until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/)
    expect(swap).not.toMatch(/not to your account|cannot read|unverified|no minimum/i)
    await expectAccessible(run.page, 'Approve the swap')
    await approval.getByRole('button', { name: 'Approve' }).click()

    await expect
      .poll(() => balanceOf(fusd, address), { timeout: 60_000 })
      .toBe(before.fusd - parseUnits('10', 18))
    expect((await balanceOf(foy, address)) - before.foy).toBeGreaterThanOrEqual(parseUnits(minimum, 18))
  }, 180_000)

  it('a site’s own router call paying someone else is warned of; the same call to a look-alike is unverified', async () => {
    const address = await loginWithEmail(run, 'hostile-site@example.com')
    const [fusd, foy] = [tokenOf('FUSD'), tokenOf('FOY')]
    const deadline = (await chain().getBlock()).timestamp + 600n
    const data = encodeFunctionData({
      abi: parseAbi([
        'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      ]),
      functionName: 'swapExactTokensForTokens',
      args: [parseUnits('5', 18), parseUnits('1', 18), [fusd, foy], ANVIL_ADDRESS_1, deadline],
    })
    const review = run.page.getByRole('dialog', { name: 'Approve transaction' })

    const stolen = requestEmbeddedWallet(run, 'eth_sendTransaction', [
      { from: address, to: UNISWAP_V2_ROUTER_ADDRESS, data },
    ])
    await review
      .getByText(`The FOY go to ${ANVIL_ADDRESS_1}, not to your account.`)
      .waitFor({ timeout: 30_000 })
    const words = (await review.textContent()) ?? ''
    expect(words).toContain('Swap exactly 5 FUSD for at least 1 FOY')
    expect(words).toContain('Receives at least 1 FOY: NOT this wallet')
    await expectAccessible(run.page, 'Approve a swap paying another account')
    await review.getByRole('button', { name: 'Decline' }).click()
    expect(await stolen).toMatchObject({ ok: false, code: 4001 })

    const lookalike = requestEmbeddedWallet(run, 'eth_sendTransaction', [{ from: address, to: foy, data }])
    await review
      .getByText(
        `This calls function 0x38ed1739 of ${foy}, which Foyer cannot read: it may move any of your assets.`,
      )
      .waitFor({ timeout: 30_000 })
    expect(await review.textContent()).not.toMatch(/Swap exactly|Uniswap/)
    await review.getByRole('button', { name: 'Decline' }).click()
    expect(await lookalike).toMatchObject({ ok: false, code: 4001 })
  }, 120_000)
})
