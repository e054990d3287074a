import type { BaseError } from '../../../errors/base.js'
import { defineError, type FoyerErrorClass } from '../../../errors/define.js'
import {
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  NonceTooLowError,
} from '../../../errors/transaction.js'

// What sending on a Cosmos chain refuses, each with a stable code. Where a refusal means what one of
// the other namespaces' send errors means (a balance short of amount and fee, a stale account number
// — the sequence is the account's nonce —, a fee under the node's minimum), it is that error, so the
// Send form words it the same on every chain. The wallet's and the node's own words go to `details`
// only, never to what the visitor reads.

/**
 * A Cosmos transfer Foyer will not build: an amount of nothing, fee terms that are not the ones it
 * prepared, an account without its public key.
 *
 * @example
 * throw new InvalidCosmosTransferError({ details: 'the amount is 0 uatom' })
 */
export class InvalidCosmosTransferError extends defineError(
  'COSMOS_INVALID_TRANSFER',
  'The transfer is not valid',
  'InvalidCosmosTransferError',
) {}

/**
 * The wallet signed another transfer than the one the visitor reviewed (another receiver, amount,
 * coin, memo, chain, message or signer): nothing is broadcast.
 *
 * @example
 * throw new CosmosSignedTransferChangedError({ details: 'the receiver is cosmos1…, not the reviewed cosmos1…' })
 */
export class CosmosSignedTransferChangedError extends defineError(
  'COSMOS_SIGNED_TRANSFER_CHANGED',
  'Your wallet changed the transfer you reviewed, so nothing was sent',
  'CosmosSignedTransferChangedError',
) {}

/**
 * The wallet signed the transfer with another fee or gas limit than the one the visitor reviewed
 * (Keplr lets its user edit the fee unless asked not to; Foyer asks it not to). A higher fee is not
 * what the visitor agreed to on the site, a lower one may not be enough: nothing is broadcast, and
 * the visitor sends again with the fee shown.
 *
 * @example
 * throw new CosmosSignedFeeChangedError({ details: '9000uatom for 120000 gas, reviewed 5000uatom for 200000 gas' })
 */
export class CosmosSignedFeeChangedError extends defineError(
  'COSMOS_SIGNED_FEE_CHANGED',
  'Your wallet changed the network fee you reviewed, so nothing was sent: send again and keep the fee shown',
  'CosmosSignedFeeChangedError',
) {}

/**
 * The node refused the transaction's signature (it does not verify for this chain, account and
 * key): nothing was sent.
 *
 * @example
 * throw new CosmosSignatureRefusedError({ details: 'sdk code 4: signature verification failed; …' })
 */
export class CosmosSignatureRefusedError extends defineError(
  'COSMOS_SIGNATURE_REFUSED',
  "The network did not accept your wallet's signature, so nothing was sent",
  'CosmosSignatureRefusedError',
) {}

/**
 * The node refused the transaction for a reason no other error names; `details` carries its code,
 * codespace and log.
 *
 * @example
 * throw new CosmosBroadcastRefusedError({ details: 'sdk code 12: maximum number of characters is 256 …' })
 */
export class CosmosBroadcastRefusedError extends defineError(
  'COSMOS_BROADCAST_REFUSED',
  'The network refused the transaction',
  'CosmosBroadcastRefusedError',
) {}

/** The Cosmos SDK's root codespace: its codes below mean what the SDK's registered errors say. */
const SDK_CODESPACE = 'sdk'

/**
 * The SDK's registered errors (`types/errors`) a bank send can meet at CheckTx, with the error each
 * is: 5 insufficient funds, 13 insufficient fee, 32 incorrect account sequence (another transaction
 * of the account went first), 4 unauthorized and 8 invalid pubkey (the signature or key does not
 * match the signer), 11 out of gas.
 */
const sdkRefusals: ReadonlyMap<number, FoyerErrorClass<string>> = new Map<number, FoyerErrorClass<string>>([
  [5, InsufficientFundsError],
  [13, FeeCapTooLowError],
  [32, NonceTooLowError],
  [4, CosmosSignatureRefusedError],
  [8, CosmosSignatureRefusedError],
  [11, IntrinsicGasTooLowError],
])

/**
 * The error for a node's refusal of a transaction (CheckTx's `code`, `codespace` and `raw_log`, as
 * `broadcast_tx_sync` answers them): read by code within the SDK's own codespace (a module's codes
 * mean other things in its own), never by the log's words, which go to `details`.
 *
 * @example
 * nodeRefusalError(32, 'sdk', 'account sequence mismatch, expected 1, got 0: incorrect account sequence').code // 'NONCE_TOO_LOW'
 */
export function nodeRefusalError(code: number, codespace: string, log: string | undefined): BaseError {
  const Kind = (codespace === SDK_CODESPACE && sdkRefusals.get(code)) || CosmosBroadcastRefusedError
  return new Kind({ details: `${codespace || 'no codespace'} code ${code}: ${log ?? ''}`.trim() })
}
