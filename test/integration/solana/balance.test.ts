import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solana } from '../../../core/src/chains/solana/solana.adapter.js'
import { encodeBase58 } from '../../../core/src/networks/base58.js'
import { solana as solanaMainnet } from '../../../core/src/networks/definitions/solana.js'
import type { Network } from '../../../core/src/networks/network.types.js'
import { type SolanaDevnet, startSolanaDevnet } from '../../devnet/solana-devnet.js'

// The Solana adapter reading balances from the local Solana chain (LiteSVM) over real HTTP JSON-RPC.

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet()
})
afterAll(() => devnet.stop())

const addressOf = () => encodeBase58(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
const networkOn = (...urls: string[]): Network<'solana'> => ({
  ...solanaMainnet,
  rpcUrls: { default: { http: urls } },
})
const adapter = () =>
  solana({ networks: [solanaMainnet], registry: () => ({ get: () => [], on: () => () => {} }) })

describe('Solana balances from the local chain', () => {
  it('reads a funded account in SOL (9 decimals), and an unknown one as zero', async () => {
    const funded = addressOf()
    devnet.fund(funded, 1_234_500_000n)
    const network = networkOn(devnet.rpcUrl)
    expect(await adapter().getBalance({ address: funded, network })).toEqual({
      value: 1_234_500_000n,
      decimals: 9,
      symbol: 'SOL',
    })
    expect((await adapter().getBalance({ address: addressOf(), network })).value).toBe(0n)
    expect(devnet.calls).toContain('getBalance')
  })

  it('falls back to the next RPC URL when the first does not answer', async () => {
    const funded = addressOf()
    devnet.fund(funded, 1_000_000_000n)
    const network = networkOn('http://127.0.0.1:1/down', devnet.rpcUrl)
    expect((await adapter().getBalance({ address: funded, network })).value).toBe(1_000_000_000n)
  })

  it('an address the chain refuses is a clear error, not a zero balance', async () => {
    const network = networkOn(devnet.rpcUrl)
    await expect(adapter().getBalance({ address: 'not-an-address', network })).rejects.toThrow(
      'Token Balance Unavailable',
    )
  })
})
