import { reviewWarnings } from '../../review-text.js'
import { callContextOf, previewCall } from './call-preview.js'
import { feeTotals, readNetworkFee } from './network-fee.js'
import type { PreviewedRequest, RequestContext } from './previewed-request.js'
import { readTransaction } from './transaction-request.js'

/**
 * `eth_sendTransaction` in words: the transaction read strictly (see `readTransaction`), its call
 * decoded (token transfers, allowances, operators; any other calldata as an unverified contract
 * call), what leaves this wallet (exactly the native value), the network fee read over the network's
 * RPC (or that it could not be read) and the total.
 *
 * @example
 * await sendTransactionPreview([{ to: FUSD, data: approveData }], context)
 */
export async function sendTransactionPreview(
  params: readonly unknown[],
  context: RequestContext,
): Promise<PreviewedRequest> {
  const transaction = readTransaction(params[0], context.chainId)
  const [call, fee] = await Promise.all([
    previewCall(transaction, callContextOf(context, transaction.from)),
    readNetworkFee(transaction.request, context.fee),
  ])
  return {
    preview: {
      title: 'Send a transaction',
      network: context.network.name,
      sections: call.sections,
      totals: feeTotals(transaction.value, fee, context.network.symbol),
      ...reviewWarnings(call.warnings),
    },
    params: [transaction.request],
  }
}
