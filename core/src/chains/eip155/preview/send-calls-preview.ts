import { numberToHex } from 'viem'
import { reviewEnglish, reviewText, reviewWarnings } from '../../review-text.js'
import { callContextOf, previewCall } from './call-preview.js'
import { feeTotals, readBundleFee } from './network-fee.js'
import type { PreviewedRequest, RequestContext } from './previewed-request.js'
import { quoted, readAddress, readData, readObject, readQuantity } from './rpc-values.js'
import { UnreadableRequestError } from './unreadable-request-error.js'

/**
 * The most calls one review lists; a longer bundle is refused rather than shown in part.
 *
 * @example
 * if (calls.length > SEND_CALLS_MAX) refuse()
 */
export const SEND_CALLS_MAX = 50

function readCall(value: unknown, index: number) {
  const fields = readObject(value, `call ${index + 1}`, ['to', 'data', 'value'])
  return {
    to: fields.to === undefined ? undefined : readAddress(fields.to, `call ${index + 1} to`),
    data: fields.data === undefined ? '0x' : readData(fields.data, `call ${index + 1} data`),
    value: fields.value === undefined ? 0n : readQuantity(fields.value, `call ${index + 1} value`),
  } as const
}

/**
 * `wallet_sendCalls` (EIP-5792) in words: every call decoded as a transaction's would be, one
 * section each, the total native value that leaves this wallet, the network fee of the calls (or that
 * it could not be read) and the total. The bundle must be for the
 * wallet's chain; capabilities (paymasters, permissions) are refused: the review cannot say what they
 * would let happen.
 *
 * @example
 * await sendCallsPreview([{ version: '2.0.0', chainId: '0x7a69', calls: [{ to, data }] }], context)
 */
export async function sendCallsPreview(
  params: readonly unknown[],
  context: RequestContext,
): Promise<PreviewedRequest> {
  const bundle = readObject(params[0], 'the call bundle', [
    'version',
    'id',
    'from',
    'chainId',
    'atomicRequired',
    'calls',
    'capabilities',
  ])
  if (readQuantity(bundle.chainId, 'chainId') !== BigInt(context.chainId))
    throw new UnreadableRequestError(
      `the calls are for chain ${quoted(bundle.chainId)}, not this wallet's chain ${context.chainId}`,
    )
  if (bundle.capabilities !== undefined && Object.keys(Object(bundle.capabilities)).length > 0)
    throw new UnreadableRequestError('the calls ask for capabilities Foyer cannot put in words')
  if (bundle.version !== undefined && typeof bundle.version !== 'string')
    throw new UnreadableRequestError('version is not a string')
  if (bundle.id !== undefined && typeof bundle.id !== 'string')
    throw new UnreadableRequestError('id is not a string')
  if (bundle.atomicRequired !== undefined && typeof bundle.atomicRequired !== 'boolean')
    throw new UnreadableRequestError('atomicRequired is not true or false')
  if (!Array.isArray(bundle.calls) || bundle.calls.length === 0)
    throw new UnreadableRequestError('calls is not a list of calls')
  if (bundle.calls.length > SEND_CALLS_MAX)
    throw new UnreadableRequestError(`the bundle has more than ${SEND_CALLS_MAX} calls`)
  const calls = bundle.calls.map(readCall)
  const from = bundle.from === undefined ? undefined : readAddress(bundle.from, 'from')
  const canonicalCalls = calls.map((call) => ({
    ...(call.to ? { to: call.to } : {}),
    ...(call.data === '0x' ? {} : { data: call.data }),
    value: numberToHex(call.value),
  }))
  const [previews, fee] = await Promise.all([
    Promise.all(calls.map((call, index) => previewCall(call, callContextOf(context, from), index + 1))),
    readBundleFee(
      canonicalCalls.map((call) => ({ ...(from ? { from } : {}), ...call })),
      context.fee,
    ),
  ])
  // The count as data a UI says in its visitor's language ('Send 1 call' is a text of its own).
  const title = reviewText(calls.length === 1 ? 'Send 1 call' : 'Send {count} calls', {
    count: `${calls.length}`,
  })
  const total = calls.reduce((sum, call) => sum + call.value, 0n)
  const warnings = previews.flatMap((preview) => preview.warnings)
  const request: Record<string, unknown> = {
    ...(bundle.version === undefined ? {} : { version: bundle.version }),
    ...(bundle.id === undefined ? {} : { id: bundle.id }),
    ...(from === undefined ? {} : { from }),
    chainId: numberToHex(context.chainId),
    ...(bundle.atomicRequired === undefined ? {} : { atomicRequired: bundle.atomicRequired }),
    calls: canonicalCalls,
  }
  return {
    preview: {
      title: reviewEnglish(title),
      titleText: title,
      network: context.network.name,
      sections: previews.flatMap((preview) => preview.sections),
      totals: feeTotals(total, fee, context.network.symbol),
      ...reviewWarnings(warnings),
    },
    params: [request],
  }
}
