import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../../core/src/networks/base58.js'
import { type SolanaDevnet, startSolanaDevnet } from '../../devnet/solana-devnet.js'

// The local Solana chain answers as a validator does, and refuses what a validator refuses.

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet()
})
afterAll(() => devnet.stop())

const post = async (body: string) => (await fetch(devnet.rpcUrl, { method: 'POST', body })).json()
const call = (method: string, params: unknown[] = [], id = 1) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params })
const someAddress = () => encodeBase58(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))

describe('the local Solana chain', () => {
  it('airdrops real lamports and reports them in a context envelope, one call or a batch', async () => {
    const to = someAddress()
    const airdrop = await post(call('requestAirdrop', [to, 2_000_000_000]))
    expect(airdrop.result).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const [balance, blockhash] = await post(
      `[${call('getBalance', [to], 1)},${call('getLatestBlockhash', [], 2)}]`,
    )
    expect(balance).toMatchObject({
      id: 1,
      result: { context: { slot: expect.any(Number) }, value: 2_000_000_000 },
    })
    expect(blockhash.result.value.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('refuses a malformed address, an unknown method, a bad request and bad JSON, with the standard codes', async () => {
    expect((await post(call('getBalance', ['0xabc']))).error).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    })
    expect((await post(call('sendBitcoin'))).error.code).toBe(-32601)
    expect((await post(JSON.stringify({ id: 3, method: 'getSlot' }))).error.code).toBe(-32600)
    expect((await post('{ nope')).error.code).toBe(-32700)
  })

  it('refuses an airdrop too small to leave the account rent-exempt, as a validator does', async () => {
    const answer = await post(call('requestAirdrop', [someAddress(), 5]))
    expect(answer.error.code).toBe(-32002)
  })

  it('rejects when the port after the one asked for is taken, with no uncaught error (vitest fails on one)', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const taken = (blocker.address() as AddressInfo).port
    try {
      await expect(startSolanaDevnet({ port: taken - 1 })).rejects.toThrow('EADDRINUSE')
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})
