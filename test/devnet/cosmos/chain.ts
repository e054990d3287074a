import { toHex } from '@cosmjs/encoding'
import { sha256 } from '@noble/hashes/sha2'
import { addressProblem } from './addresses.js'
import type { CosmosChainConfig } from './chains.js'
import { parseCoins, type WireCoin } from './coins.js'
import { CosmosNodeUsageError, CosmosTxError, internalError } from './errors.js'
import { CosmosLedger } from './ledger.js'
import { runTx, type TxResult } from './run-tx.js'
import { type DecodedTx, decodeTx } from './tx-decode.js'

// The chain behind one node: its state, its blocks and its indexed transactions. A broadcast
// transaction passes CheckTx, and one that passes is at once the only transaction of the next block
// (a single validator that proposes as soon as its mempool holds something), so a client polling
// for it finds it on its first look.

/** A block: its height, time and hash, the app hash after it, and its transactions' bytes. */
export type Block = {
  height: bigint
  time: Date
  /** Upper-case hex. A hash of the block's contents, not CometBFT's Merkle hash of its header. */
  hash: string
  /** Upper-case hex of a hash of the state after the block. */
  appHash: string
  lastBlockHash: string
  txs: readonly Uint8Array[]
}

/** A transaction in a block, with its result, as `tx` and `tx_search` return it. */
export type IndexedTx = { hash: string; height: bigint; index: number; bytes: Uint8Array; result: TxResult }

/** What CheckTx answered for a broadcast, with the transaction's hash. */
export type CheckTxAnswer = TxResult & { hash: string }

const hexHash = (text: string) => toHex(sha256(new TextEncoder().encode(text))).toUpperCase()

/**
 * A chain for `config`, at height 1 (an empty genesis block) with no balances but its module accounts.
 *
 * @example
 * const chain = new CosmosChain(COSMOS_DEVNET)
 * chain.fund('cosmos1…', [{ denom: 'uatom', amount: '1000000' }])
 * chain.broadcast(txBytes) // CheckTx's answer; the transaction is in the next block when it passed
 */
export class CosmosChain {
  readonly config: CosmosChainConfig
  readonly ledger: CosmosLedger
  private readonly blockList: Block[] = []
  private readonly indexed = new Map<string, IndexedTx>()
  private readonly now: () => Date

  constructor(config: CosmosChainConfig, now: () => Date = () => new Date()) {
    this.config = config
    this.ledger = new CosmosLedger(config.prefix)
    this.now = now
    this.addBlock([])
  }

  get height(): bigint {
    return this.latest.height
  }

  get latest(): Block {
    const block = this.blockList.at(-1)
    if (!block) throw new Error('a chain always has its genesis block')
    return block
  }

  get genesis(): Block {
    const block = this.blockList[0]
    if (!block) throw new Error('a chain always has its genesis block')
    return block
  }

  block(height: bigint): Block | undefined {
    return this.blockList[Number(height) - 1]
  }

  tx(hash: string): IndexedTx | undefined {
    return this.indexed.get(hash.toUpperCase())
  }

  /** Every transaction in a block, oldest first. */
  txs(): readonly IndexedTx[] {
    return [...this.indexed.values()]
  }

  /**
   * Gives `address` `coins`, as a faucet or genesis would: the account is created when new. Throws
   * CosmosNodeUsageError for an address of another chain or coins that are not coins.
   */
  fund(address: string, coins: readonly WireCoin[]): void {
    const problem = addressProblem(address, this.config.prefix)
    if (problem) throw new CosmosNodeUsageError(`Not an address of ${this.config.chainId}: ${problem}`)
    const sorted = [...coins].sort((a, b) => (a.denom < b.denom ? -1 : 1))
    try {
      this.ledger.mint(address, parseCoins(sorted, { positive: true }))
    } catch (error) {
      if (error instanceof CosmosTxError) throw new CosmosNodeUsageError(`Not coins: ${error.log}`)
      throw error
    }
  }

  /**
   * CheckTx for `bytes`, and when it passes, a block with the transaction in it. A transaction already
   * accepted is refused before CheckTx, as CometBFT's mempool cache does (a JSON-RPC error).
   */
  broadcast(bytes: Uint8Array): { check: CheckTxAnswer; included: IndexedTx | undefined } {
    const hash = toHex(sha256(bytes)).toUpperCase()
    if (this.indexed.has(hash)) throw internalError('tx already exists in cache')
    let tx: DecodedTx
    try {
      tx = decodeTx(bytes, this.config.prefix)
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error
      const { code, codespace, log } = error
      const check = {
        code,
        codespace,
        log,
        gasWanted: 0n,
        gasUsed: 0n,
        events: [],
        data: new Uint8Array(),
        hash,
      }
      return { check, included: undefined }
    }
    const height = this.height + 1n
    const check = { ...runTx(this.config, this.ledger, tx, 'check', height).result, hash }
    if (check.code !== 0) return { check, included: undefined }
    const { result, state } = runTx(this.config, this.ledger, tx, 'deliver', height)
    if (state) this.ledger.commit(state)
    const included: IndexedTx = { hash, height, index: 0, bytes, result }
    this.addBlock([bytes])
    this.indexed.set(hash, included)
    return { check, included }
  }

  /**
   * Runs `bytes` as a simulation on the current state (nothing stays): its result, or the refusal
   * that stopped it. Throws CosmosTxError when the bytes are not a transaction.
   */
  simulate(bytes: Uint8Array): TxResult {
    const tx = decodeTx(bytes, this.config.prefix)
    return runTx(this.config, this.ledger, tx, 'simulate', this.height + 1n).result
  }

  private addBlock(txs: readonly Uint8Array[]): void {
    const previous = this.blockList.at(-1)
    const height = (previous?.height ?? 0n) + 1n
    // Block times only move forward, even when two blocks come in the same millisecond.
    const time = new Date(Math.max(this.now().getTime(), (previous?.time.getTime() ?? 0) + 1))
    const state = this.ledger
      .allAccounts()
      .map((a) => `${a.address}/${a.sequence}/${[...a.balances].map(([d, n]) => `${n}${d}`).join(',')}`)
      .join(';')
    const appHash = hexHash(`${this.config.chainId}|${state}`)
    const lastBlockHash = previous?.hash ?? ''
    const txHashes = txs.map((tx) => toHex(sha256(tx))).join(',')
    const hash = hexHash(
      `${this.config.chainId}|${height}|${time.toISOString()}|${lastBlockHash}|${txHashes}`,
    )
    this.blockList.push({ height, time, hash, appHash, lastBlockHash, txs })
  }
}
