import { BaseError, type BaseErrorOptions } from './base.js'
import { defineError } from './define.js'

// Why a payment a site asked for (`foyer.pay(request)`) did not happen: each reason its own class with
// a stable `code`, so a site branches on the code and shows `shortMessage` to the visitor.

/**
 * The visitor closed the Pay view before the wallet was asked: nothing was sent.
 *
 * @example
 * throw new PayClosedError()
 */
export class PayClosedError extends defineError(
  'PAY_CLOSED',
  'The payment was closed before it was sent',
  'PayClosedError',
) {}

/**
 * The visitor refused the payment in their wallet (or cancelled its prompt): nothing was sent.
 *
 * @example
 * throw new PayRejectedError({ cause: walletError })
 */
export class PayRejectedError extends defineError(
  'PAY_REJECTED',
  'You rejected the payment in your wallet',
  'PayRejectedError',
) {}

/**
 * The payer's balances do not cover the amount and the network fee: stopped before the wallet is
 * asked. The message says the numbers, and so do `needed` and `available` (in whole units of `symbol`).
 *
 * @example
 * throw new PayInsufficientFundsError('Not enough ETH for the amount and the network fee: 1.0001 ETH needed, 0.5 ETH available', { needed: '1.0001', available: '0.5', symbol: 'ETH' })
 */
export class PayInsufficientFundsError extends BaseError<'PAY_INSUFFICIENT_FUNDS'> {
  static readonly code = 'PAY_INSUFFICIENT_FUNDS'
  override name = 'PayInsufficientFundsError'
  /** What the payment needs, in whole units of `symbol`. */
  readonly needed: string
  /** What the payer holds, in whole units of `symbol`. */
  readonly available: string
  /** The coin or token that is short: the amount's, or the network's coin for the fee. */
  readonly symbol: string

  constructor(message: string, numbers: { needed: string; available: string; symbol: string }) {
    super(PayInsufficientFundsError.code, message)
    this.needed = numbers.needed
    this.available = numbers.available
    this.symbol = numbers.symbol
  }
}

/**
 * The request names a network this site has no adapter or no configured network for: there is no RPC
 * of the site's to pay over.
 *
 * @example
 * throw new PayNetworkNotSupportedError({ details: 'eip155:10 is not one of the site networks' })
 */
export class PayNetworkNotSupportedError extends defineError(
  'PAY_NETWORK_NOT_SUPPORTED',
  'This site cannot pay on that network',
  'PayNetworkNotSupportedError',
) {}

/**
 * No wallet is connected on the request's network (none on its namespace, or the wallet is on
 * another network): connect one there, then pay again.
 *
 * @example
 * throw new PayNetworkNotConnectedError({ details: 'the wallet is on eip155:1, the payment is on eip155:31337' })
 */
export class PayNetworkNotConnectedError extends defineError(
  'PAY_NETWORK_NOT_CONNECTED',
  'Connect a wallet on the network of this payment to pay',
  'PayNetworkNotConnectedError',
) {}

/**
 * The request itself is wrong: an amount that is not a decimal string in the asset's units, a
 * recipient that is no address of the network's namespace, an asset that is not `native` or a token
 * of that network. The reason is part of the message.
 *
 * @example
 * throw new PayInvalidRequestError('the recipient is not an EVM address')
 */
export class PayInvalidRequestError extends BaseError<'PAY_INVALID_REQUEST'> {
  static readonly code = 'PAY_INVALID_REQUEST'
  override name = 'PayInvalidRequestError'
  /** Which part of the request is wrong, in words. */
  readonly reason: string

  constructor(reason: string, options?: BaseErrorOptions) {
    super(PayInvalidRequestError.code, `This payment request is not valid: ${reason}`, options)
    this.reason = reason
  }
}

/**
 * The transaction landed but failed on chain (reverted): the amount did not move; the network fee was
 * paid. `transactionId` names it.
 *
 * @example
 * throw new PayFailedOnChainError('0x5c50…a1f3')
 */
export class PayFailedOnChainError extends BaseError<'PAY_FAILED_ON_CHAIN'> {
  static readonly code = 'PAY_FAILED_ON_CHAIN'
  override name = 'PayFailedOnChainError'
  readonly transactionId: string

  constructor(transactionId: string) {
    super(PayFailedOnChainError.code, 'The payment failed on chain: nothing was paid but the network fee', {
      details: transactionId,
    })
    this.transactionId = transactionId
  }
}

/**
 * The wallet sent another transaction than the one shown (another receiver, amount, token or sender),
 * or answered with the id of one that is not it: the payment is refused, whatever it moved.
 *
 * @example
 * throw new PayTransactionMismatchError('0x5c50…a1f3')
 */
export class PayTransactionMismatchError extends BaseError<'PAY_TRANSACTION_MISMATCH'> {
  static readonly code = 'PAY_TRANSACTION_MISMATCH'
  override name = 'PayTransactionMismatchError'
  readonly transactionId: string

  constructor(transactionId: string) {
    super(
      PayTransactionMismatchError.code,
      'Your wallet sent another transaction than the payment shown: check your wallet',
      { details: transactionId },
    )
    this.transactionId = transactionId
  }
}

/**
 * The transaction was sent but its network did not confirm it in time (or could not be asked): it
 * may still land, so the visitor checks their wallet before paying again.
 *
 * @example
 * throw new PayNotConfirmedError('0x5c50…a1f3')
 */
export class PayNotConfirmedError extends BaseError<'PAY_NOT_CONFIRMED'> {
  static readonly code = 'PAY_NOT_CONFIRMED'
  override name = 'PayNotConfirmedError'
  readonly transactionId: string

  constructor(transactionId: string, options?: BaseErrorOptions) {
    super(
      PayNotConfirmedError.code,
      'The payment was sent but not confirmed: check your wallet before paying again',
      { details: transactionId, ...options },
    )
    this.transactionId = transactionId
  }
}

/**
 * The payment could not be prepared or sent for another reason (the network refused the fee
 * estimate, the wallet failed); the message says what, in words.
 *
 * @example
 * throw new PayNotSentError('The transaction could not be sent')
 */
export class PayNotSentError extends BaseError<'PAY_NOT_SENT'> {
  static readonly code = 'PAY_NOT_SENT'
  override name = 'PayNotSentError'

  constructor(message: string, options?: BaseErrorOptions) {
    super(PayNotSentError.code, message, options)
  }
}

/**
 * Another payment is on screen or in the wallet: one payment at a time.
 *
 * @example
 * throw new PayBusyError()
 */
export class PayBusyError extends defineError('PAY_BUSY', 'Another payment is in progress', 'PayBusyError') {}

/**
 * Every way `foyer.pay(request)` rejects, told apart by `code`.
 *
 * @example
 * try { await foyer.pay(request) } catch (error) { if (isFoyerError(error, 'PAY_REJECTED')) … }
 */
export type PayError =
  | PayClosedError
  | PayRejectedError
  | PayInsufficientFundsError
  | PayNetworkNotSupportedError
  | PayNetworkNotConnectedError
  | PayInvalidRequestError
  | PayFailedOnChainError
  | PayTransactionMismatchError
  | PayNotConfirmedError
  | PayNotSentError
  | PayBusyError
