import type { TransactionPreview } from '../../../machines/transaction-approval/transaction-approval.types.js'
import type { ChainReader } from './token-facts.js'

/**
 * What a request is about, for its preview: the chain's name and native currency.
 *
 * @example
 * const network: PreviewNetwork = { name: 'Ethereum', symbol: 'ETH' }
 */
export type PreviewNetwork = { name: string; symbol: string }

/**
 * What previewing a request needs: the wallet's chain (id, name, currency) and a way to read it.
 *
 * @example
 * const context: RequestContext = { network: { name: 'Ethereum', symbol: 'ETH' }, chainId: 1, read }
 */
export type RequestContext = { network: PreviewNetwork; chainId: number; read: ChainReader }

/**
 * A request in words, and the parameters to hand the signer: exactly what the review read, in
 * canonical form (`undefined` when the review refuses the request: nothing may be signed).
 *
 * @example
 * const { preview, params }: PreviewedRequest = await evmRequestPreview(method, params, context)
 */
export type PreviewedRequest = { preview: TransactionPreview; params: readonly unknown[] | undefined }
