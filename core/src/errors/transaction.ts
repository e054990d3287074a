import { BaseError, type BaseErrorOptions } from './base.js'

// Why a transaction cannot be sent or would fail, one class per kind of the product's error catalogue.
// `shortMessage` is what the modal shows the visitor: fixed plain sentences, never text that came from
// a node, a wallet or a contract (a hostile token contract can revert with "Send again to 0x…"). That
// text goes to `details` only, through the `cause` or `details` option, for developers.

/**
 * An address of the transaction (usually the recipient) is not a valid EVM address: not 20 bytes of
 * hex, or a mixed-case address whose checksum does not match.
 *
 * @example
 * throw new TransactionInvalidAddressError({ cause: viemError })
 */
export class TransactionInvalidAddressError extends BaseError<'TRANSACTION_INVALID_ADDRESS'> {
  static readonly code = 'TRANSACTION_INVALID_ADDRESS'
  static readonly shortMessage = 'The address is not valid: check it and try again'
  override name = 'TransactionInvalidAddressError'

  constructor(options?: BaseErrorOptions) {
    super(TransactionInvalidAddressError.code, TransactionInvalidAddressError.shortMessage, options)
  }
}

/**
 * The most the transaction may pay per unit of gas (`maxFeePerGas`) is above what a transaction can
 * carry (2^256 − 1).
 *
 * @example
 * throw new FeeCapTooHighError({ cause: viemError })
 */
export class FeeCapTooHighError extends BaseError<'FEE_CAP_TOO_HIGH'> {
  static readonly code = 'FEE_CAP_TOO_HIGH'
  static readonly shortMessage = 'The network fee set for this transaction is too high'
  override name = 'FeeCapTooHighError'

  constructor(options?: BaseErrorOptions) {
    super(FeeCapTooHighError.code, FeeCapTooHighError.shortMessage, options)
  }
}

/**
 * The most the transaction may pay per unit of gas is below the current block's base fee: the
 * network would not include it now. Reading the fees again and retrying usually helps.
 *
 * @example
 * throw new FeeCapTooLowError({ cause: nodeError })
 */
export class FeeCapTooLowError extends BaseError<'FEE_CAP_TOO_LOW'> {
  static readonly code = 'FEE_CAP_TOO_LOW'
  static readonly shortMessage = 'The network fee is below what the network asks now'
  override name = 'FeeCapTooLowError'

  constructor(options?: BaseErrorOptions) {
    super(FeeCapTooLowError.code, FeeCapTooLowError.shortMessage, options)
  }
}

/**
 * The tip to the block producer (`maxPriorityFeePerGas`) is above the most the transaction may pay
 * per unit of gas (`maxFeePerGas`), which includes the tip.
 *
 * @example
 * throw new TipAboveFeeCapError({ cause: nodeError })
 */
export class TipAboveFeeCapError extends BaseError<'TIP_ABOVE_FEE_CAP'> {
  static readonly code = 'TIP_ABOVE_FEE_CAP'
  static readonly shortMessage = 'The tip is higher than the maximum network fee'
  override name = 'TipAboveFeeCapError'

  constructor(options?: BaseErrorOptions) {
    super(TipAboveFeeCapError.code, TipAboveFeeCapError.shortMessage, options)
  }
}

/**
 * The transaction's number (nonce) was already used by a confirmed transaction of the account, or the
 * same transaction is already waiting to be confirmed.
 *
 * @example
 * throw new NonceTooLowError({ cause: nodeError })
 */
export class NonceTooLowError extends BaseError<'NONCE_TOO_LOW'> {
  static readonly code = 'NONCE_TOO_LOW'
  static readonly shortMessage = 'This transaction was already sent or replaced by another one'
  override name = 'NonceTooLowError'

  constructor(options?: BaseErrorOptions) {
    super(NonceTooLowError.code, NonceTooLowError.shortMessage, options)
  }
}

/**
 * The transaction's number (nonce) skips numbers: an earlier transaction of the account has not been
 * confirmed yet (or was never sent).
 *
 * @example
 * throw new NonceTooHighError({ cause: nodeError })
 */
export class NonceTooHighError extends BaseError<'NONCE_TOO_HIGH'> {
  static readonly code = 'NONCE_TOO_HIGH'
  static readonly shortMessage = 'The wallet has a transaction waiting: try again once it is confirmed'
  override name = 'NonceTooHighError'

  constructor(options?: BaseErrorOptions) {
    super(NonceTooHighError.code, NonceTooHighError.shortMessage, options)
  }
}

/**
 * The account has used the largest transaction number (nonce, 2^64 − 1) there is: it can never send
 * another transaction.
 *
 * @example
 * throw new NonceMaxValueError({ cause: nodeError })
 */
export class NonceMaxValueError extends BaseError<'NONCE_MAX_VALUE'> {
  static readonly code = 'NONCE_MAX_VALUE'
  static readonly shortMessage = 'This account cannot send any more transactions'
  override name = 'NonceMaxValueError'

  constructor(options?: BaseErrorOptions) {
    super(NonceMaxValueError.code, NonceMaxValueError.shortMessage, options)
  }
}

/**
 * The account's balance does not cover the amount sent plus the most the network fee can be (gas
 * limit × fee per gas).
 *
 * @example
 * throw new InsufficientFundsError({ cause: nodeError })
 */
export class InsufficientFundsError extends BaseError<'INSUFFICIENT_FUNDS'> {
  static readonly code = 'INSUFFICIENT_FUNDS'
  static readonly shortMessage = 'Insufficient funds for the amount and the network fee'
  override name = 'InsufficientFundsError'

  constructor(options?: BaseErrorOptions) {
    super(InsufficientFundsError.code, InsufficientFundsError.shortMessage, options)
  }
}

/**
 * The gas limit is below the least any transaction of this kind uses (21 000 for a plain transfer,
 * more with data).
 *
 * @example
 * throw new IntrinsicGasTooLowError({ cause: nodeError })
 */
export class IntrinsicGasTooLowError extends BaseError<'INTRINSIC_GAS_TOO_LOW'> {
  static readonly code = 'INTRINSIC_GAS_TOO_LOW'
  static readonly shortMessage = 'The gas limit is too low for this transaction'
  override name = 'IntrinsicGasTooLowError'

  constructor(options?: BaseErrorOptions) {
    super(IntrinsicGasTooLowError.code, IntrinsicGasTooLowError.shortMessage, options)
  }
}

/**
 * The gas limit is above what one block of the network can hold.
 *
 * @example
 * throw new IntrinsicGasTooHighError({ cause: nodeError })
 */
export class IntrinsicGasTooHighError extends BaseError<'INTRINSIC_GAS_TOO_HIGH'> {
  static readonly code = 'INTRINSIC_GAS_TOO_HIGH'
  static readonly shortMessage = 'The gas limit is higher than the network allows'
  override name = 'IntrinsicGasTooHighError'

  constructor(options?: BaseErrorOptions) {
    super(IntrinsicGasTooHighError.code, IntrinsicGasTooHighError.shortMessage, options)
  }
}

/**
 * Running the transaction failed: a contract refused it (a token transfer of more than the sender
 * holds, a paused token…). The contract's reason is for developers only, in `details`: a contract
 * chooses its words, and a hostile one can write anything.
 *
 * @example
 * throw new ExecutionRevertedError({ cause: nodeError })
 */
export class ExecutionRevertedError extends BaseError<'EXECUTION_REVERTED'> {
  static readonly code = 'EXECUTION_REVERTED'
  static readonly shortMessage = 'This transaction would fail (the contract refused it)'
  override name = 'ExecutionRevertedError'

  constructor(options?: BaseErrorOptions) {
    super(ExecutionRevertedError.code, ExecutionRevertedError.shortMessage, options)
  }
}

/**
 * The network does not accept the transaction's type (for example an EIP-1559 transaction on a chain
 * that only takes legacy ones).
 *
 * @example
 * throw new TransactionTypeNotSupportedError({ cause: nodeError })
 */
export class TransactionTypeNotSupportedError extends BaseError<'TRANSACTION_TYPE_NOT_SUPPORTED'> {
  static readonly code = 'TRANSACTION_TYPE_NOT_SUPPORTED'
  static readonly shortMessage = 'This network does not accept this kind of transaction'
  override name = 'TransactionTypeNotSupportedError'

  constructor(options?: BaseErrorOptions) {
    super(TransactionTypeNotSupportedError.code, TransactionTypeNotSupportedError.shortMessage, options)
  }
}

/**
 * The contract code the transaction deploys is longer than the network allows (the creation code or
 * the code it leaves, or a ZKsync bytecode over its size limit).
 *
 * @example
 * throw new BytecodeTooLongError({ cause: nodeError })
 */
export class BytecodeTooLongError extends BaseError<'BYTECODE_TOO_LONG'> {
  static readonly code = 'BYTECODE_TOO_LONG'
  static readonly shortMessage = 'The contract code is too large for this network'
  override name = 'BytecodeTooLongError'

  constructor(options?: BaseErrorOptions) {
    super(BytecodeTooLongError.code, BytecodeTooLongError.shortMessage, options)
  }
}

/**
 * The data the transaction carries in blobs (EIP-4844) is more than one transaction can hold.
 *
 * @example
 * throw new BlobTooLargeError({ cause: viemError })
 */
export class BlobTooLargeError extends BaseError<'BLOB_TOO_LARGE'> {
  static readonly code = 'BLOB_TOO_LARGE'
  static readonly shortMessage = 'The data attached to this transaction is too large'
  override name = 'BlobTooLargeError'

  constructor(options?: BaseErrorOptions) {
    super(BlobTooLargeError.code, BlobTooLargeError.shortMessage, options)
  }
}

/**
 * The node or the wallet refused the transaction for a reason none of the other classes names. Its
 * words are in `details`, for developers.
 *
 * @example
 * throw new TransactionFailedError({ cause: nodeError })
 */
export class TransactionFailedError extends BaseError<'TRANSACTION_FAILED'> {
  static readonly code = 'TRANSACTION_FAILED'
  static readonly shortMessage = 'The transaction could not be sent'
  override name = 'TransactionFailedError'

  constructor(options?: BaseErrorOptions) {
    super(TransactionFailedError.code, TransactionFailedError.shortMessage, options)
  }
}

/**
 * Any of the transaction errors above: what a Send form shows when preparing or sending fails for a
 * reason other than the visitor's refusal.
 *
 * @example
 * function codeOf(error: TransactionError) { return error.code } // 'INSUFFICIENT_FUNDS' | …
 */
export type TransactionError =
  | TransactionInvalidAddressError
  | FeeCapTooHighError
  | FeeCapTooLowError
  | TipAboveFeeCapError
  | NonceTooLowError
  | NonceTooHighError
  | NonceMaxValueError
  | InsufficientFundsError
  | IntrinsicGasTooLowError
  | IntrinsicGasTooHighError
  | ExecutionRevertedError
  | TransactionTypeNotSupportedError
  | BytecodeTooLongError
  | BlobTooLargeError
  | TransactionFailedError
