import fc from 'fast-check'
import {
  type Address,
  bytesToHex,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  isHex,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TransactionPreview } from '../../../core/src/machines/transaction-approval/transaction-approval.types.js'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import { deployDevnetTokens, FUSD_ADDRESS } from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1, DEVNET_A } from '../../devnet/local-networks.js'
import { approvingWallet, nodeRequest } from './approval-wallet.js'

/**
 * The review against execution: fast-check writes transactions from the calls Foyer decodes (ETH
 * transfers; ERC-20 transfer, approve — unlimited or not — and transferFrom on the FUSD token, and
 * bundles of them through wallet_sendCalls), Foyer's provider previews them and hands them to a
 * frame that sends them on anvil, and what the review says must be what the chain did: each
 * recipient's gain, each allowance, and "Leaves this wallet" exactly the ETH the wallet lost, the
 * fee apart.
 */

const WALLET = ANVIL_ADDRESS_0
// Has approved WALLET for an unlimited FUSD allowance: the source of transferFrom.
const OWNER = ANVIL_ADDRESS_1

type Op =
  | { kind: 'eth'; to: Address; value: bigint }
  | { kind: 'transfer'; to: Address; amount: bigint }
  | { kind: 'approve'; spender: Address; amount: bigint }
  | { kind: 'transferFrom'; to: Address; amount: bigint }

// Not the zero address (anvil's coinbase: it earns every fee) nor a precompile.
const someone = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(bytesToHex(bytes)))
  .filter((address) => BigInt(address) > 0xffffn)
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('eth' as const), to: someone, value: fc.bigInt(0n, parseEther('1')) }),
  fc.record({ kind: fc.constant('transfer' as const), to: someone, amount: fc.bigInt(0n, parseEther('1')) }),
  fc.record({
    kind: fc.constant('approve' as const),
    spender: someone,
    amount: fc.oneof(fc.bigInt(0n, 2n ** 200n), fc.constant(maxUint256)),
  }),
  fc.record({
    kind: fc.constant('transferFrom' as const),
    to: someone,
    amount: fc.bigInt(0n, parseEther('1')),
  }),
)

function call(op: Op): { to: Address; value?: `0x${string}`; data?: `0x${string}` } {
  switch (op.kind) {
    case 'eth':
      return { to: op.to, value: numberToHex(op.value) }
    case 'transfer':
      return {
        to: FUSD_ADDRESS,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [op.to, op.amount] }),
      }
    case 'approve':
      return {
        to: FUSD_ADDRESS,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [op.spender, op.amount] }),
      }
    case 'transferFrom':
      return {
        to: FUSD_ADDRESS,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [OWNER, op.to, op.amount],
        }),
      }
  }
}

/** An amount as the review writes it, as a number of the smallest unit. */
function amountOf(text: string | undefined): bigint {
  const match = /^(unlimited )?(\d+(?:\.\d+)?)? ?(ETH|FUSD)$/.exec(text ?? '')
  if (!match) throw new Error(`the review wrote the amount ${text}`)
  if (match[1]) return maxUint256
  return match[3] === 'ETH' ? parseEther(match[2] ?? '') : parseUnits(match[2] ?? '', 18)
}

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
  await deployDevnetTokens({
    rpcUrl: anvil.rpcUrl,
    chainId: DEVNET_A,
    nftBaseUri: 'http://127.0.0.1:1/nft/',
    holders: [WALLET, OWNER],
  })
  const approveAll = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [WALLET, maxUint256],
  })
  const hash = await nodeRequest(anvil.rpcUrl, 'eth_sendTransaction', [
    { from: OWNER, to: FUSD_ADDRESS, data: approveAll },
  ])
  if (!isHex(hash)) throw new Error(`eth_sendTransaction answered ${String(hash)}`)
  await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 10,
  })
})
afterAll(() => anvil?.stop())

describe('the EVM review against execution on anvil', () => {
  it('what the review says each call moves or allows is what the chain did (200 generated requests)', async () => {
    const chain = createPublicClient({ transport: http(anvil.rpcUrl, { batch: true }) })
    const ethOf = (address: Address) => chain.getBalance({ address })
    const fusdOf = (address: Address) =>
      chain.readContract({ address: FUSD_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const allowanceOf = (spender: Address) =>
      chain.readContract({
        address: FUSD_ADDRESS,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [WALLET, spender],
      })
    const { provider, previews, hashes } = approvingWallet({
      rpcUrl: anvil.rpcUrl,
      chainId: DEVNET_A,
      account: WALLET,
    })
    let runs = 0

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 3 }), fc.boolean(), async (ops, bundled) => {
        runs++
        const asBundle = bundled || ops.length > 1
        const recipients = ops.flatMap((item) => ('to' in item ? [item.to] : []))
        const [walletEth, walletFusd, ownerFusd, ...before] = await Promise.all([
          ethOf(WALLET),
          fusdOf(WALLET),
          fusdOf(OWNER),
          ...recipients.flatMap((to) => [ethOf(to), fusdOf(to)]),
        ])
        const sentBefore = hashes.length
        await (asBundle
          ? provider.request({
              method: 'wallet_sendCalls',
              params: [
                {
                  version: '2.0.0',
                  chainId: numberToHex(DEVNET_A),
                  atomicRequired: false,
                  calls: ops.map(call),
                },
              ],
            })
          : provider.request({ method: 'eth_sendTransaction', params: [call(ops[0] as Op)] }))
        const receipts = await Promise.all(
          hashes
            .slice(sentBefore)
            .map((hash) => chain.waitForTransactionReceipt({ hash, pollingInterval: 10 })),
        )
        expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
        const preview = previews.at(-1) as TransactionPreview
        expect(preview.refusal).toBeUndefined()

        // Each call's section: its own, or `Call n` in a bundle; the token lines follow the contract's.
        const rowsOf = (index: number) =>
          preview.sections.filter((section) =>
            asBundle ? section.heading.startsWith(`Call ${index + 1}: `) : section.heading !== 'To',
          )
        const fee = receipts.reduce((sum, receipt) => sum + receipt.gasUsed * receipt.effectiveGasPrice, 0n)
        const leaves = amountOf(preview.totals.find((total) => total.label === 'Leaves this wallet')?.value)
        expect(leaves).toBe(ops.reduce((sum, item) => sum + (item.kind === 'eth' ? item.value : 0n), 0n))
        expect(walletEth - (await ethOf(WALLET))).toBe(leaves + fee)

        let fusdSent = 0n
        let ownerSent = 0n
        let at = 0
        for (const [index, item] of ops.entries()) {
          const row = rowsOf(index)[0]?.rows[0]
          if (item.kind === 'eth') {
            const [ethBefore] = before.slice(2 * at++)
            expect((await ethOf(item.to)) - (ethBefore ?? 0n)).toBe(item.value)
            // A plain transfer's own line: to whom, how much.
            const line = preview.sections.find(
              (section) => section.heading === (asBundle ? `Call ${index + 1}` : 'To'),
            )
            expect(line?.rows[0]).toMatchObject({ address: item.to })
            expect(amountOf(line?.rows[0]?.amount)).toBe(item.value)
            continue
          }
          if (item.kind === 'approve') {
            expect(row?.address).toBe(item.spender)
            expect(amountOf(row?.amount)).toBe(await allowanceOf(item.spender))
            continue
          }
          const [, fusdBefore] = before.slice(2 * at++)
          expect(row?.address).toBe(item.to)
          const shown = amountOf(row?.amount)
          expect((await fusdOf(item.to)) - (fusdBefore ?? 0n)).toBe(shown)
          if (item.kind === 'transfer') fusdSent += shown
          else ownerSent += shown
        }
        expect(walletFusd - (await fusdOf(WALLET))).toBe(fusdSent)
        expect(ownerFusd - (await fusdOf(OWNER))).toBe(ownerSent)
      }),
      { numRuns: 200 },
    )
    expect(runs).toBeGreaterThanOrEqual(200)
    // A deadline, not a speed assertion: ~6 s on a quiet machine, several times that while others run.
  }, 120_000)
})
