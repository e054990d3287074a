import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type {
  ApprovalTransaction,
  EvmAddress,
  HexData,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from '../../api/blockchain/convert.types.js'
import type { ConvertApi } from '../../api/blockchain/convert-api.js'
import type { BatchProof, BatchStatus } from '../../chains/transfer.types.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import type { AmountFigure } from '../../utils/amount-figure.js'
import type { DecimalFigure } from '../portfolio/portfolio.views.js'
import type { TransactionOutcome } from '../transaction-approval/transaction-approval.types.js'
import type { SwapFailure } from './swap.failures.js'
import type { swapMachine } from './swap.machine.js'

/**
 * A call the wallet is asked to send (an approval or the swap), as the swap service built it.
 *
 * @example
 * const call: SwapCall = { to: approval.to, data: approval.data, value: 0n }
 */
export type SwapCall = { to: EvmAddress; data: HexData; value: bigint; gas?: bigint | undefined }

/**
 * What the swap machine reaches the world through (SPEC §7's convert calls, the chain's balance, the
 * wallet): given by the Swap module, so the machine's tests give their own.
 *
 * @example
 * const ports: SwapPorts = { convert: createConvertApi({ http, sdk }), readBalance, sendCall }
 */
export type SwapPorts = {
  convert: Pick<ConvertApi, 'tokens' | 'quotes' | 'allowance' | 'gasPrices' | 'buildApproval' | 'buildSwap'>
  /** What `account` holds of `token` (the coin for the native placeholder), in base units, from its chain. */
  readBalance(account: ActiveAccount, token: SwapToken, signal: AbortSignal): Promise<bigint>
  /** The gas the account's network estimates `call` needs when sent from `account` (its RPC's estimate). */
  estimateGas(account: ActiveAccount, call: SwapCall): Promise<bigint>
  /** Asks the account's wallet to send `call` on the account's network; the transaction's hash. */
  sendCall(account: ActiveAccount, call: SwapCall): Promise<string>
  /** The approval and the swap as one prompt, where the wallet batches atomically; without it, two prompts. */
  batch?: SwapBatchPorts | undefined
}

/**
 * Calls as one atomic batch through the account's wallet (EIP-5792 on EVM), for the approval and the
 * swap in one prompt.
 *
 * @example
 * if (await ports.batch?.canBatch(account)) const id = await ports.batch.send(account, [approval, swap])
 */
export type SwapBatchPorts = {
  /** Whether the wallet runs a batch atomically on the account's network; `false` whenever it cannot say. */
  canBatch(account: ActiveAccount): Promise<boolean>
  /** Asks the wallet to send `calls` in order as one atomic batch; the batch's id. */
  send(account: ActiveAccount, calls: readonly SwapCall[]): Promise<string>
  /** Where the batch is, the chain's receipts deciding where the wallet names them (`proof`: what the swap moves). */
  status(account: ActiveAccount, id: string, proof: BatchProof): Promise<BatchStatus>
}

/**
 * What the swap machine starts with: its ports, and the swap the Swap view was opened with (SPEC §2:
 * a swap view may be opened with swap arguments), picked once the network's tokens are known.
 *
 * @example
 * const input: SwapInput = { ports, preset: { fromSymbol: 'FUSD', toSymbol: 'FOY', amount: '10' } }
 */
export type SwapInput = { ports: SwapPorts; preset?: SwapPreset | undefined }

/**
 * The swap arguments a Swap view may be opened with: tokens by symbol or address, and an amount of
 * the token paid, as typed.
 *
 * @example
 * const preset: SwapPreset = { fromSymbol: 'FUSD', toSymbol: 'FOY', amount: '10' }
 */
export type SwapPreset = {
  fromSymbol?: string | undefined
  toSymbol?: string | undefined
  fromAddress?: string | undefined
  toAddress?: string | undefined
  amount?: string | undefined
}

/**
 * A quote as shown: the service's quote for exactly the form's tokens and amount, with the balance of
 * the token paid read beside it (the balance check is its own, with the numbers).
 */
export type ShownQuote = {
  /** The account and network it was asked for. */
  caipNetworkId: CaipNetworkId<'eip155'>
  userAddress: string
  quote: SwapQuote
  /** What the account holds of the token paid, in base units. */
  balance: bigint
  /** The same pair quoted for a thousandth of the amount (the price impact's reference), if given. */
  reference: SwapQuote | undefined
  /** The swap's network fee, as estimated with the quote. */
  fee: ShownFee
}

/**
 * A swap's network fee as estimated: the gas price (the swap service's `standard`) times the gas its
 * transactions need (the approval's too where one is needed first), in base units of the network's coin.
 *
 * @example
 * const fee: SwapFee = { units: 420_000_000_000_000n, includesApproval: false }
 */
export type SwapFee = {
  /** `undefined` where the gas price or the gas could not be read: never a guess, never 0. */
  units: bigint | undefined
  /** Whether it counts the approval sent before the swap. */
  includesApproval: boolean
}

/**
 * The network fee as the view shows it beside the quote.
 *
 * @example
 * const fee: ShownFee = { text: '0.00042 ETH', usd: '$1.26', amount: { amount: '0.00042', symbol: 'ETH' }, usdAmount: '1.26', includesApproval: false, spent: 420_000_000_000_000n }
 */
export type ShownFee = {
  /** The fee in the coin, exactly ("0.00042 ETH"); `undefined` where it could not be estimated. */
  text: string | undefined
  /** Its dollar value ("$1.26"), where the coin's price is known. */
  usd: string | undefined
  /** The fee as a decimal string and the coin's symbol, for a UI to write in its visitor's locale. */
  amount: AmountFigure | undefined
  /** Its dollar value as a decimal string (`'1.26'`), for a UI to write with 2 decimals. */
  usdAmount: DecimalFigure | undefined
  includesApproval: boolean
  /**
   * What the fee takes from the balance of the token paid: the fee where the coin is paid (the
   * balance must cover the amount and the fee), nothing where a token is paid.
   */
  spent: bigint
}

/**
 * Which of the wallet's prompts a swap is at; the approval only where the allowance is short, and
 * `batch` for the approval and the swap as one prompt (a wallet that batches atomically).
 */
export type WalletStep = 'approve' | 'swap' | 'batch'

/**
 * The swap form's context: what was typed as typed, the account it swaps from, the network's tokens,
 * the quote shown, and where the wallet's prompts are.
 */
export type SwapContext = SwapInput & {
  /** The active account (EVM only); the form starts over when it moves. */
  account: ActiveAccount | undefined
  /** The tokens the service swaps on the account's network. */
  tokens: SwapToken[]
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** The amount paid as typed, in whole tokens of `from`. */
  amount: string
  /** The quote for exactly `from`, `to` and `amount`, while one is shown. */
  quote: ShownQuote | undefined
  /** Whether the swap needs an approval first (known once the allowance was read). */
  needsApproval: boolean
  /** The approval the wallet sent, once sent. */
  approvalHash: string | undefined
  /** The swap as built, once built (checked against the quote shown before the wallet is asked). */
  built: SwapTransaction | undefined
  /** The swap the wallet sent (for a batch: the transaction that carried it, as the chain shows it). */
  swapHash: string | undefined
  /** Whether the approval and the swap go to the wallet as one atomic batch (one prompt). */
  batched: boolean
  /** The approval as built, for the batch. */
  approval: SwapCall | undefined
  /** The batch's id, the wallet's, once sent. */
  batchId: string | undefined
  /**
   * Who sends the batch and what proves on chain that it swapped, fixed when it is built: the account
   * may move while the wallet is asked, and the batch is still followed for the one that sent it.
   */
  batchFor: { account: ActiveAccount; proof: BatchProof } | undefined
  /**
   * How the swap ended, as the chain says (`undefined` until known): its receipt, or for a batch the
   * receipts of the transaction that carried it. `unconfirmed`: the chain did not tell in time.
   */
  outcome: TransactionOutcome | undefined
  /** Why swapping is unavailable or the last step failed, as data that names the step. */
  error: SwapFailure | undefined
  /** Max found the balance of the coin paid too small for the swap's network fee (it filled 0). */
  maxShortOfFee: boolean
}

/**
 * What the swap machine accepts.
 *
 * @example
 * swap.send({ type: 'SWAP.SET_AMOUNT', amount: '10' })
 */
export type SwapEvent =
  /** Pick the token paid (by its address on the network). */
  | { type: 'SWAP.SET_FROM'; address: string }
  /** Pick the token received. */
  | { type: 'SWAP.SET_TO'; address: string }
  /** Swap the two tokens' places. */
  | { type: 'SWAP.FLIP' }
  | { type: 'SWAP.SET_AMOUNT'; amount: string }
  /** Fill in the whole balance of the token paid (of the coin: less the swap's network fee). */
  | { type: 'SWAP.MAX' }
  /** Ask the wallet for the swap shown (the approval first where needed). */
  | { type: 'SWAP.SUBMIT' }
  /** After a swap: an empty form for the next. */
  | { type: 'SWAP.RESET' }
  /**
   * The Swap view shows, with the swap arguments it was opened with (SPEC §2): they pick the pair and
   * the amount now where the tokens are known, else once they are. The lazy actor that stands for this
   * machine downloads it with this first event.
   */
  | { type: 'SWAP.OPEN'; preset?: SwapPreset | undefined }
  /** The active account changed. */
  | { type: 'SWAP.ACCOUNT_CHANGED'; account: ActiveAccount | undefined }

/** What the swap machine tells its listeners. */
export type SwapEmitted = { type: 'swap.succeeded'; hash: string; from: string; to: string }

/**
 * What a quote actor answers: the best quote, the balance of the token paid, and the best quote for a
 * thousandth of the amount (the pool's own price, for the price impact), when the service gave one.
 */
export type QuoteAnswer = {
  quote: SwapQuote | undefined
  balance: bigint
  reference?: SwapQuote | undefined
  /** The swap's network fee, estimated beside the quote (its failure leaves it unknown, never the quote). */
  fee: SwapFee
}

/** What Max reads: the balance of the token paid and, where it is the coin, the fee of swapping it. */
export type MaxAnswer = { balance: bigint; fee: SwapFee | undefined }

export type { ApprovalTransaction, SwapToken }

/** The swap actor. */
export type SwapActor = ActorRefFrom<typeof swapMachine>
/** A snapshot of the swap actor. */
export type SwapSnapshot = SnapshotFrom<typeof swapMachine>
