import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address as toAddress } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import { readBody } from './read-body.js'
import { createLedger } from './solana-ledger.js'
import { type Call, createSolanaAnswers, isPublicKey } from './solana-rpc-methods.js'
import { serveSignatureSubscriptions } from './solana-subscriptions.js'
import { mintSolanaFusd } from './solana-tokens.js'

/**
 * A local Solana chain for the demo and the tests: the real SVM (LiteSVM, from npm) behind a
 * validator's HTTP JSON-RPC (`getBalance`, `getAccountInfo`, `getLatestBlockhash`, `getSlot`,
 * `getBlockHeight`, `getHealth`, `getVersion`, `getMinimumBalanceForRentExemption`,
 * `getTokenAccountsByOwner`, `getFeeForMessage`, `requestAirdrop`, `sendTransaction`,
 * `getSignatureStatuses`; one call or a batch) and its WebSocket `signatureSubscribe` on the next
 * port, where web3.js looks for it. It refuses what a validator refuses: a bad signature, an unknown
 * blockhash, too few lamports, a malformed address or request. Its SPL token is Foyer Dollar.
 *
 * @example
 * const devnet = await startSolanaDevnet()
 * devnet.fund('9b7uNvNX…', 2_000_000_000n)
 * const connection = new Connection(devnet.rpcUrl, 'confirmed') // @solana/web3.js
 */
export type SolanaDevnet = {
  /** `http://127.0.0.1:<port>`. */
  rpcUrl: string
  /** `ws://127.0.0.1:<port + 1>`. */
  wsUrl: string
  /** Gives `address` lamports (an airdrop on the local chain). */
  fund(address: string, lamports: bigint): void
  /** Gives `owner` `units` more Foyer Dollar (the SPL token `SOLANA_FUSD`, 6 decimals) in their associated token account. */
  mintFusd(owner: string, units: bigint): void
  /** Every JSON-RPC method called so far, in order (`ws:` before those over the WebSocket). */
  calls: string[]
  stop(): Promise<void>
}

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Binds `http` to `port` (any free one when 0) and `ws` to the port after it. */
async function listenOnTwoPorts(http: Server, ws: Server, port: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const bound = await listen(http, port)
    try {
      await listen(ws, bound + 1)
      return bound
    } catch (error) {
      await close(http)
      if (port !== 0 || attempt === 20) throw error
    }
  }
}

/**
 * Starts the local Solana chain on `port` (any free one by default) and `port + 1`.
 *
 * @example
 * const devnet = await startSolanaDevnet({ port: 8899 })
 */
export async function startSolanaDevnet({ port = 0 }: { port?: number } = {}): Promise<SolanaDevnet> {
  const svm = new LiteSVM()
  const ledger = createLedger()
  const calls: string[] = []
  const { answer, airdrop } = createSolanaAnswers(svm, ledger, calls)

  const http = createServer(async (request, response) => {
    const headers = {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    }
    if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end()
    if (request.method !== 'POST') return void response.writeHead(405, headers).end()
    let parsed: unknown
    try {
      parsed = JSON.parse(await readBody(request))
    } catch {
      const reply = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
      return void response.writeHead(200, headers).end(JSON.stringify(reply))
    }
    const reply = Array.isArray(parsed) ? parsed.map((call: Call) => answer(call)) : answer(parsed as Call)
    response.writeHead(200, headers).end(JSON.stringify(reply))
  })
  const ws = createServer((_request, response) => void response.writeHead(426).end())
  const sockets = serveSignatureSubscriptions(ws, ledger, calls)
  const bound = await listenOnTwoPorts(http, ws, port)

  return {
    rpcUrl: `http://127.0.0.1:${bound}`,
    wsUrl: `ws://127.0.0.1:${bound + 1}`,
    fund(address, lamports) {
      if (!isPublicKey(address)) throw new Error(`Not a Solana address: ${address}`)
      airdrop(toAddress(address), lamports)
    },
    mintFusd(owner, units) {
      if (!isPublicKey(owner)) throw new Error(`Not a Solana address: ${owner}`)
      mintSolanaFusd(svm, owner, units)
    },
    calls,
    async stop() {
      for (const client of sockets.clients) client.terminate()
      sockets.close()
      await Promise.all([close(http), close(ws)])
    },
  }
}
