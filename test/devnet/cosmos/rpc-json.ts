import { toBase64, toHex } from '@cosmjs/encoding'
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import type { Block, CosmosChain, IndexedTx } from './chain.js'
import type { TxResult } from './run-tx.js'

// The JSON shapes of CometBFT 0.38's RPC results, as clients parse them: 64-bit numbers as decimal
// strings, hashes as upper-case hex, bytes as base64, event attributes as plain strings.

/** The CometBFT version this node reports; cosmjs picks its CometBFT 0.38 client from it. */
export const COMETBFT_VERSION = '0.38.17'

const EMPTY_HASH = toHex(sha256(new Uint8Array())).toUpperCase()
const base64OrNull = (bytes: Uint8Array) => (bytes.length > 0 ? toBase64(bytes) : null)

/**
 * The chain's one validator: a fixed ed25519 key derived from the chain id, its address the first 20
 * bytes of the key's SHA-256 (CometBFT's rule), and a stand-in hash of the validator set.
 */
export function validatorOf(chainId: string) {
  const publicKey = ed25519.getPublicKey(sha256(new TextEncoder().encode(`validator/${chainId}`)))
  const hash = sha256(publicKey)
  return { publicKey, address: toHex(hash.slice(0, 20)).toUpperCase(), setHash: toHex(hash).toUpperCase() }
}

/**
 * A transaction's result (`tx_result`, `check_tx`).
 *
 * @example
 * txResultJson(indexed.result).gas_used // '68000'
 */
export const txResultJson = (result: TxResult) => ({
  code: result.code,
  data: base64OrNull(result.data),
  log: result.log,
  info: '',
  gas_wanted: result.gasWanted.toString(),
  gas_used: result.gasUsed.toString(),
  events: result.events.map(({ type, attributes }) => ({
    type,
    attributes: attributes.map(({ key, value }) => ({ key, value, index: true })),
  })),
  codespace: result.codespace,
})

/** A transaction in a block, as `tx` and `tx_search` return it. */
export const txJson = (tx: IndexedTx) => ({
  hash: tx.hash,
  height: tx.height.toString(),
  index: tx.index,
  tx_result: txResultJson(tx.result),
  tx: toBase64(tx.bytes),
})

const blockIdJson = (hash: string) =>
  hash
    ? { hash, parts: { total: 1, hash: toHex(sha256(new TextEncoder().encode(hash))).toUpperCase() } }
    : { hash: '', parts: { total: 0, hash: '' } }

/** A block as `block` returns it (no commit signatures: one validator, nothing to check them against). */
export function blockJson(chain: CosmosChain, block: Block) {
  const validator = validatorOf(chain.config.chainId)
  const txHashes = block.txs.map((tx) => toHex(sha256(tx))).join('')
  const previous = chain.block(block.height - 1n)
  return {
    block_id: blockIdJson(block.hash),
    block: {
      header: {
        version: { block: '11', app: '0' },
        chain_id: chain.config.chainId,
        height: block.height.toString(),
        time: block.time.toISOString(),
        last_block_id: blockIdJson(block.lastBlockHash),
        last_commit_hash: EMPTY_HASH,
        data_hash: txHashes ? toHex(sha256(new TextEncoder().encode(txHashes))).toUpperCase() : EMPTY_HASH,
        validators_hash: validator.setHash,
        next_validators_hash: validator.setHash,
        consensus_hash: EMPTY_HASH,
        app_hash: previous?.appHash ?? EMPTY_HASH,
        last_results_hash: EMPTY_HASH,
        evidence_hash: EMPTY_HASH,
        proposer_address: validator.address,
      },
      data: { txs: block.txs.map(toBase64) },
      evidence: { evidence: [] },
      last_commit: {
        height: (block.height - 1n).toString(),
        round: 0,
        block_id: blockIdJson(block.lastBlockHash),
        signatures: [],
      },
    },
  }
}

/** The node's `status`: who it is (chain id as `network`, the CometBFT version), where its chain is. */
export function statusJson(chain: CosmosChain, rpcAddress: string) {
  const { latest, genesis } = chain
  const validator = validatorOf(chain.config.chainId)
  return {
    node_info: {
      protocol_version: { p2p: '8', block: '11', app: '0' },
      id: toHex(sha256(new TextEncoder().encode(`node/${chain.config.chainId}`)).slice(0, 20)),
      listen_addr: 'tcp://127.0.0.1:26656',
      network: chain.config.chainId,
      version: COMETBFT_VERSION,
      channels: '40202122233038606100',
      moniker: chain.config.moniker,
      other: { tx_index: 'on', rpc_address: rpcAddress },
    },
    sync_info: {
      latest_block_hash: latest.hash,
      latest_app_hash: latest.appHash,
      latest_block_height: latest.height.toString(),
      latest_block_time: latest.time.toISOString(),
      earliest_block_hash: genesis.hash,
      earliest_app_hash: genesis.appHash,
      earliest_block_height: genesis.height.toString(),
      earliest_block_time: genesis.time.toISOString(),
      catching_up: false,
    },
    validator_info: {
      address: validator.address,
      pub_key: { type: 'tendermint/PubKeyEd25519', value: toBase64(validator.publicKey) },
      voting_power: '10',
    },
  }
}
