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

/** A request waiting for the wallet's answer; `requestId` ties the answer to its caller. */
export type PendingRequest = { requestId: string; request: WalletRequest }
