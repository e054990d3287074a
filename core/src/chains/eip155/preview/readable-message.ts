import { hexToBytes, isHex } from 'viem'
import { visibleText } from '../../../utils/visible-text.js'

/**
 * A message as people read it: the text it encodes when it is UTF-8 without control characters
 * (line breaks allowed), else its hex. Characters that would hide or reorder what the visitor reads
 * (direction overrides, zero-width characters) are written out as visible escapes (`\u{202E}`), in
 * a decoded message as in one the site sent as plain text.
 *
 * @example
 * readableMessage('0x48656c6c6f') // 'Hello'
 * readableMessage('pay\u202Ecod.exe') // 'pay\\u{202E}cod.exe'
 */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return visibleText(String(message))
  if (!isHex(message)) return visibleText(message)
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // A message with control characters is data, not text: its hex is what can be checked.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    return /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(decoded) ? message : visibleText(decoded)
  } catch {
    return message
  }
}
