import type { TransactionPreview } from '../../transaction-preview.types.js'
import { personalSignPreview } from './message-preview.js'
import type { PreviewedRequest, RequestContext } from './previewed-request.js'
import { sendCallsPreview } from './send-calls-preview.js'
import { sendTransactionPreview } from './transaction-preview.js'
import { typedDataPreview } from './typed-data-preview.js'
import { UnreadableRequestError } from './unreadable-request-error.js'

const titles: Readonly<Record<string, string>> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  wallet_sendCalls: 'Send calls',
}

const previews: Readonly<
  Record<
    string,
    (params: readonly unknown[], context: RequestContext) => PreviewedRequest | Promise<PreviewedRequest>
  >
> = {
  personal_sign: personalSignPreview,
  eth_signTypedData_v4: typedDataPreview,
  eth_sendTransaction: sendTransactionPreview,
  wallet_sendCalls: sendCallsPreview,
}

/**
 * A method Foyer does not put in words (permissions, user operations): its parameters as JSON, in
 * full, with a warning; the signer is handed the very JSON shown (a copy), never the site's object.
 */
function asJson(method: string, params: unknown, context: RequestContext): PreviewedRequest {
  let json: string
  try {
    json = JSON.stringify(params ?? [])
  } catch {
    return {
      preview: refused(method, 'its parameters are not JSON', context),
      params: undefined,
    }
  }
  const copy: unknown = JSON.parse(json)
  if (!Array.isArray(copy))
    return {
      preview: refused(method, 'its parameters are not a list', context),
      params: undefined,
    }
  return {
    preview: {
      title: method,
      network: context.network.name,
      sections: [{ heading: 'Request', rows: [{ address: undefined, detail: json, amount: '' }] }],
      totals: [],
      warnings: [
        'Foyer cannot put this request in words: approve only if you trust this site with what it asks.',
      ],
    },
    params: copy,
  }
}

/**
 * A review that can only be declined, with the reason: the request's field or value that Foyer cannot
 * read, in the request's own terms (a UI translates the sentence around it).
 */
function refused(method: string, reason: string, context: RequestContext): TransactionPreview {
  return {
    title: titles[method] ?? method,
    network: context.network.name,
    sections: [],
    totals: [],
    refusal: `Foyer cannot read this request: ${reason}.`,
    refusalTexts: [
      { text: 'Foyer cannot read this request: {reason}.', values: { reason: { text: reason } } },
    ],
  }
}

/**
 * An EVM request the embedded wallet is asked to sign or send, in words for the ApproveTransaction
 * view, with the parameters to hand the signer: exactly what the review read, in canonical form, so
 * the review and what is signed cannot differ. A message as its text; typed data field by field as
 * its `types` sign it (permits as who may spend what); a transaction's or a call bundle's calls
 * decoded (token transfers, allowances, operators, with the token's symbol and decimals read from the
 * chain). What Foyer cannot read exactly as the signer would is refused (`preview.refusal`, no
 * parameters). Other methods show their parameters as JSON.
 *
 * @example
 * const { preview, params } = await previewEvmRequest('personal_sign', ['0x48656c6c6f', account], context)
 */
export async function previewEvmRequest(
  method: string,
  params: unknown,
  context: RequestContext,
): Promise<PreviewedRequest> {
  const list: readonly unknown[] = Array.isArray(params) ? params : []
  const preview = previews[method]
  if (!preview) return asJson(method, params, context)
  try {
    return await preview(list, context)
  } catch (error) {
    if (error instanceof UnreadableRequestError)
      // The reason inside the error's message: 'Foyer cannot read this request: <reason>.'
      return { preview: refused(method, error.shortMessage.slice(32, -1), context), params: undefined }
    throw error
  }
}
