import type { Connection, SignMessageRequest } from '../../chains/adapter.types.js'
import type { ContractCall, PreparedTransfer } from '../../chains/transfer.types.js'

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
   * A payment the Send form prepared, sent with the fee terms it was prepared with by `send` (the
   * namespace's sending code, which the form downloaded: the connection need not know it).
   */
  | {
      kind: 'sendTransfer'
      prepared: PreparedTransfer
      send(connection: Connection, prepared: PreparedTransfer): Promise<string>
    }
  /** A contract call built elsewhere (a swap's approval or the swap), sent by `send` (the namespace's sending code). */
  | {
      kind: 'sendCall'
      call: ContractCall
      send(connection: Connection, call: ContractCall): Promise<string>
    }
  /** Contract calls as one atomic batch (a swap's approval and the swap), sent by `send` (EVM: EIP-5792). */
  | {
      kind: 'sendBatch'
      calls: readonly ContractCall[]
      send(connection: Connection, calls: readonly ContractCall[]): Promise<string>
    }

/**
 * What the wallet answers each kind of request with, as the adapter hands it on: every adapter checks
 * its wallet's answer where it arrives (a signature that is no signature is refused there), so a
 * request's caller gets the type its kind promises.
 */
export type WalletAnswers = {
  signMessage: string
  /** The transaction's id on its network (an EVM hash, a Solana signature, a Bitcoin txid). */
  sendTransfer: string
  /** The transaction's id, as for a transfer. */
  sendCall: string
  /** The batch's id, the wallet's own (its status is asked with it). */
  sendBatch: string
}

/** An answer to a request, of any kind. */
export type WalletAnswer = WalletAnswers[WalletRequest['kind']]

/** A request waiting for the wallet's answer; `requestId` ties the answer to its caller. */
export type PendingRequest = { requestId: string; request: WalletRequest }
