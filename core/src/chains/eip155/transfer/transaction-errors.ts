import { BaseError, type BaseErrorOptions } from '../../../errors/base.js'
import type { FoyerErrorClass } from '../../../errors/define.js'
import {
  BlobTooLargeError,
  BytecodeTooLongError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionFailedError,
  TransactionInvalidAddressError,
  TransactionTypeNotSupportedError,
} from '../../../errors/transaction.js'

// Turns what preparing or sending an EVM transaction threw (viem's public and wallet actions, or a
// wallet's own EIP-1193 error) into one of Foyer's transaction errors, whose fixed `shortMessage` the
// modal shows. The original error is only ever the `cause`: its words (a node's message, a contract's
// revert reason) reach `details`, for developers, and never the visitor's screen.
//
// viem's errors are recognised by the `name` viem gives each class and the `version` it stamps on
// them, not by importing its classes: this file downloads with the first Send form, and a module it
// shared with the page's first download would make the bundler split that download into more files.

type TransactionErrorClass = FoyerErrorClass<string>

/** Foyer's transaction errors: given one, {@link transactionErrorOf} answers it unchanged. */
const foyerClasses: readonly TransactionErrorClass[] = [
  TransactionInvalidAddressError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  TipAboveFeeCapError,
  NonceTooLowError,
  NonceTooHighError,
  NonceMaxValueError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  IntrinsicGasTooHighError,
  ExecutionRevertedError,
  TransactionTypeNotSupportedError,
  BytecodeTooLongError,
  BlobTooLargeError,
  TransactionFailedError,
]

/**
 * viem's errors for what a node or viem's own checks said, by the `name` viem sets on each (its
 * blob-size and ZKsync bytecode errors are not exported from 'viem' at all), and Foyer's class for each.
 */
const viemNames: ReadonlyMap<string, TransactionErrorClass> = new Map<string, TransactionErrorClass>([
  ['InvalidAddressError', TransactionInvalidAddressError],
  ['FeeCapTooHighError', FeeCapTooHighError],
  ['FeeCapTooLowError', FeeCapTooLowError],
  // viem's own check before sending: the fee cap given is below the tip the network asks now.
  ['MaxFeePerGasTooLowError', FeeCapTooLowError],
  ['TipAboveFeeCapError', TipAboveFeeCapError],
  ['NonceTooLowError', NonceTooLowError],
  ['NonceTooHighError', NonceTooHighError],
  ['NonceMaxValueError', NonceMaxValueError],
  ['InsufficientFundsError', InsufficientFundsError],
  ['IntrinsicGasTooLowError', IntrinsicGasTooLowError],
  ['IntrinsicGasTooHighError', IntrinsicGasTooHighError],
  ['ExecutionRevertedError', ExecutionRevertedError],
  ['ContractFunctionRevertedError', ExecutionRevertedError],
  ['TransactionTypeNotSupportedError', TransactionTypeNotSupportedError],
  // A fee read of type EIP-1559 on a chain whose blocks have no base fee.
  ['Eip1559FeesNotSupportedError', TransactionTypeNotSupportedError],
  // viem's wrapper for a node error none of its classes names: the node did refuse the transaction.
  ['UnknownNodeError', TransactionFailedError],
  ['BlobSizeTooLargeError', BlobTooLargeError],
  ['BytecodeLengthExceedsMaxSizeError', BytecodeTooLongError],
])

/**
 * Whether a layer is one of viem's errors: viem's base error gives every one a `shortMessage`, a
 * `docsPath` and viem's `version` (Foyer's errors have no `docsPath` nor `version`).
 */
function isViemError(layer: object): layer is Error {
  return (
    layer instanceof Error &&
    'shortMessage' in layer &&
    'docsPath' in layer &&
    'version' in layer &&
    typeof layer.version === 'string'
  )
}

/**
 * What nodes and wallets write, lower-cased, in the order viem's `getNodeError` tries them (so a revert
 * whose reason mentions "insufficient funds" is still a revert), each with Foyer's class. viem's own
 * patterns first (its classes' `nodeMessage`, written out), then texts of geth, reth and anvil that
 * viem does not know.
 */
const nodeMessages: ReadonlyArray<readonly [RegExp, TransactionErrorClass]> = [
  [/execution reverted|gas required exceeds allowance/, ExecutionRevertedError],
  [/max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/, FeeCapTooHighError],
  [
    /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/,
    FeeCapTooLowError,
  ],
  [/nonce too high/, NonceTooHighError],
  [/nonce too low|transaction already imported|already known/, NonceTooLowError],
  [/nonce has max value/, NonceMaxValueError],
  [/insufficient funds|exceeds transaction sender account balance|outoffunds/, InsufficientFundsError],
  [/intrinsic gas too high|gas limit reached/, IntrinsicGasTooHighError],
  [/intrinsic gas too low/, IntrinsicGasTooLowError],
  [/transaction type not valid/, TransactionTypeNotSupportedError],
  [/max priority fee per gas higher than max fee per gas|tip higher than fee cap/, TipAboveFeeCapError],
  // anvil's estimate: "Invalid input: `max_priority_fee_per_gas` greater than `max_fee_per_gas`".
  [/max_priority_fee_per_gas\W+greater than\W+max_fee_per_gas/, TipAboveFeeCapError],
  // geth's pool: a gas limit above the block's.
  [/exceeds block gas limit/, IntrinsicGasTooHighError],
  // geth's and reth's words for a type the chain does not take (viem knows only "not valid").
  [/transaction type not supported/, TransactionTypeNotSupportedError],
  // EIP-3860 creation code and EIP-170 deployed code limits: geth's words, then revm's (anvil, reth).
  [
    /max initcode size exceeded|max code size exceeded|createcontractsizelimit|createinitcodesizelimit/,
    BytecodeTooLongError,
  ],
  [/too many blobs/, BlobTooLargeError],
  // The pool refused it for a reason the visitor cannot fix with a field of the form.
  [
    /underpriced|txpool is full|exceeds the configured cap|oversized data|failed to decode transaction/,
    TransactionFailedError,
  ],
]

/**
 * Node texts that viem files under the wrong class, each with the right one. Tried first, and only
 * when nothing says the call reverted: anchored at the start, so a revert reason (which a node writes
 * after "execution reverted: ") cannot imitate them.
 */
const correctedMessages: ReadonlyArray<readonly [RegExp, TransactionErrorClass]> = [
  // "gas required exceeds allowance" with an allowance of 0: the account cannot pay for any gas at the
  // fee asked (geth and anvil cap an estimate at balance ÷ fee per gas). viem calls every "gas required
  // exceeds allowance" a revert; with 0 it is a lack of funds.
  [/^(out of gas: )?gas required exceeds allowance(: 0| \(0\))$/, InsufficientFundsError],
  // anvil's `eth_call` with a gas limit below the transaction's intrinsic cost: its text says "too
  // high", the error it names (revm's) says the cost is more than the limit, i.e. the limit is too low.
  [/^intrinsic gas too high -- callgascostmorethangaslimit$/, IntrinsicGasTooLowError],
]

// The visitor refused in the wallet: EIP-1193's 4001, WalletConnect's 5000–5003 (the same codes as
// Foyer's rejection check, written here so this file shares no module with the page).
const refusalCodes: ReadonlySet<number> = new Set([4001, 5000, 5001, 5002, 5003])
// EIP-1474: the node refused to create the transaction.
const transactionRejectedCode = -32003
// The code geth and anvil answer a reverted call or estimate with (viem's `ExecutionRevertedError.code`).
const executionRevertedCode = 3
// A bound on how deep the search goes: real chains are a handful of errors deep.
const maxLayers = 32

/**
 * Foyer's transaction error for what a viem action (`estimateGas`, `call`, `simulateContract`,
 * `sendTransaction`, a wallet client's `request`) or a wallet's EIP-1193 provider threw while a
 * transaction was prepared or sent; `undefined` when the visitor refused it in the wallet (the caller
 * handles that) or when nothing says the transaction itself is at fault (a network failure, an
 * unknown error). The original error is the `cause`: its text is in `details`, never in `shortMessage`.
 *
 * @example
 * try { await wallet.sendTransaction(request) } catch (error) { throw transactionErrorOf(error) ?? error }
 * transactionErrorOf({ code: -32000, message: 'insufficient funds for gas * price + value' })?.code // 'INSUFFICIENT_FUNDS'
 */
export function transactionErrorOf(error: unknown): BaseError | undefined {
  for (const Kind of foyerClasses) if (error instanceof Kind) return error
  const layers = layersOf(error)
  const codes = layers.flatMap(rpcCodeOf)
  const isRejection =
    layers.some((layer) => isViemError(layer) && layer.name === 'UserRejectedRequestError') ||
    codes.some((code) => refusalCodes.has(code))
  if (isRejection) return undefined
  const texts = layers.flatMap(nodeText)
  const make = (Kind: TransactionErrorClass) => new Kind(optionsOf(error, layers))
  const hasRevertCode = codes.includes(executionRevertedCode)

  if (!hasRevertCode)
    for (const text of texts)
      for (const [pattern, Kind] of correctedMessages) if (pattern.test(text)) return make(Kind)
  for (const layer of layers) {
    const Kind = viemKindOf(layer)
    if (Kind) return make(Kind)
  }
  if (hasRevertCode) return make(ExecutionRevertedError)
  for (const text of texts)
    for (const [pattern, Kind] of nodeMessages) if (pattern.test(text)) return make(Kind)
  if (codes.includes(transactionRejectedCode)) return make(TransactionFailedError)
  return undefined
}

/** The numeric RPC code of one layer, if it has one (a Foyer `WalletRpcError` keeps it in `rpcCode`). */
function rpcCodeOf(layer: object): number[] {
  const code = 'rpcCode' in layer ? layer.rpcCode : 'code' in layer ? layer.code : undefined
  return typeof code === 'number' ? [code] : []
}

/** Foyer's class for a viem error, by viem's name for it. */
function viemKindOf(layer: object): TransactionErrorClass | undefined {
  return isViemError(layer) ? viemNames.get(layer.name) : undefined
}

/**
 * The error and every error below it, outermost first: `cause` (viem's and Error's chains), and where
 * wallets nest the node's error: `data` (MetaMask's `{ code: -32603, data: { code, message } }`),
 * `data.cause` and `data.originalError` (MetaMask Mobile). Stops at cycles.
 */
function layersOf(error: unknown): object[] {
  const layers: object[] = []
  const queue: unknown[] = [error]
  while (queue.length > 0 && layers.length < maxLayers) {
    const current = queue.shift()
    if (typeof current !== 'object' || current === null || layers.includes(current)) continue
    layers.push(current)
    if ('cause' in current) queue.push(current.cause)
    if ('data' in current && typeof current.data === 'object' && current.data !== null) {
      const data: { message?: unknown; cause?: unknown; originalError?: unknown } = current.data
      if (typeof data.message === 'string') queue.push(data)
      queue.push(data.cause, data.originalError)
    }
  }
  return layers
}

/**
 * The words of a node or wallet in one layer, lower-cased: a plain error's `message`. viem's and
 * Foyer's own errors are skipped: their messages are their own words (and a copy of their cause's),
 * and they keep the node's error as a `cause`, which is a layer of its own.
 */
function nodeText(layer: object): string[] {
  if (isViemError(layer) || layer instanceof BaseError) return []
  return 'message' in layer && typeof layer.message === 'string' ? [layer.message.trim().toLowerCase()] : []
}

/**
 * The original error as `cause`. viem's and Foyer's errors carry the words below them in their own
 * message; for anything else (a wallet's plain `{ code, message }` object, which is no `Error`, or an
 * `Error` around one) `details` lists each layer's code and message, outermost first.
 */
function optionsOf(error: unknown, layers: readonly object[]): BaseErrorOptions {
  if (typeof error === 'object' && error !== null && (isViemError(error) || error instanceof BaseError))
    return { cause: error }
  const said = layers.flatMap((layer) => {
    if (!('message' in layer) || typeof layer.message !== 'string') return []
    const code = rpcCodeOf(layer)[0]
    return [code === undefined ? layer.message : `RPC error ${code}: ${layer.message}`]
  })
  return said.length > 0 ? { cause: error, details: said.join(' <- ') } : { cause: error }
}
