import type { PreviewedRequest, RequestContext } from './previewed-request.js'
import { readableMessage } from './readable-message.js'
import { readAddress } from './rpc-values.js'
import { UnreadableRequestError } from './unreadable-request-error.js'

/**
 * `personal_sign` in words: the message as its text, and the account that signs. The message must be
 * a string (hex, or text); the signer receives the very string shown.
 *
 * @example
 * personalSignPreview(['0x48656c6c6f', '0xab…'], context).preview.sections[0].rows[0].detail // 'Hello'
 */
export function personalSignPreview(
  params: readonly unknown[],
  { network }: RequestContext,
): PreviewedRequest {
  const [message, account] = params
  if (typeof message !== 'string') throw new UnreadableRequestError('the message is not a string')
  const signer = readAddress(account, 'the signing account')
  return {
    preview: {
      title: 'Sign a message',
      network: network.name,
      sections: [
        { heading: 'Message', rows: [{ address: undefined, detail: readableMessage(message), amount: '' }] },
      ],
      totals: [{ label: 'Signed by', value: signer }],
    },
    params: [message, signer],
  }
}
