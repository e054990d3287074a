import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address as addresses, networks } from 'bitcoinjs-lib'
import { type BitcoinLedger, createBitcoinLedger, TransactionRefusedError } from './bitcoin-ledger.js'
import { readBody } from './read-body.js'

/**
 * A local Bitcoin chain (regtest addresses, `bcrt1…`) behind the HTTP API of Esplora, the block
 * explorer API wallets and sites read Bitcoin through (mempool.space and Blockstream serve it):
 * `GET /address/:address` (chain and mempool stats), `GET /address/:address/utxo`, `POST /tx` (raw hex;
 * the txid, or 400 with bitcoind's reject reason), `GET /tx/:txid`, `/tx/:txid/status`, `/tx/:txid/hex`,
 * `GET /fee-estimates` and `GET /blocks/tip/height`. Behind it a real UTXO set that verifies every
 * input's signature and script (see bitcoin-ledger.ts). Blocks are mined on each accepted transaction.
 *
 * @example
 * const chain = await startBitcoinChain()
 * chain.fund('bcrt1q…', 100_000n)
 * await fetch(`${chain.url}/address/bcrt1q…/utxo`)
 */
export type BitcoinChain = {
  /** `http://127.0.0.1:<port>`: the Esplora base URL. */
  url: string
  ledger: BitcoinLedger
  /** Pays `sats` to `address` in a block of its own; the txid. */
  fund(address: string, sats: bigint): string
  /** Every request, as `METHOD /path`, oldest first. */
  requests: string[]
  stop(): Promise<void>
}

/** Fee rates (sat/vB) by confirmation target in blocks, as Esplora's `/fee-estimates` gives them. */
export const LOCAL_FEE_ESTIMATES: Readonly<Record<string, number>> = { '1': 3, '3': 2, '6': 1.5, '144': 1 }

type Answer = { status: number; body: string; type: 'application/json' | 'text/plain' }
const json = (value: unknown): Answer => ({
  status: 200,
  type: 'application/json',
  body: JSON.stringify(value, (_, field) => (typeof field === 'bigint' ? Number(field) : field)),
})
const text = (status: number, body: string): Answer => ({ status, body, type: 'text/plain' })

/**
 * Starts the chain on `port` (a free one by default).
 *
 * @example
 * const chain = await startBitcoinChain({ port: 0 })
 */
export async function startBitcoinChain(options: { port?: number } = {}): Promise<BitcoinChain> {
  const ledger = createBitcoinLedger(networks.regtest)
  const requests: string[] = []

  const isAddress = (value: string) => {
    try {
      addresses.toOutputScript(value, networks.regtest)
      return true
    } catch {
      return false
    }
  }

  const status = (height: number) => ({
    confirmed: true,
    block_height: height,
    block_hash: height.toString(16).padStart(64, '0'),
    block_time: 1_700_000_000 + height * 600,
  })

  function addressStats(address: string) {
    let funded = 0n
    let fundedCount = 0
    let spent = 0n
    let spentCount = 0
    const history = ledger.history(address)
    for (const tx of history) {
      for (const output of tx.outputs.filter((movement) => movement.address === address)) {
        funded += output.value
        fundedCount += 1
      }
      for (const input of tx.inputs.filter((movement) => movement.address === address)) {
        spent += input.value
        spentCount += 1
      }
    }
    const none = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 }
    return {
      address,
      chain_stats: {
        funded_txo_count: fundedCount,
        funded_txo_sum: funded,
        spent_txo_count: spentCount,
        spent_txo_sum: spent,
        tx_count: history.length,
      },
      mempool_stats: none,
    }
  }

  async function answer(method: string, path: string, request: IncomingMessage): Promise<Answer> {
    if (method === 'GET' && path === '/blocks/tip/height') return text(200, String(ledger.height()))
    if (method === 'GET' && path === '/fee-estimates') return json(LOCAL_FEE_ESTIMATES)
    if (method === 'POST' && path === '/tx') {
      try {
        return text(200, ledger.broadcast((await readBody(request, 1_000_000)).trim()))
      } catch (error) {
        if (!(error instanceof TransactionRefusedError)) throw error
        const reason = JSON.stringify({ code: error.code, message: error.message })
        return text(400, `sendrawtransaction RPC error: ${reason}`)
      }
    }
    const byAddress = /^\/address\/([^/]+)(\/utxo)?$/.exec(path)
    if (method === 'GET' && byAddress) {
      const address = decodeURIComponent(byAddress[1] ?? '')
      if (!isAddress(address)) return text(400, 'Invalid Bitcoin address')
      if (!byAddress[2]) return json(addressStats(address))
      return json(
        ledger.utxos(address).map((utxo) => ({
          txid: utxo.txid,
          vout: utxo.vout,
          status: status(utxo.height),
          value: utxo.value,
        })),
      )
    }
    const byTx = /^\/tx\/([0-9a-f]{64})(\/status|\/hex)?$/.exec(path)
    if (method === 'GET' && byTx) {
      const tx = ledger.transaction(byTx[1] ?? '')
      if (!tx) return text(404, 'Transaction not found')
      if (byTx[2] === '/hex') return text(200, tx.hex)
      if (byTx[2] === '/status') return json(status(tx.height))
      return json({ txid: tx.txid, fee: tx.fee, status: status(tx.height) })
    }
    return text(404, 'Not found')
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET'
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    requests.push(`${method} ${path}`)
    // Sites read it from the browser, from another origin.
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    answer(method, path, request).then(
      (result) => response.writeHead(result.status, { 'content-type': result.type }).end(result.body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    ledger,
    fund: (address, sats) => ledger.fund(address, sats),
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
