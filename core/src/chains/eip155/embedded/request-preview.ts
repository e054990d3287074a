import type { PreviewedRequest, RequestContext } from '../preview/previewed-request.js'

export type { PreviewedRequest, PreviewNetwork, RequestContext } from '../preview/previewed-request.js'
export { readableMessage } from '../preview/readable-message.js'

/**
 * An EVM request the embedded wallet is asked to sign or send, in words for the ApproveTransaction
 * view, with the parameters to hand the signer: exactly what the review read, in canonical form, so
 * the review and what is signed cannot differ; what Foyer cannot read as the signer would is refused
 * (`preview.refusal`, no parameters). The decoders (token calls, typed data, permits) load with the
 * first request that needs them: a site pays for them only once its visitor signs something.
 *
 * @example
 * const { preview, params } = await evmRequestPreview('personal_sign', ['0x48656c6c6f', account], context)
 */
export async function evmRequestPreview(
  method: string,
  params: unknown,
  context: RequestContext,
): Promise<PreviewedRequest> {
  const { previewEvmRequest } = await import('../preview/evm-request-preview.js')
  return previewEvmRequest(method, params, context)
}
