import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  http,
  isHex,
  maxUint256,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import { deployDevnetTokens, FRND_ADDRESS, FUSD_ADDRESS } from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1, DEVNET_A } from '../../devnet/local-networks.js'
import { approvingWallet, nodeRequest } from './approval-wallet.js'

/**
 * The embedded wallet's EVM review against a real anvil chain: each attack a site could make on the
 * review (a value the review misread, an unlimited allowance shown as "0 ETH", an operator over a
 * whole collection) is sent through Foyer's provider to a frame that signs on the chain; what the
 * review said is checked against what the chain did. The review against many generated transactions:
 * approval-properties.test.ts.
 */

const SPENDER = '0x000000000000000000000000000000000000BbBB'
const RECIPIENT = '0x000000000000000000000000000000000000F00D'
let anvil: Anvil
// A JSON-RPC endpoint that accepts requests and never answers.
let silent: Server

beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
  await deployDevnetTokens({
    rpcUrl: anvil.rpcUrl,
    chainId: DEVNET_A,
    nftBaseUri: 'http://127.0.0.1:1/nft/',
    holders: [ANVIL_ADDRESS_0, ANVIL_ADDRESS_1],
  })
  silent = createServer(() => undefined)
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  silent?.closeAllConnections()
  silent?.close()
  await anvil?.stop()
})

const chain = () => createPublicClient({ transport: http(anvil.rpcUrl) })
/** Sends through the provider and waits until the chain mined it. */
async function mined(
  provider: { request(args: { method: string; params?: unknown }): Promise<unknown> },
  transaction: unknown,
) {
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [transaction] })
  if (!isHex(hash)) throw new Error(`eth_sendTransaction answered ${String(hash)}`)
  return chain().waitForTransactionReceipt({ hash, pollingInterval: 20 })
}
const wallet = (rpcUrl = anvil.rpcUrl) =>
  approvingWallet({ rpcUrl, chainId: DEVNET_A, account: ANVIL_ADDRESS_0 })

describe('the EVM review against the chain', () => {
  it.each([
    ['a decimal string', '1000000000000000000'],
    ['a number', 1e18],
    ['0X', '0XDE0B6B3A7640000'],
  ])(
    'a value written as %s is refused, and nothing moves (it was shown as 0 ETH; the dev login frame then sent 1 ETH)',
    async (_, value) => {
      const { provider, previews, handed } = wallet()
      const before = await chain().getBalance({ address: RECIPIENT })
      const sent = provider.request({ method: 'eth_sendTransaction', params: [{ to: RECIPIENT, value }] })
      await expect(sent).rejects.toMatchObject({ code: 4001 })
      expect(previews[0]?.refusal).toMatch(
        /^Foyer cannot read this request: value .* is not a 0x hex quantity\.$/,
      )
      expect(handed).toEqual([])
      expect(await chain().getBalance({ address: RECIPIENT })).toBe(before)
    },
  )

  it('an unlimited ERC-20 approval reads "unlimited FUSD" with the spender in full, and is what the chain records', async () => {
    const { provider, previews } = wallet()
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] })
    await mined(provider, { to: FUSD_ADDRESS, data })
    const [preview] = previews
    expect(preview?.sections[1]).toEqual({
      heading: 'Allowance',
      rows: [
        {
          address: SPENDER,
          detail: 'May spend this wallet’s FUSD',
          detailText: { text: 'May spend this wallet’s {name}', values: { name: 'FUSD' } },
          amount: 'unlimited FUSD',
          amountText: { text: 'unlimited {token}', values: { token: 'FUSD' } },
          note: undefined,
        },
      ],
    })
    expect(preview?.warnings?.[0]).toContain(
      `Unlimited allowance: ${SPENDER} may spend all of this wallet’s FUSD`,
    )
    // Nothing but the fee leaves: the value is exactly 0, the fee is the node's estimate.
    expect(preview?.totals[0]).toEqual({
      label: 'Leaves this wallet',
      value: '0 ETH',
      figure: { amount: '0', symbol: 'ETH' },
    })
    expect(preview?.totals.slice(1).map((total) => total.label)).toEqual(['Network fee', 'Total'])
    expect(preview?.totals[1]?.value).toMatch(/^About 0\.\d+ ETH$/)
    const allowance = await chain().readContract({
      address: FUSD_ADDRESS,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [ANVIL_ADDRESS_0, SPENDER],
    })
    expect(allowance).toBe(maxUint256)
  })

  it('setApprovalForAll names the operator over the whole collection, which the chain then records', async () => {
    const { provider, previews } = wallet()
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [SPENDER, true],
    })
    await mined(provider, { to: FRND_ADDRESS, data })
    expect(previews[0]?.sections[1]?.rows[0]).toEqual({
      address: SPENDER,
      detail: `May move every token this wallet holds in FRND (${FRND_ADDRESS})`,
      detailText: {
        text: 'May move every token this wallet holds in {name} ({token})',
        values: { name: 'FRND', token: FRND_ADDRESS },
      },
      amount: 'all tokens',
      amountText: { text: 'all tokens' },
    })
    expect(previews[0]?.warnings).toHaveLength(1)
    const approved = await chain().readContract({
      address: FRND_ADDRESS,
      abi: erc721Abi,
      functionName: 'isApprovedForAll',
      args: [ANVIL_ADDRESS_0, SPENDER],
    })
    expect(approved).toBe(true)
  })

  it('an NFT transferFrom shows the token id the chain then moves', async () => {
    const { provider, previews } = wallet()
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [ANVIL_ADDRESS_0, RECIPIENT, 1n],
    })
    await mined(provider, { to: FRND_ADDRESS, data })
    expect(previews[0]?.sections[1]?.rows[0]).toMatchObject({ address: RECIPIENT, amount: 'token #1' })
    const owner = await chain().readContract({
      address: FRND_ADDRESS,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [1n],
    })
    expect(owner).toBe(RECIPIENT)
  })

  it('when the chain does not answer, the review shows raw units and says so, within its short wait', async () => {
    const { provider, previews } = wallet(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECIPIENT, parseEther('2')],
    })
    // The frame's own send hangs too: only the review is awaited here.
    void provider
      .request({ method: 'eth_sendTransaction', params: [{ to: FUSD_ADDRESS, data }] })
      .catch(() => undefined)
    // The review's waits for the token and the fee are bounded (2 s each): it shows, with what it
    // could not read said so, well within this deadline.
    await expect.poll(() => previews.length, { timeout: 20_000 }).toBe(1)
    expect(previews[0]?.totals.find((total) => total.label === 'Network fee')?.value).toBe(
      'Could not be read',
    )
    expect(previews[0]?.sections[1]?.rows[0]).toMatchObject({
      amount: '2000000000000000000 raw units',
      amountText: {
        text: '{amount} raw units',
        values: { amount: { amount: '2000000000000000000', symbol: '' } },
      },
      note: 'The chain did not tell this token’s decimals: raw units',
    })
  })

  it('the node reads what the frame is handed exactly as the review did', async () => {
    const { provider, handed } = wallet()
    const value = '0x0de0b6b3a7640000'
    const before = await chain().getBalance({ address: RECIPIENT })
    await mined(provider, { to: RECIPIENT.toLowerCase(), value })
    expect(handed).toEqual([[{ to: RECIPIENT.toLowerCase(), value: '0xde0b6b3a7640000' }]])
    expect((await chain().getBalance({ address: RECIPIENT })) - before).toBe(parseEther('1'))
    expect(await nodeRequest(anvil.rpcUrl, 'eth_chainId', [])).toBe('0x7a69')
  })
})
