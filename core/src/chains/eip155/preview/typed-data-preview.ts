import { reviewText, reviewWarnings } from '../../review-text.js'
import type { TransactionPreviewRow } from '../../transaction-preview.types.js'
import { permitPreview } from './permit-preview.js'
import type { PreviewedRequest, RequestContext } from './previewed-request.js'
import { readAddress } from './rpc-values.js'
import { readTypedData, type SignedField } from './typed-data-request.js'

const rows = (fields: readonly SignedField[]): TransactionPreviewRow[] =>
  fields.map((field) => ({ address: undefined, detail: `${field.path}: ${field.shown}`, amount: '' }))

/**
 * `eth_signTypedData_v4` in words: a permit (EIP-2612, Permit2) as who may spend what, then every
 * field `types` signs — and only those: a field outside `types` is not signed, so it is neither shown
 * nor handed on. A domain for another chain than the wallet's is a warning.
 *
 * @example
 * await typedDataPreview([account, JSON.stringify(permit)], context)
 */
export async function typedDataPreview(
  params: readonly unknown[],
  context: RequestContext,
): Promise<PreviewedRequest> {
  const signer = readAddress(params[0], 'the signing account')
  const typed = readTypedData(params[1])
  const permit = await permitPreview(typed, context.read)
  const warnings = [...(permit?.warnings ?? [])]
  const chainId = typed.domainFields.find((field) => field.path === 'chainId')
  if (chainId && BigInt(chainId.shown) !== BigInt(context.chainId))
    warnings.push(
      reviewText(
        'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.',
        { chain: chainId.shown, network: context.network.name, walletChain: `${context.chainId}` },
      ),
    )
  const { types, primaryType, domain, message } = typed
  return {
    preview: {
      // The type's name is the site's own: a value inside the words a UI translates.
      title: `Sign ${primaryType}`,
      titleText: reviewText('Sign {type}', { type: primaryType }),
      network: context.network.name,
      sections: [
        ...(permit?.sections ?? []),
        { heading: 'Domain', rows: rows(typed.domainFields) },
        { heading: 'Message', rows: rows(typed.messageFields) },
      ],
      totals: [{ label: 'Signed by', value: signer }],
      ...reviewWarnings(warnings),
    },
    params: [signer, JSON.stringify({ types, primaryType, domain, message })],
  }
}
