import type { TransactionPreview } from '../../transaction-preview.types.js'
import type { FeeReader } from './network-fee.js'
import type { ChainReader } from './token-facts.js'

/**
 * What a request is about, for its preview: the chain's name and native currency.
 *
 * @example
 * const network: PreviewNetwork = { name: 'Ethereum', symbol: 'ETH' }
 */
export type PreviewNetwork = { name: string; symbol: string }

/**
 * What previewing a request needs: the wallet's chain (id, name, currency), a way to read it, and a
 * way to ask its RPC for fees (`fee`; without it a transaction's fee reads 'Could not be read').
 *
 * @example
 * const context: RequestContext = { network: { name: 'Ethereum', symbol: 'ETH' }, chainId: 1, read, fee }
 */
export type RequestContext = {
  network: PreviewNetwork
  chainId: number
  read: ChainReader
  fee?: FeeReader | undefined
}

/**
 * A request in words, and the parameters to hand the signer: exactly what the review read, in
 * canonical form (`undefined` when the review refuses the request: nothing may be signed).
 *
 * @example
 * const { preview, params }: PreviewedRequest = await evmRequestPreview(method, params, context)
 */
export type PreviewedRequest = { preview: TransactionPreview; params: readonly unknown[] | undefined }
