import { hexToBytes, isHex } from 'viem'
import type { PreviewedRequest, RequestContext } from './previewed-request.js'
import { readAddress } from './rpc-values.js'
import { UnreadableRequestError } from './unreadable-request-error.js'

/**
 * A message as people read it: the text it encodes when it is UTF-8 without control characters
 * (line breaks allowed), else its hex.
 *
 * @example
 * readableMessage('0x48656c6c6f') // 'Hello'
 */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    return /[\u0000-\u0008\u000b-\u001f\u007f]/.test(decoded) ? message : decoded
  } catch {
    return message
  }
}

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
