import { defineError } from './define.js'

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
export class TransactionInvalidAddressError extends defineError(
  'TRANSACTION_INVALID_ADDRESS',
  'The address is not valid: check it and try again',
  'TransactionInvalidAddressError',
) {}

/**
 * The most the transaction may pay per unit of gas (`maxFeePerGas`) is above what a transaction can
 * carry (2^256 − 1).
 *
 * @example
 * throw new FeeCapTooHighError({ cause: viemError })
 */
export class FeeCapTooHighError extends defineError(
  'FEE_CAP_TOO_HIGH',
  'The network fee set for this transaction is too high',
  'FeeCapTooHighError',
) {}

/**
 * The most the transaction may pay per unit of gas is below the current block's base fee: the
 * network would not include it now. Reading the fees again and retrying usually helps.
 *
 * @example
 * throw new FeeCapTooLowError({ cause: nodeError })
 */
export class FeeCapTooLowError extends defineError(
  'FEE_CAP_TOO_LOW',
  'The network fee is below what the network asks now',
  'FeeCapTooLowError',
) {}

/**
 * The tip to the block producer (`maxPriorityFeePerGas`) is above the most the transaction may pay
 * per unit of gas (`maxFeePerGas`), which includes the tip.
 *
 * @example
 * throw new TipAboveFeeCapError({ cause: nodeError })
 */
export class TipAboveFeeCapError extends defineError(
  'TIP_ABOVE_FEE_CAP',
  'The tip is higher than the maximum network fee',
  'TipAboveFeeCapError',
) {}

/**
 * The transaction's number (nonce) was already used by a confirmed transaction of the account, or the
 * same transaction is already waiting to be confirmed.
 *
 * @example
 * throw new NonceTooLowError({ cause: nodeError })
 */
export class NonceTooLowError extends defineError(
  'NONCE_TOO_LOW',
  'This transaction was already sent or replaced by another one',
  'NonceTooLowError',
) {}

/**
 * The transaction's number (nonce) skips numbers: an earlier transaction of the account has not been
 * confirmed yet (or was never sent).
 *
 * @example
 * throw new NonceTooHighError({ cause: nodeError })
 */
export class NonceTooHighError extends defineError(
  'NONCE_TOO_HIGH',
  'The wallet has a transaction waiting: try again once it is confirmed',
  'NonceTooHighError',
) {}

/**
 * The account has used the largest transaction number (nonce, 2^64 − 1) there is: it can never send
 * another transaction.
 *
 * @example
 * throw new NonceMaxValueError({ cause: nodeError })
 */
export class NonceMaxValueError extends defineError(
  'NONCE_MAX_VALUE',
  'This account cannot send any more transactions',
  'NonceMaxValueError',
) {}

/**
 * The account's balance does not cover the amount sent plus the most the network fee can be (gas
 * limit × fee per gas).
 *
 * @example
 * throw new InsufficientFundsError({ cause: nodeError })
 */
export class InsufficientFundsError extends defineError(
  'INSUFFICIENT_FUNDS',
  'Insufficient funds for the amount and the network fee',
  'InsufficientFundsError',
) {}

/**
 * The gas limit is below the least any transaction of this kind uses (21 000 for a plain transfer,
 * more with data).
 *
 * @example
 * throw new IntrinsicGasTooLowError({ cause: nodeError })
 */
export class IntrinsicGasTooLowError extends defineError(
  'INTRINSIC_GAS_TOO_LOW',
  'The gas limit is too low for this transaction',
  'IntrinsicGasTooLowError',
) {}

/**
 * The gas limit is above what one block of the network can hold.
 *
 * @example
 * throw new IntrinsicGasTooHighError({ cause: nodeError })
 */
export class IntrinsicGasTooHighError extends defineError(
  'INTRINSIC_GAS_TOO_HIGH',
  'The gas limit is higher than the network allows',
  'IntrinsicGasTooHighError',
) {}

/**
 * Running the transaction failed: a contract refused it (a token transfer of more than the sender
 * holds, a paused token…). The contract's reason is for developers only, in `details`: a contract
 * chooses its words, and a hostile one can write anything.
 *
 * @example
 * throw new ExecutionRevertedError({ cause: nodeError })
 */
export class ExecutionRevertedError extends defineError(
  'EXECUTION_REVERTED',
  'This transaction would fail (the contract refused it)',
  'ExecutionRevertedError',
) {}

/**
 * The network does not accept the transaction's type (for example an EIP-1559 transaction on a chain
 * that only takes legacy ones).
 *
 * @example
 * throw new TransactionTypeNotSupportedError({ cause: nodeError })
 */
export class TransactionTypeNotSupportedError extends defineError(
  'TRANSACTION_TYPE_NOT_SUPPORTED',
  'This network does not accept this kind of transaction',
  'TransactionTypeNotSupportedError',
) {}

/**
 * The contract code the transaction deploys is longer than the network allows (the creation code or
 * the code it leaves, or a ZKsync bytecode over its size limit).
 *
 * @example
 * throw new BytecodeTooLongError({ cause: nodeError })
 */
export class BytecodeTooLongError extends defineError(
  'BYTECODE_TOO_LONG',
  'The contract code is too large for this network',
  'BytecodeTooLongError',
) {}

/**
 * The data the transaction carries in blobs (EIP-4844) is more than one transaction can hold.
 *
 * @example
 * throw new BlobTooLargeError({ cause: viemError })
 */
export class BlobTooLargeError extends defineError(
  'BLOB_TOO_LARGE',
  'The data attached to this transaction is too large',
  'BlobTooLargeError',
) {}

/**
 * The node or the wallet refused the transaction for a reason none of the other classes names. Its
 * words are in `details`, for developers.
 *
 * @example
 * throw new TransactionFailedError({ cause: nodeError })
 */
export class TransactionFailedError extends defineError(
  'TRANSACTION_FAILED',
  'The transaction could not be sent',
  'TransactionFailedError',
) {}

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
