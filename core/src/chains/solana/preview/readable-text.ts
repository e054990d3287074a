import { encodeBase58 } from '../../../networks/base58.js'
import { visibleText } from '../../../utils/visible-text.js'

/**
 * Bytes as people read them: their UTF-8 text when it is text without control characters (line
 * breaks allowed), else the bytes in base58. Characters that would hide or reorder what the visitor
 * reads (direction overrides, zero-width characters) are written out as visible escapes (`\u{202E}`).
 *
 * @example
 * readableText(new TextEncoder().encode('Hello')) // 'Hello'
 */
export function readableText(bytes: Uint8Array): string {
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    return /[\u0000-\u0008\u000b-\u001f\u007f]/.test(decoded) ? encodeBase58(bytes) : visibleText(decoded)
  } catch {
    return encodeBase58(bytes)
  }
}
