import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { isFoyerError } from '../../errors/base.js'
import { kusama } from '../../networks/definitions/polkadot.js'
import { type PolkadotChainApi, webSocketUrlOf } from './chain-api.js'
import { connectPolkadotApi, readFreeBalance } from './chain-reads.js'

// The chain access behind Polkadot balances, kept narrow: reading a balance from anything shaped like
// an `ApiPromise` (a small fake here; the local devnet's integration test reads a real chain), and
// connecting with `@polkadot/api` to a node that never answers.

const ALICE = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'

/** An `ApiPromise`-shaped fake: System.Account answers as `@polkadot/types` codecs do (`toBigInt`). */
function fakeApi(account: unknown, registry = { chainDecimals: [12], chainTokens: ['KSM', 'OTHER'] }) {
  const asked: string[] = []
  const api: PolkadotChainApi = {
    registry,
    query: {
      system: {
        account: async (key) => {
          asked.push(key)
          return account
        },
      },
    },
  }
  return { api, asked }
}
const codec = (value: bigint) => ({ toBigInt: () => value, toString: () => String(value) })

describe('reading a Polkadot balance', () => {
  it('is the free balance (reserved is the chain’s), in the first token the chain reports', async () => {
    const { api, asked } = fakeApi({
      nonce: codec(3n),
      data: { free: codec(5_000_000_000_000n), reserved: codec(2_000_000_000_000n), frozen: codec(1n) },
    })
    await expect(readFreeBalance(api, ALICE, kusama.nativeCurrency)).resolves.toEqual({
      value: 5_000_000_000_000n,
      decimals: 12,
      symbol: 'KSM',
    })
    expect(asked).toEqual([ALICE])
  })

  it("falls back on the network's currency where the chain reports none, and refuses an answer without free", async () => {
    const { api } = fakeApi({ data: { free: 7n } }, { chainDecimals: [], chainTokens: [] })
    await expect(readFreeBalance(api, ALICE, { decimals: 10, symbol: 'DOT' })).resolves.toEqual({
      value: 7n,
      decimals: 10,
      symbol: 'DOT',
    })
    for (const junk of [null, {}, { data: {} }, { data: { free: 'lots' } }, { data: { free: codec(-1n) } }])
      await expect(readFreeBalance(fakeApi(junk).api, ALICE, kusama.nativeCurrency)).rejects.toThrow(
        /no free balance/,
      )
    const noSystem: PolkadotChainApi = { registry: { chainDecimals: [], chainTokens: [] }, query: {} }
    await expect(readFreeBalance(noSystem, ALICE, kusama.nativeCurrency)).rejects.toThrow(/no System.Account/)
  })

  it('reaches a network over WebSocket at its RPC address', () => {
    expect(webSocketUrlOf('https://rpc.polkadot.io')).toBe('wss://rpc.polkadot.io')
    expect(webSocketUrlOf('http://127.0.0.1:8000')).toBe('ws://127.0.0.1:8000')
    expect(webSocketUrlOf('wss://kusama-rpc.polkadot.io')).toBe('wss://kusama-rpc.polkadot.io')
  })
})

describe('connecting to a Polkadot network', () => {
  let server: Server | undefined
  afterEach(() => {
    server?.close()
    server = undefined
  })

  it('fails with a clear error when the node accepts the connection and never answers, and closes it', async () => {
    const closed: Promise<void>[] = []
    server = createServer((socket) => {
      closed.push(new Promise((resolve) => socket.on('close', () => resolve())))
      // Read and ignore the handshake (a socket nobody reads from never reports its end).
      socket.resume()
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const error = await connectPolkadotApi([`ws://127.0.0.1:${port}`], 300).catch((e: unknown) => e)
    expect(isFoyerError(error, 'POLKADOT_API_UNAVAILABLE')).toBe(true)
    expect(String(error)).toMatch(/not ready within 300 ms/)
    // The connection it opened is closed (left open, WsProvider would wait on it, or retry, forever).
    expect(closed.length).toBeGreaterThan(0)
    await Promise.all(closed)
  })
})
