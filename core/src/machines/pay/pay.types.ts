import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { NamespaceKits } from '../../chains/kits.js'
import type { PreparedTransfer } from '../../chains/transfer.types.js'
import type { PayError } from '../../errors/pay.js'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'
import type { payMachine } from './pay.machine.js'

/**
 * A payment a site asks the visitor for: on `network` (CAIP-2), `amount` of `asset`, to `recipient`.
 * `asset` is `native` (the network's coin) or a token as CAIP-19 writes it,
 * `<network>/<standard>:<address>` (`eip155:31337/erc20:0x5FbD…0aa3`); `amount` is a decimal string in
 * the asset's whole units (`'0.01'`), never a float, read exactly in the asset's decimals.
 *
 * @example
 * const request: PayRequest = { network: 'eip155:31337', asset: 'native', amount: '0.01', recipient: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' }
 */
export type PayRequest = { network: string; asset: string; amount: string; recipient: string }

/**
 * A request read and checked against the namespace's rules (its kit): the network, the token's
 * address (none for the coin), the amount as given and the recipient.
 *
 * @example
 * const order: PayOrder = { caipNetworkId: 'eip155:31337', namespace: 'eip155', token: undefined, amount: '0.01', recipient: '0x9965…A4dc' }
 */
export type PayOrder = {
  caipNetworkId: CaipNetworkId
  namespace: Namespace
  /** The token's standard as the request names it (`erc20`) and its address; none for the coin. */
  token: { standard: string; address: string } | undefined
  amount: string
  recipient: string
}

/**
 * What the chain said about the payment, before the wallet is asked: the transfer prepared from the
 * payer's account (its fee at most, its balances), the asset's decimals and symbol and the coin's, and
 * the network's name, so the review shows exactly what will be signed.
 */
export type PayQuote = {
  prepared: PreparedTransfer
  decimals: number
  symbol: string
  nativeSymbol: string
  nativeDecimals: number
  networkName: string
  /** The recipient and the payer as the namespace shows addresses to check (EVM: checksummed). */
  recipient: string
  from: string
  /** What the payer lacks to make it, with the numbers; `undefined` when its balances cover it. */
  shortfall: PayShortfall | undefined
}

/**
 * What a payer lacks, in whole units with the symbol of what is short: `amountAndFee` (the coin pays
 * both), `amount` (a token's balance) or `fee` (the coin, for a token payment).
 *
 * @example
 * const short: PayShortfall = { lacking: 'amountAndFee', needed: '0.010042', available: '0.001', symbol: 'ETH' }
 */
export type PayShortfall = {
  lacking: 'amountAndFee' | 'amount' | 'fee'
  needed: string
  available: string
  symbol: string
}

/** How a request ended: the transaction's id once it landed, or why not. */
export type PayOutcome = { ok: true; id: string } | { ok: false; error: PayError }

/** A request's outcome, under the id the facade gave it. */
export type PaySettlement = { requestId: string; outcome: PayOutcome }

/**
 * What the pay machine starts with: the kits of the site's adapters, which read the request's network,
 * token and recipient by their namespace's rules.
 *
 * @example
 * const input: PayInput = { kits: foyer.kits }
 */
export type PayInput = { kits: NamespaceKits }

/**
 * The pay machine's context: the request on screen (read), what the chain said about it, the
 * transaction once the wallet sent it, why it stopped, and the last outcomes by request id.
 */
export type PayContext = PayInput & {
  requestId: string | undefined
  order: PayOrder | undefined
  /**
   * The payment as each account that may pay would make it, the active account's first (one quote
   * for a wallet that shares one account): the picker shows each with its balance and shortfall.
   */
  quotes: readonly PayQuote[]
  /** The chosen payer's quote: what Approve sends. Always one of `quotes` that covers the payment. */
  quote: PayQuote | undefined
  transactionId: string | undefined
  error: PayError | undefined
  /** The latest outcomes (a few), read by `foyer.pay` to settle its promise. */
  settled: readonly PaySettlement[]
}

/**
 * What the pay machine accepts.
 *
 * @example
 * pay.send({ type: 'PAY.APPROVE' })
 */
export type PayEvent =
  /** A site asks for a payment (`foyer.pay(request)`); `requestId` names its outcome. */
  | { type: 'PAY.REQUEST'; request: PayRequest; requestId: string }
  /** The Pay view shows: nothing changes (the lazy actor downloads this machine with it). */
  | { type: 'PAY.OPEN' }
  /** The visitor approves the payment shown: the wallet is asked. */
  | { type: 'PAY.APPROVE' }
  /** The Pay view left the screen (closed, or the visitor went back). */
  | { type: 'PAY.CLOSE' }
  /**
   * The visitor picks the account that pays (its address as the review shows it, `PayQuote.from`):
   * taken only when it is one of the accounts offered and its balances cover the payment.
   */
  | { type: 'PAY.CHOOSE_PAYER'; address: string }
  /** The paying accounts or their network changed while the payment was shown: it is read again. */
  | { type: 'PAY.PAYER_CHANGED' }

/** The pay actor (system id `pay`). */
export type PayActor = ActorRefFrom<typeof payMachine>
/** A snapshot of the pay actor. */
export type PaySnapshot = SnapshotFrom<typeof payMachine>
