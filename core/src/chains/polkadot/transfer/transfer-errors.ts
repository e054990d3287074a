import { BaseError, type BaseErrorOptions } from '../../../errors/base.js'
import { defineError } from '../../../errors/define.js'

// Why a Polkadot transfer was not sent, or failed, one class per kind, each with a stable `code` and
// the words the Send form shows (`shortMessage`). They download with the sending code, so the
// Polkadot entry does not carry them: a site branches on `code` (`isFoyerError(error, code)`).

/**
 * The existential deposit refuses the transfer, said before the wallet is asked with the minimum in
 * the network's token: an account holding less than the deposit does not exist, so a transfer that
 * keeps the sender alive (`transferKeepAlive`) must leave it at least that much (or what is frozen in
 * it, when more), and a receiver whose account is new must receive at least that much.
 *
 * @example
 * throw new PolkadotExistentialDepositError('receiver', '0.000003333333 ROC')
 */
export class PolkadotExistentialDepositError extends BaseError<'POLKADOT_EXISTENTIAL_DEPOSIT'> {
  static readonly code = 'POLKADOT_EXISTENTIAL_DEPOSIT'
  override name = 'PolkadotExistentialDepositError'

  constructor(
    readonly who: 'sender' | 'receiver',
    minimum: string,
    options?: BaseErrorOptions,
  ) {
    super(
      PolkadotExistentialDepositError.code,
      who === 'receiver'
        ? `The receiver's account is new: it must receive at least ${minimum} to exist on this network`
        : `Your account must keep at least ${minimum} on this network: send less, so that much stays`,
      options,
    )
  }
}

/**
 * The receiver typed is no Polkadot account: an Ethereum-style 20-byte address (`0x…`), whose tokens
 * Substrate accounts cannot receive with `balances`, or text that is not an SS58 account address
 * (its checksum fails, or it carries a key rather than a 32-byte account id).
 *
 * @example
 * throw new PolkadotReceiverAddressError('ethereum', { details: '0x7099…79C8' })
 */
export class PolkadotReceiverAddressError extends BaseError<'POLKADOT_RECEIVER_ADDRESS'> {
  static readonly code = 'POLKADOT_RECEIVER_ADDRESS'
  override name = 'PolkadotReceiverAddressError'

  constructor(
    readonly reason: 'ethereum' | 'invalid',
    options?: BaseErrorOptions,
  ) {
    super(
      PolkadotReceiverAddressError.code,
      reason === 'ethereum'
        ? "This is an Ethereum address: send to the receiver's Polkadot (SS58) address"
        : 'This is not a Polkadot address: check it and try again',
      options,
    )
  }
}

/**
 * A transfer of nothing was sent to the wallet: only Max's probe asks about one, and it never sends.
 *
 * @example
 * throw new PolkadotZeroAmountError()
 */
export class PolkadotZeroAmountError extends defineError(
  'POLKADOT_ZERO_AMOUNT',
  'Send an amount greater than zero',
  'PolkadotZeroAmountError',
) {}

/**
 * The site's connection to the network cannot send: it has no `balances.transferKeepAlive`, no fee
 * query or no extrinsic submission (a narrow object made for balances), or it serves another chain
 * than the network's (its genesis hash is not the network's CAIP-2 reference).
 *
 * @example
 * throw new PolkadotSendUnavailableError({ details: "the network's connection has no tx.balances.transferKeepAlive" })
 */
export class PolkadotSendUnavailableError extends defineError(
  'POLKADOT_SEND_UNAVAILABLE',
  'This network cannot send from here',
  'PolkadotSendUnavailableError',
) {}

/**
 * The network's token has other decimals than the site's network says: the amount was typed with the
 * site's, and would be off by powers of ten, so nothing is sent.
 *
 * @example
 * throw new PolkadotDecimalsMismatchError({ details: 'typed with 10 decimals, the chain has 12' })
 */
export class PolkadotDecimalsMismatchError extends defineError(
  'POLKADOT_DECIMALS_MISMATCH',
  "This network's token does not match the site's settings, so nothing was sent",
  'PolkadotDecimalsMismatchError',
) {}

/**
 * What the wallet would be asked to sign is not the transfer the visitor reviewed (another call,
 * receiver or amount, another chain or runtime, a tip, a fee in another asset, a metadata hash the
 * runtime does not check), so it is not asked. Foyer builds the payload itself: this is a guard
 * against a library or a site's `ApiPromise` that builds something else.
 *
 * @example
 * throw new PolkadotPayloadMismatchError({ details: 'the call pays 5Fhe…, not 5Grw…' })
 */
export class PolkadotPayloadMismatchError extends defineError(
  'POLKADOT_PAYLOAD_MISMATCH',
  'The wallet would have signed something other than the transfer you reviewed, so nothing was sent',
  'PolkadotPayloadMismatchError',
) {}

/**
 * The wallet answered with a signed transaction other than the one the visitor reviewed (newer
 * extensions may return one after changing the payload: another call, receiver, amount, tip or
 * mortality), so nothing is sent.
 *
 * @example
 * throw new PolkadotWalletAlteredTransferError({ details: 'its call pays 5Fhe… 1 ROC' })
 */
export class PolkadotWalletAlteredTransferError extends defineError(
  'POLKADOT_WALLET_ALTERED_TRANSFER',
  'Your wallet changed the transfer you reviewed, so nothing was sent',
  'PolkadotWalletAlteredTransferError',
) {}

/**
 * The wallet did not answer `signPayload` in time (`POLKADOT_SIGN_TIMEOUT_MS` by default): nothing is
 * sent, and an answer that comes later is ignored.
 *
 * @example
 * throw new PolkadotSignTimeoutError({ details: 'no answer within 120000 ms' })
 */
export class PolkadotSignTimeoutError extends defineError(
  'POLKADOT_SIGN_TIMEOUT',
  'Your wallet did not answer in time, so nothing was sent',
  'PolkadotSignTimeoutError',
) {}

/**
 * The network fee of the signed transfer is above the one shown (an upper bound): the network's fee
 * rose since, so nothing is sent and the visitor checks the send again.
 *
 * @example
 * throw new PolkadotFeeRoseError({ details: 'fee 5742134 planck, 5600000 shown' })
 */
export class PolkadotFeeRoseError extends defineError(
  'POLKADOT_FEE_ROSE',
  'The network fee rose above the one shown: check the send again',
  'PolkadotFeeRoseError',
) {}

/**
 * Why the network's transaction pool refused a transfer, as its `1010` error says (Substrate's
 * `InvalidTransaction`), or the pool's other refusals: `badProof` the signature is not the sender's
 * over this payload; `payment` the account cannot pay the fee; `stale` a transaction with this nonce
 * was already sent (or waits in the pool); `future` the nonce is ahead of the account's; `other`.
 */
export type PolkadotRefusalReason = 'badProof' | 'payment' | 'stale' | 'future' | 'other'

const refusalWords: Readonly<Record<PolkadotRefusalReason, string>> = {
  badProof: 'The network refused the signature your wallet gave, so nothing was sent',
  payment: 'The network says your account cannot pay the fee, so nothing was sent',
  stale: 'Your account already sent a transaction with this number: check your account, then try again',
  future: 'Your account has a transaction waiting: try again once it is in a block',
  other: 'The network refused the transaction, so nothing was sent',
}

/**
 * The network's transaction pool refused the signed transfer before any block held it (nothing moved,
 * no fee was paid); `reason` says why, the node's own words are in `details`.
 *
 * @example
 * throw new PolkadotTransactionRefusedError('badProof', { details: '1010: {"invalid":{"badProof":null}}' })
 */
export class PolkadotTransactionRefusedError extends BaseError<'POLKADOT_TRANSACTION_REFUSED'> {
  static readonly code = 'POLKADOT_TRANSACTION_REFUSED'
  override name = 'PolkadotTransactionRefusedError'

  constructor(
    readonly reason: PolkadotRefusalReason,
    options?: BaseErrorOptions,
  ) {
    super(PolkadotTransactionRefusedError.code, refusalWords[reason], options)
  }
}

/**
 * The transfer is in a block and failed there (its `System.ExtrinsicFailed` event): nothing moved but
 * its fee was paid. `error` is the runtime's error, a pallet's (`balances.InsufficientBalance`) with
 * its documentation in words, or a dispatch error's kind (`BadOrigin`, `Token.FundsUnavailable`).
 *
 * @example
 * throw new PolkadotTransactionFailedError({ error: 'balances.InsufficientBalance', words: 'Balance too low to send value' })
 */
export class PolkadotTransactionFailedError extends BaseError<'POLKADOT_TRANSACTION_FAILED'> {
  static readonly code = 'POLKADOT_TRANSACTION_FAILED'
  override name = 'PolkadotTransactionFailedError'
  /** The runtime's error: `pallet.Error` for a pallet's, the dispatch error's kind otherwise. */
  readonly error: string

  constructor({ error, words }: { error: string; words?: string | undefined }, options?: BaseErrorOptions) {
    super(
      PolkadotTransactionFailedError.code,
      `The transfer failed on the network (${words ? `${words}, ` : ''}${error}); its fee was paid`,
      options,
    )
    this.error = error
  }
}

/**
 * The network took the signed transfer but no block held it in time (`TRANSACTION_LANDED_TIMEOUT_MS`),
 * or its pool dropped it (a status of `Dropped`, `Invalid`, `Usurped`): it may still land, so the
 * visitor looks before sending again. The transaction's hash is in `details`.
 *
 * @example
 * throw new PolkadotTransferNotLandedError({ details: '0x5c50…a1f3: no block within 60000 ms' })
 */
export class PolkadotTransferNotLandedError extends defineError(
  'POLKADOT_TRANSFER_NOT_LANDED',
  'The network did not confirm the transfer: check your account before sending again',
  'PolkadotTransferNotLandedError',
) {}
