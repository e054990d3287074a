import { http, parseGwei } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import {
  type DevnetClient,
  devnetClient,
  sendInNonceOrder,
  settleDeployment,
} from '../../devnet/devnet-deployment.js'
import { devnetViemChain } from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_1, ANVIL_PRIVATE_KEY_0, DEVNET_A } from '../../devnet/local-networks.js'

// How the devnet stacks put their contracts on anvil: transactions sent in nonce order, receipts
// awaited with a block mined while one is missing, so a miner that leaves a ready transaction behind
// cannot hang a stack.

const fees = { maxFeePerGas: parseGwei('100'), maxPriorityFeePerGas: parseGwei('1') }
const account = privateKeyToAccount(ANVIL_PRIVATE_KEY_0)
let anvil: Anvil
let client: DevnetClient

beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
  client = devnetClient(devnetViemChain(DEVNET_A, anvil.rpcUrl), http(anvil.rpcUrl))
})
afterAll(() => anvil?.stop())

const transfer = { to: ANVIL_ADDRESS_1, data: '0x', gas: 21_000n, value: 1n } as const

describe('a devnet deployment', () => {
  it('lands transactions sent in nonce order, and returns their receipts in that order', async () => {
    const firstNonce = await client.getTransactionCount({ address: account.address })
    const hashes = await sendInNonceOrder(client, account, [transfer, transfer, transfer], {
      chainId: DEVNET_A,
      firstNonce,
      fees,
    })
    const receipts = await settleDeployment(client, hashes, 'test')
    expect(receipts.map((receipt) => receipt.transactionHash)).toEqual(hashes)
    expect(await client.getTransactionCount({ address: account.address })).toBe(firstNonce + 3)
  })

  it('mines a block when a transaction waits in the pool with none coming', async () => {
    await client.setAutomine(false)
    try {
      const firstNonce = await client.getTransactionCount({ address: account.address })
      const before = await client.getBlockNumber()
      const hashes = await sendInNonceOrder(client, account, [transfer], {
        chainId: DEVNET_A,
        firstNonce,
        fees,
      })
      const [receipt] = await settleDeployment(client, hashes, 'test')
      expect(receipt?.status).toBe('success')
      expect(receipt?.blockNumber).toBeGreaterThan(before)
    } finally {
      await client.setAutomine(true)
    }
  })

  it('names the transaction that reverted', async () => {
    const firstNonce = await client.getTransactionCount({ address: account.address })
    // A contract creation whose code is the single opcode REVERT (0xfd).
    const hashes = await sendInNonceOrder(client, account, [{ data: '0xfd', gas: 100_000n }], {
      chainId: DEVNET_A,
      firstNonce,
      fees,
    })
    await expect(settleDeployment(client, hashes, 'test')).rejects.toThrow(
      `test: transaction ${hashes[0]} reverted on chain ${DEVNET_A}.`,
    )
  })
})
