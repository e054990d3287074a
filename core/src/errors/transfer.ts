import { defineError } from './define.js'

/**
 * A token's contract says it has other decimals than the token list the amount was typed with: the
 * amount would be off by powers of ten, so nothing is sent.
 *
 * @example
 * throw new TokenDecimalsMismatchError({ details: '0x5FbD…0aa3: typed with 6 decimals, the contract answers 18' })
 */
export class TokenDecimalsMismatchError extends defineError(
  'TOKEN_DECIMALS_MISMATCH',
  "This token's contract does not match the token list, so nothing was sent",
  'TokenDecimalsMismatchError',
) {}

/**
 * The wallet answered a send with something that is not a transaction id. It may still have sent
 * the transaction, so the visitor is told to look before sending again.
 *
 * @example
 * throw new InvalidTransactionHashAnswerError({ details: 'eth_sendTransaction returned true' })
 */
export class InvalidTransactionHashAnswerError extends defineError(
  'INVALID_TRANSACTION_HASH_ANSWER',
  'The wallet did not say which transaction it sent: check your wallet before sending again',
  'InvalidTransactionHashAnswerError',
) {}

/**
 * The wallet moved to another network between the review and the send: the fee and balances shown
 * were the first network's, so the send is checked again instead.
 *
 * @example
 * throw new TransferNetworkChangedError({ details: 'prepared on eip155:1, the wallet is on eip155:8453' })
 */
export class TransferNetworkChangedError extends defineError(
  'TRANSFER_NETWORK_CHANGED',
  'Your wallet moved to another network: check the send again',
  'TransferNetworkChangedError',
) {}
