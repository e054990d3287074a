import { hexToBytes, isHex } from 'viem'

/**
 * A message as people read it: the text it encodes when it is UTF-8 without control or direction
 * characters (line breaks allowed), else its hex.
 *
 * @example
 * readableMessage('0x48656c6c6f') // 'Hello'
 */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // Control characters, and direction marks that could reorder what the visitor reads.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    return /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(
      decoded,
    )
      ? message
      : decoded
  } catch {
    return message
  }
}
