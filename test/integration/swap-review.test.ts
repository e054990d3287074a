import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../core/src/api/blockchain/convert.types.js'
import type {
  PreviewedRequest,
  RequestContext,
} from '../../core/src/chains/eip155/preview/previewed-request.js'
import { decodeRouterSwap } from '../../core/src/chains/eip155/preview/router-calls.js'
import type { ChainReader } from '../../core/src/chains/eip155/preview/token-facts.js'
import { sendTransactionPreview } from '../../core/src/chains/eip155/preview/transaction-preview.js'
import { devnetViemChain, FOY_ADDRESS, FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1, ANVIL_PRIVATE_KEY_0 } from '../devnet/local-networks.js'
import { UNISWAP_V2_ROUTER_ADDRESS, WETH_ADDRESS } from '../devnet/uniswap.js'
import { uniswapArtifact } from '../devnet/uniswap-artifacts.js'
import { type SwapStack, useSwapStack } from './swap-stack.js'

// The review of a swap against what the chain does with it: the local API builds the approval and
// the router call, the embedded wallet's preview puts them in words (reading the tokens from anvil),
// then the very parameters the preview hands the signer are signed with a real key and mined. The
// balances are the oracle: the words must say what happened (the tokens paid exactly, at least the
// minimum received, by the account named). Calls a hostile site could write instead (another
// recipient, another path, a look-alike router) must read as what they are.

let stack: SwapStack
useSwapStack((started) => {
  stack = started
})

const user = ANVIL_ADDRESS_0
const read: ChainReader = async ({ to, data }) => (await stack.chain.call({ to, data })).data ?? '0x'

/** The embedded wallet's review of `transaction`, on the devnet whose declared router is Uniswap's. */
async function review(transaction: Record<string, unknown>): Promise<PreviewedRequest> {
  const latest = await stack.chain.getBlock()
  const context: RequestContext = {
    network: { name: 'Foyer Devnet A', symbol: 'ETH', swapRouter: UNISWAP_V2_ROUTER_ADDRESS },
    chainId: stack.anvil.chainId,
    read,
    account: user,
    // The chain's time: the deadline is the router's to check against its blocks.
    now: Number(latest.timestamp) * 1000,
  }
  return sendTransactionPreview([transaction], context)
}

/** Signs and sends exactly the parameters the review handed the signer; the receipt. */
async function sendReviewed({ params }: PreviewedRequest) {
  const request = params?.[0] as { to: Address; data: Hex; value: Hex } | undefined
  if (!request) throw new Error('the review refused the request')
  const wallet = createWalletClient({
    account: privateKeyToAccount(ANVIL_PRIVATE_KEY_0),
    chain: devnetViemChain(stack.anvil.chainId, stack.anvil.rpcUrl),
    transport: http(stack.anvil.rpcUrl),
  })
  const hash = await wallet.sendTransaction({
    to: request.to,
    data: request.data,
    value: BigInt(request.value),
    gas: 400_000n,
  })
  return stack.chain.waitForTransactionReceipt({ hash })
}

const balanceOf = (token: Address, owner: Address = user) =>
  stack.chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** The swap sentence's numbers: 'Swap exactly 10 FUSD for at least 9.85 FOY'. */
function sentence(preview: PreviewedRequest['preview']) {
  const text = preview.sections.find((section) => section.heading === 'Swap')?.rows[0]?.detail ?? ''
  const match = /^Swap exactly ([\d.]+) (\w+) for at least ([\d.]+) (\w+)$/.exec(text)
  if (!match) throw new Error(`not a swap sentence: ${text}`)
  return { paid: match[1] ?? '', paidSymbol: match[2], minimum: match[3] ?? '', gotSymbol: match[4] }
}

/** The approval and swap the local API builds for `amount` of FUSD → FOY. */
async function buildFusdForFoy(amount: bigint) {
  const pair = { network: stack.network, from: FUSD_ADDRESS, to: FOY_ADDRESS }
  const approval = await stack.convert.buildApproval({ ...pair, userAddress: user, amount })
  const swap = () => stack.convert.buildSwap({ ...pair, amount, userAddress: user, disableEstimate: true })
  return { approval, swap }
}

const asTransaction = (call: { to: Address; data: Hex; value: bigint }) => ({
  from: user,
  to: call.to,
  data: call.data,
  value: `0x${call.value.toString(16)}`,
})

describe('a swap the embedded wallet reviews, then executed on anvil', () => {
  it('FUSD → FOY: the approval names the router and the amount; the swap’s words are what the chain did', async () => {
    const amount = parseUnits('10', 18)
    const { approval, swap } = await buildFusdForFoy(amount)
    const approvalReview = await review(asTransaction(approval))
    expect(approvalReview.preview.sections[1]).toEqual({
      heading: 'Allowance',
      rows: [
        {
          address: UNISWAP_V2_ROUTER_ADDRESS,
          detail: 'The Uniswap router may spend this wallet’s FUSD',
          detailText: {
            text: '{router} may spend this wallet’s {name}',
            values: { router: { text: 'The Uniswap router' }, name: 'FUSD' },
          },
          amount: '10 FUSD',
          figure: { amount: '10', symbol: 'FUSD' },
          note: undefined,
        },
      ],
    })
    expect(approvalReview.preview.warnings).toBeUndefined()
    expect((await sendReviewed(approvalReview)).status).toBe('success')

    const built = await swap()
    const { preview, params } = await review(asTransaction(built))
    expect(preview.refusal).toBeUndefined()
    expect(preview.warnings).toBeUndefined()
    const words = sentence(preview)
    expect(words).toMatchObject({ paid: '10', paidSymbol: 'FUSD', gotSymbol: 'FOY' })
    const rows = preview.sections[1]?.rows ?? []
    expect(rows.slice(1, 4).map((row) => [row.address, row.detail])).toEqual([
      [FUSD_ADDRESS, 'Pays FUSD'],
      [FOY_ADDRESS, 'Receives FOY'],
      [user, `Receives at least ${words.minimum} FOY: this wallet`],
    ])
    expect(rows[4]?.detail).toMatch(/^Valid until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/)

    const before = { fusd: await balanceOf(FUSD_ADDRESS), foy: await balanceOf(FOY_ADDRESS) }
    expect((await sendReviewed({ preview, params })).status).toBe('success')
    expect(before.fusd - (await balanceOf(FUSD_ADDRESS))).toBe(parseUnits(words.paid, 18))
    expect((await balanceOf(FOY_ADDRESS)) - before.foy).toBeGreaterThanOrEqual(parseUnits(words.minimum, 18))
  })

  it('ETH → FOY: the ETH paid is the value, exactly; at least the minimum of FOY arrives', async () => {
    const amount = parseEther('0.5')
    const built = await stack.convert.buildSwap({
      network: stack.network,
      from: NATIVE_TOKEN_ADDRESS,
      to: FOY_ADDRESS,
      amount,
      userAddress: user,
      disableEstimate: true,
    })
    const reviewed = await review(asTransaction(built))
    const words = sentence(reviewed.preview)
    expect(words).toMatchObject({ paid: '0.5', paidSymbol: 'ETH', gotSymbol: 'FOY' })
    // The path starts with the router's own WETH (read from the chain): nothing to warn of.
    expect(reviewed.preview.warnings).toBeUndefined()
    const [ethBefore, foyBefore] = await Promise.all([
      stack.chain.getBalance({ address: user }),
      balanceOf(FOY_ADDRESS),
    ])
    const receipt = await sendReviewed(reviewed)
    expect(receipt.status).toBe('success')
    const ethAfter = await stack.chain.getBalance({ address: user })
    expect(ethBefore - ethAfter).toBe(parseEther(words.paid) + receipt.gasUsed * receipt.effectiveGasPrice)
    expect((await balanceOf(FOY_ADDRESS)) - foyBefore).toBeGreaterThanOrEqual(parseUnits(words.minimum, 18))
  })
})

describe('a swap call a hostile site rewrote, reviewed and executed', () => {
  /** The API's FUSD → FOY swap, approved, and its decoded arguments to rewrite. */
  async function approvedSwap(amount: bigint) {
    const { approval, swap } = await buildFusdForFoy(amount)
    expect((await sendReviewed(await review(asTransaction(approval)))).status).toBe('success')
    const built = await swap()
    const decoded = decodeRouterSwap(built.data)
    if (decoded?.exact !== 'in' || decoded.amountIn === undefined) throw new Error('not an exact-input swap')
    const rewrite = (path: readonly Address[], to: Address, minimum = decoded.amountOutMin) =>
      encodeFunctionData({
        abi: uniswapArtifact('UniswapV2Router02').abi,
        functionName: decoded.function,
        args: [decoded.amountIn, minimum, [...path], to, decoded.deadline],
      } as never)
    return { built, rewrite, path: decoded.path }
  }

  it('another recipient: a loud warning naming it, and the FOY indeed go there', async () => {
    const amount = parseUnits('10', 18)
    const { built, rewrite, path } = await approvedSwap(amount)
    const stolen = await review(asTransaction({ ...built, data: rewrite(path, ANVIL_ADDRESS_1) }))
    expect(stolen.preview.warnings).toEqual([`The FOY go to ${ANVIL_ADDRESS_1}, not to your account.`])
    const words = sentence(stolen.preview)
    expect(stolen.preview.sections[1]?.rows[3]).toMatchObject({
      address: ANVIL_ADDRESS_1,
      detail: `Receives at least ${words.minimum} FOY: NOT this wallet`,
    })
    const before = {
      mine: await balanceOf(FOY_ADDRESS),
      theirs: await balanceOf(FOY_ADDRESS, ANVIL_ADDRESS_1),
    }
    expect((await sendReviewed(stolen)).status).toBe('success')
    expect(await balanceOf(FOY_ADDRESS)).toBe(before.mine)
    expect((await balanceOf(FOY_ADDRESS, ANVIL_ADDRESS_1)) - before.theirs).toBeGreaterThanOrEqual(
      parseUnits(words.minimum, 18),
    )
  })

  it('another path (through WETH, no minimum): the path and “no minimum” are said, and hold', async () => {
    const amount = parseUnits('10', 18)
    const { built, rewrite } = await approvedSwap(amount)
    const detour = await review(
      asTransaction({ ...built, data: rewrite([FUSD_ADDRESS, WETH_ADDRESS, FOY_ADDRESS], user, 0n) }),
    )
    const rows = detour.preview.sections[1]?.rows ?? []
    expect(rows[0]?.detail).toBe(
      'Swap exactly 10 FUSD for any amount of FOY (no minimum: you may receive nothing)',
    )
    expect(rows.slice(1, 4).map((row) => [row.address, row.detail])).toEqual([
      [FUSD_ADDRESS, 'Pays FUSD'],
      [WETH_ADDRESS, 'Through WETH'],
      [FOY_ADDRESS, 'Receives FOY'],
    ])
    expect(detour.preview.warnings).toEqual(['No minimum: you may receive nothing for the 10 FUSD you pay.'])
    const [fusdBefore, wethPool] = [await balanceOf(FUSD_ADDRESS), await balanceOf(WETH_ADDRESS, user)]
    expect((await sendReviewed(detour)).status).toBe('success')
    expect(fusdBefore - (await balanceOf(FUSD_ADDRESS))).toBe(amount)
    // Through WETH, not into it: the user holds no more WETH than before.
    expect(await balanceOf(WETH_ADDRESS, user)).toBe(wethPool)
  })

  it('the same call to a contract other than the declared router: an unverified contract, never a swap', async () => {
    const { built } = await approvedSwap(parseUnits('10', 18))
    const lookalike = await review(asTransaction({ ...built, to: FOY_ADDRESS }))
    expect(lookalike.preview.sections).toHaveLength(1)
    expect(lookalike.preview.sections[0]?.rows[0]?.detail).toMatch(
      /^Calls a contract \(unverified\): it may move any of your assets · function 0x38ed1739$/,
    )
    expect(lookalike.preview.warnings).toEqual([
      `This calls function 0x38ed1739 of ${FOY_ADDRESS}, which Foyer cannot read: it may move any of your assets.`,
    ])
    expect(JSON.stringify(lookalike.preview)).not.toMatch(/Swap exactly|Uniswap/)
  })
})
