import { formatEther } from 'viem'
import { previewCall } from './call-preview.js'
import type { PreviewedRequest, RequestContext } from './previewed-request.js'
import { readTransaction } from './transaction-request.js'

/**
 * `eth_sendTransaction` in words: the transaction read strictly (see `readTransaction`), its call
 * decoded (token transfers, allowances, operators; any other calldata as an unverified contract
 * call), and what leaves this wallet: exactly the native value (the fee is not included).
 *
 * @example
 * await sendTransactionPreview([{ to: FUSD, data: approveData }], context)
 */
export async function sendTransactionPreview(
  params: readonly unknown[],
  context: RequestContext,
): Promise<PreviewedRequest> {
  const transaction = readTransaction(params[0], context.chainId)
  const call = await previewCall(transaction, { symbol: context.network.symbol, read: context.read })
  return {
    preview: {
      title: 'Send a transaction',
      network: context.network.name,
      sections: call.sections,
      totals: [
        { label: 'Leaves this wallet', value: `${formatEther(transaction.value)} ${context.network.symbol}` },
      ],
      warnings: call.warnings.length > 0 ? call.warnings : undefined,
    },
    params: [transaction.request],
  }
}
