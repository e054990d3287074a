import type { Address } from 'viem'
import type { TransactionPreview } from '../../transaction-preview.types.js'
import type { FeeReader } from './network-fee.js'
import type { ChainReader } from './token-facts.js'

/**
 * What a request is about, for its preview: the chain's name and native currency, and the swap
 * router the site's network configuration declares (`contracts.uniswapV2Router02`): calls to that
 * address are read as swaps; the same functions on any other contract are not.
 *
 * @example
 * const network: PreviewNetwork = { name: 'Ethereum', symbol: 'ETH', swapRouter: '0x7a25…' }
 */
export type PreviewNetwork = { name: string; symbol: string; swapRouter?: Address | undefined }

/**
 * What previewing a request needs: the wallet's chain (id, name, currency), a way to read it, a
 * way to ask its RPC for fees (`fee`; without it a transaction's fee reads 'Could not be read'), the
 * account that signs (`account`; else the transaction's `from`, if any) and the time now in
 * milliseconds (`now`; else the clock's).
 *
 * @example
 * const context: RequestContext = { network: { name: 'Ethereum', symbol: 'ETH' }, chainId: 1, read, fee, account }
 */
export type RequestContext = {
  network: PreviewNetwork
  chainId: number
  read: ChainReader
  fee?: FeeReader | undefined
  account?: Address | undefined
  now?: number | undefined
}

/**
 * A request in words, and the parameters to hand the signer: exactly what the review read, in
 * canonical form (`undefined` when the review refuses the request: nothing may be signed).
 *
 * @example
 * const { preview, params }: PreviewedRequest = await evmRequestPreview(method, params, context)
 */
export type PreviewedRequest = { preview: TransactionPreview; params: readonly unknown[] | undefined }
