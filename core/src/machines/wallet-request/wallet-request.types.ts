import type { SignMessageRequest } from '../../chains/adapter.types.js'

/**
 * A request to a connected wallet, by kind: one shape for every prompt the wallet shows (a signature
 * today; typed data, transactions and PSBTs join it as they move here), so the modal shows "approve
 * in your wallet" and a cancel or a disconnect ends any of them the same way.
 *
 * @example
 * const request: WalletRequest = { kind: 'signMessage', sign: { message: 'Hello' } }
 */
export type WalletRequest = { kind: 'signMessage'; sign: SignMessageRequest }

/**
 * What the wallet answers each kind of request with, as the adapter hands it on: every adapter checks
 * its wallet's answer where it arrives (a signature that is no signature is refused there), so a
 * request's caller gets the type its kind promises.
 */
export type WalletAnswers = { signMessage: string }

/** An answer to a request, of any kind. */
export type WalletAnswer = WalletAnswers[WalletRequest['kind']]

/** A request waiting for the wallet's answer; `requestId` ties the answer to its caller. */
export type PendingRequest = { requestId: string; request: WalletRequest }
