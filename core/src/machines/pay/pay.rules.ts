import type { NamespaceKits } from '../../chains/kits.js'
import type { TransferOutcome } from '../../chains/transfer.types.js'
import { BaseError } from '../../errors/base.js'
import {
  type PayError,
  PayFailedOnChainError,
  PayInsufficientFundsError,
  PayInvalidRequestError,
  PayNetworkNotSupportedError,
  PayNotSentError,
  PayRejectedError,
  PayTransactionMismatchError,
} from '../../errors/pay.js'
import { isUserRejection } from '../../errors/rpc.js'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'
import { parseAmount, sendErrorText } from '../send/send.rules.js'
import type { PayOrder, PayOutcome, PayQuote, PaySettlement } from './pay.types.js'

// A payment request's rules: what a site may ask for, how much it costs the visitor, and why it
// stopped, as plain functions of the request and the chain's answers. Amounts are bigints in the
// asset's smallest unit from the request to the wallet: a float would round an 18-decimal amount.

/** CAIP-2: a namespace of 3 to 8 characters, a colon, a reference of 1 to 32. */
const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
/** CAIP-19: a CAIP-2 chain, a slash, an asset namespace of 3 to 8 characters, a colon, a reference. */
const ASSET = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})\/([-a-z0-9]{3,8}):(.+)$/
/** An amount as a site writes it: digits, and a dot with digits after it if any. No sign, no exponent. */
const DECIMAL = /^\d+(?:\.\d+)?$/

/** How many outcomes the machine keeps for `foyer.pay` to read (one per request; a few are plenty). */
const SETTLED_KEPT = 8

/** A request read: its order, or why it cannot be paid. */
export type ReadRequest = { ok: true; order: PayOrder } | { ok: false; error: PayError }

const invalid = (reason: string): ReadRequest => ({ ok: false, error: new PayInvalidRequestError(reason) })

/**
 * Reads a site's request by the rules of its network's namespace (the site's adapters' kits): a CAIP-2
 * network of a namespace the site has an adapter for (`PAY_NETWORK_NOT_SUPPORTED` otherwise); `native`
 * or a token of that very network as CAIP-19 writes it, with an address the namespace calls one
 * (whether its standard is the namespace's, the sending code says); a decimal amount above 0; a recipient that is an address of the
 * namespace (EVM: a mixed-case address must be its checksum). Anything else is `PAY_INVALID_REQUEST`
 * with the reason. Whether the site configured the network itself is the chain's part (see the actors).
 *
 * @example
 * readPayRequest({ network: 'eip155:31337', asset: 'native', amount: '0.01', recipient: '0x9965…A4dc' }, kits)
 * // { ok: true, order: { caipNetworkId: 'eip155:31337', namespace: 'eip155', token: undefined, … } }
 */
export function readPayRequest(request: unknown, kits: NamespaceKits): ReadRequest {
  if (typeof request !== 'object' || request === null) return invalid('it is not an object')
  const field = (name: string): unknown => Reflect.get(request, name)
  const [network, asset, amount, recipient] = ['network', 'asset', 'amount', 'recipient'].map(field)
  if (typeof network !== 'string') return invalid('the network must be a CAIP-2 id, like "eip155:1"')
  const match = CAIP2.exec(network)
  if (!match) return invalid(`the network "${network}" is not a CAIP-2 id, like "eip155:1"`)
  const namespace = match[1] as Namespace
  const kit = kits.find((each) => each.namespace === namespace)
  if (!kit) return { ok: false, error: new PayNetworkNotSupportedError({ details: network }) }
  // A namespace whose landed payments cannot be checked yet is refused at once, by name.
  if (!kit.paysRequests)
    return {
      ok: false,
      error: new PayNetworkNotSupportedError({
        details: `payments on ${kit.displayName} networks are not offered yet`,
      }),
    }
  if (!kit.referencePattern.test(match[2] ?? ''))
    return invalid(`the network "${network}" is not a ${kit.displayName} network id`)
  if (typeof amount !== 'string' || !DECIMAL.test(amount) || /^[0.]+$/.test(amount))
    return invalid('the amount must be a decimal string above 0, like "0.01"')
  if (typeof recipient !== 'string' || !kit.isAddress(recipient))
    return invalid(`the recipient is not a valid ${kit.displayName} address`)
  if (typeof asset !== 'string') return invalid('the asset must be "native" or a token id')
  const token = asset === 'native' ? undefined : tokenOf(asset, network, kit)
  if (token === null) return invalid(`the asset "${asset}" is not "native" or a token of ${network}`)
  return {
    ok: true,
    order: { caipNetworkId: network as CaipNetworkId, namespace, token, amount, recipient },
  }
}

/** The token of a CAIP-19 asset id on `network` (`<network>/<standard>:<address>`), or null. */
function tokenOf(
  asset: string,
  network: string,
  kit: { isAddress(value: string): boolean },
): { standard: string; address: string } | null {
  const match = ASSET.exec(asset)
  if (!match || match[1] !== network || !kit.isAddress(match[3] ?? '')) return null
  return { standard: match[2] ?? '', address: match[3] ?? '' }
}

/**
 * The amount of `order` in the asset's smallest unit, read exactly in its decimals; an amount with
 * more decimals than the asset has is refused, never rounded.
 *
 * @example
 * payAmountOf('0.01', { decimals: 18, symbol: 'ETH' }) // { ok: true, units: 10_000_000_000_000_000n }
 */
export function payAmountOf(
  amount: string,
  asset: { decimals: number; symbol: string },
): { ok: true; units: bigint } | { ok: false; error: PayInvalidRequestError } {
  const parsed = parseAmount(amount, asset.decimals)
  if (parsed.ok) return parsed
  return {
    ok: false,
    error: new PayInvalidRequestError(
      parsed.problem === 'tooManyDecimals'
        ? `${asset.symbol} has at most ${asset.decimals} decimals`
        : 'the amount must be a decimal string above 0, like "0.01"',
    ),
  }
}

/**
 * What the payer lacks for the quoted payment, with the numbers (the Send form's words), or
 * `undefined` when the balances cover the amount and the fee.
 *
 * @example
 * shortfallErrorOf(quote)?.message // 'Not enough ETH for the amount and the network fee: 1.00004 ETH needed, 0.5 ETH available'
 */
export function shortfallErrorOf(quote: PayQuote): PayInsufficientFundsError | undefined {
  if (!quote.shortfall) return undefined
  const { lacking, needed, available, symbol } = quote.shortfall
  const what =
    lacking === 'fee' ? 'the network fee' : `the amount${lacking === 'amount' ? '' : ' and the network fee'}`
  return new PayInsufficientFundsError(
    `Not enough ${symbol} for ${what}: ${needed} ${symbol} needed, ${available} ${symbol} available`,
    { needed, available, symbol },
  )
}

/**
 * A failure on the way to the wallet or in it, as the reason a payment rejects with: a payment error
 * as it is; the visitor's refusal in the wallet (4001, a cancelled prompt) as `PAY_REJECTED`; anything
 * else as `PAY_NOT_SENT` in the Send form's words (never a node's or contract's own text).
 *
 * @example
 * payErrorOf({ code: 4001 }).code // 'PAY_REJECTED'
 */
export function payErrorOf(error: unknown): PayError {
  if (isPayError(error)) return error
  if (isUserRejection(error)) return new PayRejectedError({ cause: error })
  return new PayNotSentError(sendErrorText(error), { cause: error })
}

const payCodes = new Set([
  'PAY_CLOSED',
  'PAY_REJECTED',
  'PAY_INSUFFICIENT_FUNDS',
  'PAY_NETWORK_NOT_SUPPORTED',
  'PAY_NETWORK_NOT_CONNECTED',
  'PAY_INVALID_REQUEST',
  'PAY_FAILED_ON_CHAIN',
  'PAY_TRANSACTION_MISMATCH',
  'PAY_NOT_CONFIRMED',
  'PAY_NOT_SENT',
  'PAY_BUSY',
])

/** Whether `error` is one of the payment's own reasons. */
export function isPayError(error: unknown): error is PayError {
  return error instanceof BaseError && payCodes.has(error.code)
}

/**
 * How a landed transaction ends the payment: its id when it is the transfer shown and succeeded;
 * `PAY_FAILED_ON_CHAIN` when it reverted; `PAY_TRANSACTION_MISMATCH` when the wallet sent something else.
 *
 * @example
 * outcomeOf('succeeded', '0x5c50…a1f3') // { ok: true, id: '0x5c50…a1f3' }
 */
export function outcomeOf(outcome: TransferOutcome, id: string): PayOutcome {
  if (outcome === 'succeeded') return { ok: true, id }
  if (outcome === 'failed') return { ok: false, error: new PayFailedOnChainError(id) }
  return { ok: false, error: new PayTransactionMismatchError(id) }
}

/**
 * The outcomes kept after adding `settlement`: the latest few, so a request's promise finds its own
 * while others follow.
 *
 * @example
 * withSettlement([], { requestId: 'pay-1', outcome: { ok: true, id: '0x…' } })
 */
export function withSettlement(
  settled: readonly PaySettlement[],
  settlement: PaySettlement,
): readonly PaySettlement[] {
  return [...settled, settlement].slice(-SETTLED_KEPT)
}
