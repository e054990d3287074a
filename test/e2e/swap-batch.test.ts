import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { DELEGATED_TO_BATCH_EXECUTOR } from '../devnet/contracts/batch-executor.js'
import { ANVIL_ADDRESS_0, DEVNET_A } from '../devnet/local-networks.js'
import { UNISWAP_V2_ROUTER_ADDRESS } from '../devnet/uniswap.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loadDemoWithScriptedWallet, methodsSeen, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * Swap with a wallet that batches (EIP-5792), end to end: the demo in Chromium on anvil with the local
 * Uniswap v2, the scripted EIP-6963 wallet reporting atomic batching (it runs a batch as one EIP-7702
 * transaction). FUSD → FOY needs an approval: the wallet is asked once (`wallet_sendCalls`, never
 * `eth_sendTransaction`), and the chain's balances move as with two prompts: exactly the amount of
 * FUSD out, at least the minimum shown of FOY in, and no allowance left over.
 */

const run = useDemoInChromium()
const chain = () => createPublicClient({ transport: http(run.stack.devnets[0]?.rpcUrl) })
const tokenOf = (symbol: string) => {
  const token = run.stack.tokens[DEVNET_A].tokens.find((each) => each.symbol === symbol)
  if (!token) throw new Error(`the devnet has no ${symbol}`)
  return token.address as `0x${string}`
}
const balanceOf = (token: `0x${string}`) =>
  chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [ANVIL_ADDRESS_0] })

describe('Swap on EVM with a batching wallet in Chromium', () => {
  it('approves and swaps FUSD for FOY in one wallet prompt; the balances move', async () => {
    const { controls } = await loadDemoWithScriptedWallet(run, { batching: 'atomic' })
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
    const minimum = /You receive at least([\d.]+) FOY/.exec((await quote.textContent()) ?? '')?.[1]
    if (!minimum) throw new Error(`no minimum in ${await quote.textContent()}`)
    await form.getByRole('button', { name: 'Swap', exact: true }).click()
    await run.demo.dialog.getByText(/^Swapped 10 FUSD for at least/).waitFor({ timeout: 60_000 })
    const methods = methodsSeen(controls)
    // One prompt: the approval and the swap in one request, and no transaction asked on its own.
    expect(methods.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1)
    expect(methods).not.toContain('eth_sendTransaction')
    expect(methods.indexOf('wallet_getCapabilities')).toBeLessThan(methods.indexOf('wallet_sendCalls'))
    const sent = controls.requests.find((request) => request.method === 'wallet_sendCalls')
    if (!sent) throw new Error('the wallet was not asked for a batch')
    const [calls] = sent.params as [{ calls: { to: string }[]; atomicRequired: boolean }]
    expect(calls.atomicRequired).toBe(true)
    expect(calls.calls.map((call) => call.to.toLowerCase())).toEqual([
      fusd.toLowerCase(),
      UNISWAP_V2_ROUTER_ADDRESS.toLowerCase(),
    ])
    expect(await balanceOf(fusd)).toBe(before.fusd - parseUnits('10', 18))
    expect((await balanceOf(foy)) - before.foy >= parseUnits(minimum, 18)).toBe(true)
    const allowance = await chain().readContract({
      address: fusd,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [ANVIL_ADDRESS_0, UNISWAP_V2_ROUTER_ADDRESS],
    })
    expect(allowance).toBe(0n)
    // The batch ran through the account's delegation to BatchExecutor (EIP-7702).
    expect(await chain().getCode({ address: ANVIL_ADDRESS_0 })).toBe(DELEGATED_TO_BATCH_EXECUTOR)
  }, 120_000)
})
