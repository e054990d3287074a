import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { RegisteredName } from '../../api/blockchain/blockchain-api.types.js'
import type { PreparedTransfer } from '../../chains/transfer.types.js'
import type { CaipAddress } from '../../networks/network.types.js'
import type { DecimalFigure } from '../portfolio/portfolio.views.js'
import type { sendMachine } from './send.machine.js'
import type { SendProblem } from './send.rules.js'

/**
 * A token the Send form can send: the network's coin (no `address`) or a token contract (EVM) or mint
 * (Solana), with the decimals amounts are typed in. Shown names come from a token list or the chain,
 * so the review names the symbol the chain gives once the send is prepared.
 *
 * @example
 * const eth: SendToken = { symbol: 'ETH', name: 'Ether', decimals: 18 }
 * const fusd: SendToken = { address: '0x5FbD…0aa3', symbol: 'FUSD', name: 'Foyer Dollar', decimals: 18 }
 */
export type SendToken = {
  address?: string | undefined
  symbol: string
  name: string
  decimals: number
  iconUrl?: string | undefined
  /** What the account holds, in whole tokens, for display (the token list's figure). */
  quantity?: string | undefined
  /**
   * The same holding as a decimal string cut to 3 decimals (`'1250.500'`), or `'unknown'`, for a UI
   * to write in its visitor's locale.
   */
  held?: DecimalFigure | undefined
  /** Its dollar price, where the token list gives one: the value beside the amount, for display only. */
  price?: number | undefined
}

/**
 * Looks a name up for the Send form's receiver (a `.reown.id` name through the name service): the
 * addresses it points to, by coin type; `undefined` when no one holds it.
 *
 * @example
 * const resolveName: NameResolver = (name, signal) => api.lookUpName({ name, signal })
 */
export type NameResolver = (name: string, signal: AbortSignal) => Promise<RegisteredName | undefined>

/**
 * A token's dollar price (the token at CAIP-10 `token`), for the value beside an amount; `undefined`
 * when none is known.
 *
 * @example
 * const priceOf: TokenPricer = async (token, signal) => (await api.tokenPrice({ token, signal }))?.price
 */
export type TokenPricer = (token: CaipAddress, signal: AbortSignal) => Promise<number | undefined>

/**
 * What the send machine starts with: how names typed as receivers are looked up with the name
 * service (without it, only addresses and the chain's own names), and how a token the token list
 * gives no price for is priced.
 *
 * @example
 * const input: SendInput = { resolveName, priceOf }
 */
export type SendInput = { resolveName?: NameResolver | undefined; priceOf?: TokenPricer | undefined }

/**
 * What the chain said about the form's transfer (see `PreparedTransfer`), with the token's dollar
 * price where the token list had none and the price service gave one (display only).
 */
export type SendQuote = PreparedTransfer & { price?: number | undefined }

/**
 * A name typed as the receiver, looked up: the address it points to on the account's network, or none
 * (no one holds it, or not for this network).
 */
export type ResolvedName = {
  name: string
  address: string | undefined
  /** The profile picture the name's owner set (an https URL), when the name pays an address here. */
  avatar?: string | undefined
}

/**
 * The Send form's context (SPEC §3 Send form: token, sendTokenAmount, receiverAddress; the receiver's
 * profile name and image join them with names as receivers): what the visitor typed as typed, the
 * account it is sent from, and what the network said about it.
 *
 * @example
 * const context: SendContext = { account: undefined, token: undefined, amount: '', receiver: '', resolved: undefined, quote: undefined, error: undefined }
 */
export type SendContext = SendInput & {
  /** The active account the form sends from; the form starts over when it changes. */
  account: ActiveAccount | undefined
  token: SendToken | undefined
  /** The amount as typed, in whole tokens. */
  amount: string
  /** The receiver's address, or a name, as typed. */
  receiver: string
  /** The name typed as the receiver, once looked up, with the address it points to. */
  resolved: ResolvedName | undefined
  /** The fee and balances for exactly the token, amount and receiver above, while `quoted`. */
  quote: SendQuote | undefined
  /**
   * Why the last quote or send failed, in words (a Foyer error's own message, which the skin
   * translates); or why Max filled in nothing, as data with the numbers.
   */
  error: string | SendProblem | undefined
}

/**
 * What the send machine accepts.
 *
 * @example
 * send.send({ type: 'SEND.SET_AMOUNT', amount: '0.01' })
 */
export type SendEvent =
  | { type: 'SEND.SET_TOKEN'; token: SendToken }
  | { type: 'SEND.SET_AMOUNT'; amount: string }
  | { type: 'SEND.SET_RECEIVER'; receiver: string }
  /** Fill in the most that can be sent: the token's whole balance, the coin's less the network fee. */
  | { type: 'SEND.MAX' }
  /** Ask the wallet to send what the form holds (only once the fee is known and the balance covers it). */
  | { type: 'SEND.SUBMIT' }
  /** Start over with an empty form. */
  | { type: 'SEND.RESET' }
  /**
   * The Send view shows. Nothing changes: the lazy actor that stands for this machine downloads it
   * with its first event, so the form is there (with the account's coin picked) when the view opens.
   */
  | { type: 'SEND.OPEN' }
  /** The active account changed (another account, network or namespace). */
  | { type: 'SEND.ACCOUNT_CHANGED'; account: ActiveAccount | undefined }
  /** A sent transaction landed (`landing.<id>`, the child that waited for it), or its wait ended without. */
  | { type: `xstate.done.actor.landing.${string}` }
  | { type: `xstate.error.actor.landing.${string}`; error: unknown }

/** What the send machine tells its listeners (analytics: SPEC §7's SEND_INITIATED and SEND_SUCCESS). */
export type SendEmitted =
  | { type: 'send.initiated'; transfer: PreparedTransfer }
  | { type: 'send.succeeded'; transfer: PreparedTransfer; id: string }

/** The send actor (system id `send`). */
export type SendActor = ActorRefFrom<typeof sendMachine>
/** A snapshot of the send actor. */
export type SendSnapshot = SnapshotFrom<typeof sendMachine>
