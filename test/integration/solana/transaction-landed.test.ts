import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { WaitUntilLanded } from '../../../core/src/chains/kit.types.js'
import { solanaKit } from '../../../core/src/chains/solana/solana.kit.js'
import { encodeBase58 } from '../../../core/src/networks/base58.js'
import { type SolanaDevnet, startSolanaDevnet } from '../../devnet/solana-devnet.js'

// The solana kit's wait for a sent transaction, against the local Solana chain over real HTTP
// JSON-RPC: it ends once the chain reports the signature confirmed (the commitment the modal reads
// balances at), and keeps asking while the chain does not know it.

let devnet: SolanaDevnet
let wait: WaitUntilLanded
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  const load = solanaKit.loadWaitUntilLanded
  if (!load) throw new Error('the solana kit has no wait until landed')
  wait = await load()
})
afterAll(() => devnet.stop())

/** What the wait is given: the local chain's RPC URL, and a minute. */
const onChain = () => ({ rpcUrls: [devnet.rpcUrl], timeoutMs: 60_000 })

const addressOf = () => encodeBase58(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))

/** Asks the chain for an airdrop (a real transfer there); its signature. */
async function airdrop(address: string): Promise<string> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [address, 1_000_000_000],
    }),
  })
  const { result } = (await response.json()) as { result: string }
  return result
}

describe('solana: waiting until a sent transaction has landed', () => {
  it('ends once the chain reports its signature confirmed', async () => {
    const signature = await airdrop(addressOf())
    await wait({ ...onChain(), id: signature }, new AbortController().signal)
    expect(devnet.calls).toContain('getSignatureStatuses')
  })

  it('keeps asking while the chain does not know the signature, and stops when its signal aborts', async () => {
    const unknown = encodeBase58(new Uint8Array(64).fill(7))
    const stop = new AbortController()
    const asked = () => devnet.calls.filter((method) => method === 'getSignatureStatuses').length
    const before = asked()
    const waiting = wait({ ...onChain(), id: unknown }, stop.signal)
    await vi.waitFor(() => expect(asked()).toBeGreaterThanOrEqual(before + 2), { timeout: 5_000 })
    stop.abort(new Error('Foyer stopped'))
    await expect(waiting).rejects.toThrow('Foyer stopped')
  })

  it('gives up once its time is over, the signature still unknown', async () => {
    const unknown = encodeBase58(new Uint8Array(64).fill(8))
    const waiting = wait({ ...onChain(), id: unknown, timeoutMs: 1 }, new AbortController().signal)
    await expect(waiting).rejects.toThrow(`No confirmation of ${unknown} within 1 ms`)
  })
})
