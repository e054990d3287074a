// The Cosmos SDK's registered errors this node answers with (types/errors, codespace `sdk`), and how
// the SDK writes their logs: an error wrapped with context prints as `context: description`, each
// wrap adding its text in front (`account sequence mismatch, expected 1, got 0: incorrect account
// sequence`). A client reads the code and codespace; people read the log.

/** The SDK's root codespace, where every error this node returns is registered. */
export const SDK_CODESPACE = 'sdk'

/**
 * The registered SDK errors by name: their ABCI code and description (the text a log ends with).
 *
 * @example
 * SDK_ERRORS.wrongSequence // { code: 32, description: 'incorrect account sequence' }
 */
export const SDK_ERRORS = {
  txDecode: { code: 2, description: 'tx parse error' },
  unauthorized: { code: 4, description: 'unauthorized' },
  insufficientFunds: { code: 5, description: 'insufficient funds' },
  unknownRequest: { code: 6, description: 'unknown request' },
  invalidAddress: { code: 7, description: 'invalid address' },
  invalidPubKey: { code: 8, description: 'invalid pubkey' },
  unknownAddress: { code: 9, description: 'unknown address' },
  invalidCoins: { code: 10, description: 'invalid coins' },
  outOfGas: { code: 11, description: 'out of gas' },
  memoTooLarge: { code: 12, description: 'memo too large' },
  insufficientFee: { code: 13, description: 'insufficient fee' },
  noSignatures: { code: 15, description: 'no signatures supplied' },
  invalidRequest: { code: 18, description: 'invalid request' },
  keyNotFound: { code: 22, description: 'key not found' },
  txTimeoutHeight: { code: 30, description: 'tx timeout height' },
  unknownExtensionOptions: { code: 31, description: 'unknown extension options' },
  wrongSequence: { code: 32, description: 'incorrect account sequence' },
  logic: { code: 35, description: 'internal logic error' },
  notSupported: { code: 37, description: 'feature not supported' },
  invalidGasLimit: { code: 41, description: 'invalid gas limit' },
} as const

/** The name of a registered SDK error. */
export type SdkErrorName = keyof typeof SDK_ERRORS

/**
 * A refusal with an SDK code: CheckTx's or a block's result for a transaction, or a query's answer.
 * `log` is the whole text the node returns (`raw_log`).
 *
 * @example
 * throw sdkError('insufficientFee', 'insufficient fees; got: 1uatom required: 500uatom')
 */
export class CosmosTxError extends Error {
  readonly code: number
  readonly codespace: string
  readonly log: string
  constructor(code: number, codespace: string, log: string) {
    super(log)
    this.name = 'CosmosTxError'
    this.code = code
    this.codespace = codespace
    this.log = log
  }

  /** The same error with `context` written in front of its log, as the SDK's `errors.Wrap` does. */
  wrap(context: string): CosmosTxError {
    return new CosmosTxError(this.code, this.codespace, `${context}: ${this.log}`)
  }
}

/**
 * The registered error `name`, wrapped with `context` when given.
 *
 * @example
 * sdkError('wrongSequence', 'account sequence mismatch, expected 1, got 0').log
 * // 'account sequence mismatch, expected 1, got 0: incorrect account sequence'
 */
export function sdkError(name: SdkErrorName, context?: string): CosmosTxError {
  const { code, description } = SDK_ERRORS[name]
  return new CosmosTxError(code, SDK_CODESPACE, context ? `${context}: ${description}` : description)
}

/**
 * A JSON-RPC error from CometBFT itself, before the application sees the request: an unknown method,
 * bad parameters, a transaction already in the mempool cache, a transaction not found.
 *
 * @example
 * throw new JsonRpcError(-32603, 'Internal error', 'tx already exists in cache')
 */
export class JsonRpcError extends Error {
  readonly code: number
  readonly data: string
  constructor(code: number, message: string, data = '') {
    super(message)
    this.name = 'JsonRpcError'
    this.code = code
    this.data = data
  }
}

/** CometBFT's "Internal error" (-32603) with the Go error's text as `data`, as its RPC server answers. */
export const internalError = (data: string) => new JsonRpcError(-32603, 'Internal error', data)

/** CometBFT's "Invalid params" (-32602). */
export const invalidParams = (data: string) => new JsonRpcError(-32602, 'Invalid params', data)

/**
 * A misuse of the node's own API (funding an address of another chain, coins that are not coins):
 * a bug in the test or the demo, not something a chain would answer.
 *
 * @example
 * throw new CosmosNodeUsageError('Not an address of this chain: osmo1…')
 */
export class CosmosNodeUsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CosmosNodeUsageError'
  }
}
