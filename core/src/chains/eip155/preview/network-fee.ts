import { formatEther, isHex } from 'viem'
import { amountFigure } from '../../../utils/amount-figure.js'
import type { TransactionPreviewTotal } from '../../transaction-preview.types.js'

/**
 * Asks the network's RPC a fee question (`eth_estimateGas` with the transaction, `eth_gasPrice`):
 * the answer as the node gives it.
 *
 * @example
 * const ask: FeeReader = (method, params) => client.request({ method, params })
 */
export type FeeReader = (
  method: 'eth_estimateGas' | 'eth_gasPrice',
  params: readonly unknown[],
) => Promise<unknown>

/**
 * What a transaction may cost in gas: `wei` = gas limit × max fee per gas. `atMost` when both come
 * from the transaction itself (the signer may not pay more); otherwise the node's estimate.
 */
export type NetworkFee = { wei: bigint; atMost: boolean }

/** How long the review waits for the node's fee answers before it says the fee could not be read. */
export const NETWORK_FEE_TIMEOUT_MS = 2_000

const quantity = (value: unknown): bigint | undefined => (isHex(value) ? BigInt(value) : undefined)

/**
 * The network fee of a transaction (its canonical request, quantities as hex): its own `gas` or the
 * node's `eth_estimateGas`, times its own `maxFeePerGas` (or `gasPrice`) or the node's
 * `eth_gasPrice`. `undefined` when the node cannot say (no reader, an error, an unreadable answer, no
 * answer within `timeoutMs`):
 * the review then says the fee could not be read rather than inventing one. A transaction that sets
 * both its gas and its fee per gas has its fee bounded (`atMost`) without asking anything.
 *
 * @example
 * await readNetworkFee({ to, value: '0x2386f26fc10000' }, ask) // { wei: 21000n * price, atMost: false }
 */
export async function readNetworkFee(
  request: Record<string, unknown>,
  ask: FeeReader | undefined,
  timeoutMs = NETWORK_FEE_TIMEOUT_MS,
): Promise<NetworkFee | undefined> {
  const ownLimit = quantity(request.gas)
  const ownPrice = quantity(request.maxFeePerGas) ?? quantity(request.gasPrice)
  // Both set by the transaction: the signer may not pay more, and the node need not be asked.
  if (ownLimit !== undefined && ownPrice !== undefined) return { wei: ownLimit * ownPrice, atMost: true }
  if (!ask) return undefined
  const asked = Promise.all([
    ownLimit ?? ask('eth_estimateGas', [request]).then(quantity),
    ownPrice ?? ask('eth_gasPrice', []).then(quantity),
  ]).then(([limit, price]) =>
    limit === undefined || price === undefined ? undefined : { wei: limit * price, atMost: false },
  )
  // A node that does not answer must not hold the review: past the wait, the fee is unknown.
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs)
  })
  return Promise.race([asked, late])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer))
}

/**
 * The network fee of a bundle of calls (`wallet_sendCalls`, each call's canonical request with the
 * bundle's `from`): the sum of each call's fee, read as {@link readNetworkFee} reads one, with the
 * node's gas price asked once for all of them. `undefined` when any call's fee cannot be read: a
 * part of the fee is not shown as the whole of it. Always `About`: calls carry no gas limit of their
 * own, and the wallet may send them as one transaction or several.
 *
 * @example
 * await readBundleFee([{ from, to, value: '0x1' }, { from, to: token, data }], ask)
 */
export async function readBundleFee(
  requests: readonly Record<string, unknown>[],
  ask: FeeReader | undefined,
  timeoutMs = NETWORK_FEE_TIMEOUT_MS,
): Promise<NetworkFee | undefined> {
  let gasPrice: Promise<unknown> | undefined
  const askOnce: FeeReader | undefined =
    ask &&
    ((method, params) => {
      if (method !== 'eth_gasPrice') return ask(method, params)
      gasPrice ??= ask(method, params)
      return gasPrice
    })
  const fees = await Promise.all(requests.map((request) => readNetworkFee(request, askOnce, timeoutMs)))
  let wei = 0n
  for (const fee of fees) {
    if (!fee) return undefined
    wei += fee.wei
  }
  return { wei, atMost: false }
}

/**
 * The review's totals for a transaction: the exact value that leaves the wallet, the network fee
 * ("At most …" for a bound the transaction sets, "About …" for the node's estimate, or that it
 * could not be read), and the total (value + fee, or the value plus an unknown fee).
 *
 * @example
 * feeTotals(10n ** 16n, { wei: 21000n * 10n ** 9n, atMost: false }, 'ETH')
 * // [Leaves this wallet 0.01 ETH, Network fee About 0.000021 ETH, Total About 0.010021 ETH]
 */
export function feeTotals(
  value: bigint,
  fee: NetworkFee | undefined,
  symbol: string,
): TransactionPreviewTotal[] {
  const figure = (wei: bigint) => amountFigure(formatEther(wei), symbol)
  const amount = (wei: bigint) => `${formatEther(wei)} ${symbol}`
  const sent = { label: 'Leaves this wallet', value: amount(value), figure: figure(value) }
  if (!fee)
    return [
      sent,
      { label: 'Network fee', value: 'Could not be read' },
      {
        label: 'Total',
        value: `${amount(value)} plus the network fee`,
        figure: figure(value),
        qualifier: 'plusNetworkFee',
      },
    ]
  // The words and, for a UI in another language, which words: a bound or an estimate.
  const [bound, qualifier] = fee.atMost ? (['At most', 'atMost'] as const) : (['About', 'about'] as const)
  return [
    sent,
    { label: 'Network fee', value: `${bound} ${amount(fee.wei)}`, figure: figure(fee.wei), qualifier },
    {
      label: 'Total',
      value: `${bound} ${amount(value + fee.wei)}`,
      figure: figure(value + fee.wei),
      qualifier,
    },
  ]
}
