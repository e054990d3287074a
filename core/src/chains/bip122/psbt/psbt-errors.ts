import { defineError } from '../../../errors/define.js'

/**
 * A PSBT Foyer will not hand to a wallet: it cannot be read, an input's previous transaction is not the
 * one it spends, its outputs pay more than its inputs bring, or the inputs to sign are not the wallet's.
 *
 * @example
 * throw new InvalidPsbtError({ details: 'input 2 does not exist' })
 */
export class InvalidPsbtError extends defineError(
  'BIP122_INVALID_PSBT',
  'The PSBT is not valid',
  'InvalidPsbtError',
) {}

/**
 * The payment address holds too little for a transfer and its fee.
 *
 * @example
 * throw new InsufficientBitcoinError({ details: 'has 1000 sats, needs 25141' })
 */
export class InsufficientBitcoinError extends defineError(
  'BIP122_INSUFFICIENT_FUNDS',
  'Insufficient funds',
  'InsufficientBitcoinError',
) {}

/**
 * The network refused a transaction Foyer broadcast; `details` carries the node's reason
 * (`bad-txns-inputs-missingorspent`, `min relay fee not met`, …).
 *
 * @example
 * throw new BitcoinBroadcastError({ details: 'sendrawtransaction RPC error: …' })
 */
export class BitcoinBroadcastError extends defineError(
  'BIP122_BROADCAST_REFUSED',
  'The network refused the transaction',
  'BitcoinBroadcastError',
) {}

/**
 * A transfer Foyer cannot build: a recipient that is no address of the connection's network, an
 * amount under what an output may carry, or a payment address it cannot spend.
 *
 * @example
 * throw new InvalidBitcoinTransferError({ details: 'bc1q… is not an address of regtest' })
 */
export class InvalidBitcoinTransferError extends defineError(
  'BIP122_INVALID_TRANSFER',
  'The transfer is not valid',
  'InvalidBitcoinTransferError',
) {}
