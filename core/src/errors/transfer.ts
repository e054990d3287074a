import { BaseError, type BaseErrorOptions } from './base.js'

/**
 * A token's contract says it has other decimals than the token list the amount was typed with: the
 * amount would be off by powers of ten, so nothing is sent.
 *
 * @example
 * throw new TokenDecimalsMismatchError({ details: '0x5FbD…0aa3: typed with 6 decimals, the contract answers 18' })
 */
export class TokenDecimalsMismatchError extends BaseError<'TOKEN_DECIMALS_MISMATCH'> {
  static readonly code = 'TOKEN_DECIMALS_MISMATCH'
  static readonly shortMessage = "This token's contract does not match the token list, so nothing was sent"
  override name = 'TokenDecimalsMismatchError'

  constructor(options?: BaseErrorOptions) {
    super(TokenDecimalsMismatchError.code, TokenDecimalsMismatchError.shortMessage, options)
  }
}

/**
 * The wallet answered a send with something that is not a transaction id. It may still have sent
 * the transaction, so the visitor is told to look before sending again.
 *
 * @example
 * throw new InvalidTransactionHashAnswerError({ details: 'eth_sendTransaction returned true' })
 */
export class InvalidTransactionHashAnswerError extends BaseError<'INVALID_TRANSACTION_HASH_ANSWER'> {
  static readonly code = 'INVALID_TRANSACTION_HASH_ANSWER'
  static readonly shortMessage =
    'The wallet did not say which transaction it sent: check your wallet before sending again'
  override name = 'InvalidTransactionHashAnswerError'

  constructor(options?: BaseErrorOptions) {
    super(InvalidTransactionHashAnswerError.code, InvalidTransactionHashAnswerError.shortMessage, options)
  }
}

/**
 * The wallet moved to another network between the review and the send: the fee and balances shown
 * were the first network's, so the send is checked again instead.
 *
 * @example
 * throw new TransferNetworkChangedError({ details: 'prepared on eip155:1, the wallet is on eip155:8453' })
 */
export class TransferNetworkChangedError extends BaseError<'TRANSFER_NETWORK_CHANGED'> {
  static readonly code = 'TRANSFER_NETWORK_CHANGED'
  static readonly shortMessage = 'Your wallet moved to another network: check the send again'
  override name = 'TransferNetworkChangedError'

  constructor(options?: BaseErrorOptions) {
    super(TransferNetworkChangedError.code, TransferNetworkChangedError.shortMessage, options)
  }
}

/**
 * The wallet is on a network the site did not configure: there is no RPC of the site's to read the
 * balances and fee from, so nothing is sent there.
 *
 * @example
 * throw new SendNetworkNotOfferedError()
 */
export class SendNetworkNotOfferedError extends BaseError<'SEND_NETWORK_NOT_OFFERED'> {
  static readonly code = 'SEND_NETWORK_NOT_OFFERED'
  static readonly shortMessage = 'Your wallet is on a network this site does not send on'
  override name = 'SendNetworkNotOfferedError'

  constructor(options?: BaseErrorOptions) {
    super(SendNetworkNotOfferedError.code, SendNetworkNotOfferedError.shortMessage, options)
  }
}

/**
 * The token picked cannot be sent from the modal: a Token-2022 token with extensions (a transfer fee
 * or hook would change what the receiver gets), or a receiver's token account of another mint.
 * Nothing is sent.
 *
 * @example
 * throw new UnsupportedTransferTokenError({ details: 'AbC…xyz has extensions' })
 */
export class UnsupportedTransferTokenError extends BaseError<'UNSUPPORTED_TRANSFER_TOKEN'> {
  static readonly code = 'UNSUPPORTED_TRANSFER_TOKEN'
  static readonly shortMessage = 'This token cannot be sent from here yet'
  override name = 'UnsupportedTransferTokenError'

  constructor(options?: BaseErrorOptions) {
    super(UnsupportedTransferTokenError.code, UnsupportedTransferTokenError.shortMessage, options)
  }
}

/**
 * The receiver typed is a token account (or a mint), not a wallet: tokens sent to its own associated
 * account would be locked away, since no one holds its key. Nothing is sent.
 *
 * @example
 * throw new ReceiverIsTokenAccountError({ details: '7xKX… is owned by TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' })
 */
export class ReceiverIsTokenAccountError extends BaseError<'RECEIVER_IS_TOKEN_ACCOUNT'> {
  static readonly code = 'RECEIVER_IS_TOKEN_ACCOUNT'
  static readonly shortMessage =
    "This is a token account, not a wallet's address: send to the wallet that owns it"
  override name = 'ReceiverIsTokenAccountError'

  constructor(options?: BaseErrorOptions) {
    super(ReceiverIsTokenAccountError.code, ReceiverIsTokenAccountError.shortMessage, options)
  }
}

/**
 * Solana's rent rule refuses the transfer: an account that holds lamports must hold at least the
 * rent-exempt minimum, so a new receiving account must get at least that much, and the sender must
 * keep none or at least that much. Said before the wallet is asked, with the minimum in SOL.
 *
 * @example
 * throw new SolanaRentError('receiver', '0.00089088 SOL')
 */
export class SolanaRentError extends BaseError<'SOLANA_RENT_MINIMUM'> {
  static readonly code = 'SOLANA_RENT_MINIMUM'
  override name = 'SolanaRentError'

  constructor(who: 'receiver' | 'sender', minimum: string, options?: BaseErrorOptions) {
    super(
      SolanaRentError.code,
      who === 'receiver'
        ? `A new Solana account needs at least ${minimum}: send at least that much`
        : `This would leave less than ${minimum} in your account, which Solana does not allow: send all of it (Max) or leave at least that much`,
      options,
    )
  }
}

/**
 * A Bitcoin amount under what an output to the receiver's address may carry: nodes do not relay such
 * "dust" outputs, so nothing is sent. Said with the smallest amount that is.
 *
 * @example
 * throw new BitcoinDustError('0.00000294 BTC')
 */
export class BitcoinDustError extends BaseError<'BITCOIN_DUST'> {
  static readonly code = 'BITCOIN_DUST'
  override name = 'BitcoinDustError'

  constructor(minimum: string, options?: BaseErrorOptions) {
    super(
      BitcoinDustError.code,
      `Bitcoin does not relay payments this small: send at least ${minimum}`,
      options,
    )
  }
}

/**
 * The receiver's address is of another network than the wallet's (a mainnet address on testnet).
 *
 * @example
 * throw new ReceiverNetworkMismatchError({ details: 'bc1q… on regtest' })
 */
export class ReceiverNetworkMismatchError extends BaseError<'RECEIVER_NETWORK_MISMATCH'> {
  static readonly code = 'RECEIVER_NETWORK_MISMATCH'
  static readonly shortMessage = "This address is for another network than your wallet's"
  override name = 'ReceiverNetworkMismatchError'

  constructor(options?: BaseErrorOptions) {
    super(ReceiverNetworkMismatchError.code, ReceiverNetworkMismatchError.shortMessage, options)
  }
}

/**
 * What the account holds changed between the quote and the send (an output spent elsewhere): the fee
 * would not be the one shown, so the send is checked again instead.
 *
 * @example
 * throw new TransferQuoteChangedError({ details: 'fee 282 sats quoted, 430 now' })
 */
export class TransferQuoteChangedError extends BaseError<'TRANSFER_QUOTE_CHANGED'> {
  static readonly code = 'TRANSFER_QUOTE_CHANGED'
  static readonly shortMessage = 'Your balance changed since the fee was shown: check the send again'
  override name = 'TransferQuoteChangedError'

  constructor(options?: BaseErrorOptions) {
    super(TransferQuoteChangedError.code, TransferQuoteChangedError.shortMessage, options)
  }
}
