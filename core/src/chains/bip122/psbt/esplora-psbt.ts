import { isRecord } from '../../../utils/is-record.js'
import type { RpcOptions } from '../../rpc-options.js'
import { fetchWithRetries, sumOf } from '../esplora.js'
import type { SpendableOutput } from './psbt.types.js'
import { BitcoinBroadcastError } from './psbt-errors.js'

// What a transfer reads from an Esplora API and how it is broadcast, with SPEC §9's HTTP numbers
// (loaded with the PSBT actions).

async function readJson(url: string, options: RpcOptions): Promise<unknown> {
  const response = await fetchWithRetries(url, {}, options)
  if (!response.ok) throw new Error(`Esplora answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/**
 * The outputs `address` can spend, confirmed or not.
 *
 * @example
 * await esploraUtxos('https://mempool.space/api', 'bc1q…') // [{ txid: 'ab…', vout: 1, value: 150000n }]
 */
export async function esploraUtxos(
  baseUrl: string,
  address: string,
  options: RpcOptions = {},
): Promise<SpendableOutput[]> {
  const body = await readJson(`${baseUrl}/address/${encodeURIComponent(address)}/utxo`, options)
  if (!Array.isArray(body)) throw new Error("Esplora's UTXO list is not a list")
  return body.map((entry: unknown) => {
    const txid = isRecord(entry) ? entry.txid : undefined
    const vout = isRecord(entry) ? entry.vout : undefined
    if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/.test(txid) || typeof vout !== 'number')
      throw new Error(`Esplora's UTXO ${JSON.stringify(entry)} is malformed`)
    return { txid, vout, value: sumOf(entry, 'value') }
  })
}

/**
 * The fee rate (sat/vB) Esplora expects to confirm within `targetBlocks` blocks: its estimate for the
 * nearest target it gives at or under that, and never under the 1 sat/vB nodes relay.
 *
 * @example
 * await esploraFeeRate('https://mempool.space/api', 3) // 12.4
 */
export async function esploraFeeRate(
  baseUrl: string,
  targetBlocks: number,
  options: RpcOptions = {},
): Promise<number> {
  const body = await readJson(`${baseUrl}/fee-estimates`, options)
  if (!isRecord(body)) throw new Error("Esplora's fee estimates are not an object")
  const estimates = Object.entries(body).flatMap(([target, rate]) =>
    typeof rate === 'number' && Number(target) <= targetBlocks ? [{ target: Number(target), rate }] : [],
  )
  const nearest = estimates.sort((a, b) => b.target - a.target)[0]
  return Math.max(1, nearest?.rate ?? 1)
}

/**
 * The raw transaction `txid`, hex (what a legacy input's PSBT entry carries).
 *
 * @example
 * await esploraTransactionHex('https://mempool.space/api', 'ab…') // '0200000001…'
 */
export async function esploraTransactionHex(
  baseUrl: string,
  txid: string,
  options: RpcOptions = {},
): Promise<string> {
  const response = await fetchWithRetries(`${baseUrl}/tx/${txid}/hex`, {}, options)
  const text = await response.text()
  if (!response.ok || !/^(?:[0-9a-f]{2})+$/.test(text))
    throw new Error(`Esplora has no transaction ${txid}: ${text}`)
  return text
}

/**
 * Broadcasts a signed transaction; its txid. A refusal (a spent input, a fee under the relay minimum)
 * is a `BitcoinBroadcastError` with the node's reason. Not retried: a broadcast that timed out may
 * still have been accepted.
 *
 * @example
 * await esploraBroadcast('https://mempool.space/api', '0200000001…') // 'ab…'
 */
export async function esploraBroadcast(
  baseUrl: string,
  transactionHex: string,
  options: RpcOptions = {},
): Promise<string> {
  const response = await fetchWithRetries(
    `${baseUrl}/tx`,
    { method: 'POST', body: transactionHex },
    { ...options, retryCount: 0 },
  )
  const text = (await response.text()).trim()
  if (!response.ok) throw new BitcoinBroadcastError({ details: text })
  if (!/^[0-9a-f]{64}$/.test(text))
    throw new BitcoinBroadcastError({ details: `Esplora answered ${JSON.stringify(text)}` })
  return text
}
