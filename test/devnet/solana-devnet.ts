import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, address as toAddress, lamports as toLamports } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import { decodeBase58, encodeBase58 } from '../../core/src/networks/base58.js'

/**
 * A local Solana chain for the demo and the tests: the real SVM (LiteSVM, from npm) behind a small
 * HTTP JSON-RPC endpoint that answers the reads Foyer makes in Solana's own wire shapes
 * (`getBalance`, `getLatestBlockhash`, `getSlot`, `getHealth`, `getVersion`, `requestAirdrop`),
 * one call or a batch. It refuses what a validator refuses: an address that is not a 32-byte base58
 * public key, an unknown method, malformed JSON.
 *
 * @example
 * const devnet = await startSolanaDevnet()
 * devnet.fund('9b7uNvNX…', 2_000_000_000n)
 * await fetch(devnet.rpcUrl, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['9b7u…'] }) })
 */
export type SolanaDevnet = {
  /** `http://127.0.0.1:<port>`. */
  rpcUrl: string
  /** Gives `address` lamports (an airdrop on the local chain). */
  fund(address: string, lamports: bigint): void
  /** Every JSON-RPC method called so far, in order. */
  calls: string[]
  stop(): Promise<void>
}

type Call = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
type Reply = { jsonrpc: '2.0'; id: unknown } & (
  | { result: unknown }
  | { error: { code: number; message: string } }
)

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const isPublicKey = (value: unknown): value is string =>
  typeof value === 'string' && decodeBase58(value)?.length === 32

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

/**
 * Starts the local Solana chain on `port` (any free one by default).
 *
 * @example
 * const devnet = await startSolanaDevnet({ port: 8899 })
 */
export async function startSolanaDevnet({ port = 0 }: { port?: number } = {}): Promise<SolanaDevnet> {
  const svm = new LiteSVM()
  const calls: string[] = []

  function param(params: unknown, index: number): unknown {
    return Array.isArray(params) ? params[index] : undefined
  }
  function publicKeyParam(params: unknown): Address {
    const value = param(params, 0)
    if (!isPublicKey(value)) throw new RpcFailure(-32602, 'Invalid param: Invalid')
    return toAddress(value)
  }
  // An airdrop is a real transfer on the chain: one that would leave the account below rent exemption
  // fails, as it does on a validator.
  function airdrop(to: Address, amount: bigint): string {
    const result = svm.airdrop(to, toLamports(amount))
    if (!result) throw new RpcFailure(-32603, 'Internal error: airdrop failed')
    if (!('signature' in result))
      throw new RpcFailure(-32002, `Transaction simulation failed: ${result.toString()}`)
    return encodeBase58(result.signature())
  }

  function answer(call: Call): Reply {
    const id = call.id ?? null
    try {
      if (call.jsonrpc !== '2.0' || typeof call.method !== 'string')
        throw new RpcFailure(-32600, 'Invalid request')
      calls.push(call.method)
      const slot = Number(svm.getClock().slot)
      const context = { slot, apiVersion: '2.2.0' }
      switch (call.method) {
        case 'getBalance':
          // Lamports as a JSON number, in a context envelope, as validators answer.
          return {
            jsonrpc: '2.0',
            id,
            result: { context, value: Number(svm.getBalance(publicKeyParam(call.params)) ?? 0n) },
          }
        case 'getLatestBlockhash':
          return {
            jsonrpc: '2.0',
            id,
            result: {
              context,
              value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + 150 },
            },
          }
        case 'getSlot':
          return { jsonrpc: '2.0', id, result: slot }
        case 'getHealth':
          return { jsonrpc: '2.0', id, result: 'ok' }
        case 'getVersion':
          return { jsonrpc: '2.0', id, result: { 'solana-core': '2.2.0', 'feature-set': 0 } }
        case 'requestAirdrop': {
          const lamports = param(call.params, 1)
          if (!Number.isSafeInteger(lamports) || (lamports as number) <= 0)
            throw new RpcFailure(-32602, 'Invalid param: lamports')
          return {
            jsonrpc: '2.0',
            id,
            result: airdrop(publicKeyParam(call.params), BigInt(lamports as number)),
          }
        }
        default:
          throw new RpcFailure(-32601, 'Method not found')
      }
    } catch (error) {
      const failure =
        error instanceof RpcFailure ? error : new RpcFailure(-32603, `Internal error: ${String(error)}`)
      return { jsonrpc: '2.0', id, error: { code: failure.code, message: failure.message } }
    }
  }

  const server = createServer(async (request, response) => {
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo

  return {
    rpcUrl: `http://127.0.0.1:${bound}`,
    fund(address, lamports) {
      if (!isPublicKey(address)) throw new Error(`Not a Solana address: ${address}`)
      airdrop(toAddress(address), lamports)
    },
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
