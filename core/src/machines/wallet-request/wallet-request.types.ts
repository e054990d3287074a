import type { Connection, SignMessageRequest } from '../../chains/adapter.types.js'

/**
 * A request to a connected wallet, by kind: one shape for every prompt the wallet shows (a signature
 * today; typed data, transactions and PSBTs join it as they move here), so the modal shows "approve
 * in your wallet" and a cancel or a disconnect ends any of them the same way.
 *
 * @example
 * const request: WalletRequest = { kind: 'signMessage', sign: { message: 'Hello' } }
 */
export type WalletRequest =
  | { kind: 'signMessage'; sign: SignMessageRequest }
  /**
   * A transaction: a payment the Send form prepared, a contract call (a swap's approval or the swap),
   * or contract calls as one atomic batch (EVM: EIP-5792). `send` is the namespace's sending code,
   * which the caller downloaded, with what it sends already bound: the connection need not know it.
   * It answers the transaction's id on its network (an EVM hash, a Solana signature, a Bitcoin
   * txid), or for a batch the wallet's own id, whose status is asked with it.
   */
  | { kind: 'send'; send(connection: Connection): Promise<string> }

/**
 * What the wallet answers each kind of request with, as the adapter hands it on: every adapter checks
 * its wallet's answer where it arrives (a signature that is no signature is refused there), so a
 * request's caller gets the type its kind promises.
 */
export type WalletAnswers = { signMessage: string; send: string }

/** An answer to a request, of any kind. */
export type WalletAnswer = WalletAnswers[WalletRequest['kind']]

/** A request waiting for the wallet's answer; `requestId` ties the answer to its caller. */
export type PendingRequest = { requestId: string; request: WalletRequest }
