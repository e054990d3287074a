/**
 * Characters that change how the text around them reads, or that take no room at all, so that what a
 * visitor sees is not what the text says:
 * - bidirectional controls (the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069,
 *   the marks U+200E, U+200F and U+061C) reorder what follows them: `abc\u{202E}cod.exe` reads as
 *   `abcexe.doc`;
 * - zero-width and invisible format characters (U+200B–U+200D, U+2060–U+2064, U+FEFF, U+180E,
 *   U+00AD, U+034F, the deprecated format controls U+206A–U+206F, the Hangul fillers U+115F,
 *   U+1160, U+3164, U+FFA0, the Khmer inherent vowels U+17B4, U+17B5, the Mongolian variation
 *   selectors U+180B–U+180F and the tag characters U+E0000–U+E007F) make two different texts look
 *   the same (`USDC` and `US\u{200B}DC`) or carry hidden text;
 * - control characters other than tab, line feed and carriage return (C0, DEL and C1), which a
 *   page shows as nothing.
 * Emoji variation selectors (U+FE00–U+FE0F) stay: they only pick a glyph's style.
 */
const HIDDEN: readonly (readonly [first: number, last: number])[] = [
  [0x0000, 0x0008],
  [0x000b, 0x000c],
  [0x000e, 0x001f],
  [0x007f, 0x009f],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x206f],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe007f],
]

/**
 * The text with every character that would hide or reorder what a visitor reads written out as a
 * visible escape, `\u{202E}` (hexadecimal code point, upper case, at least 4 digits). Everything
 * else, including line breaks, tabs and emoji, is left as it is. Use it on any text that comes from
 * outside and is shown to a visitor who decides on it: messages to sign, token and NFT names,
 * identity and registered names.
 *
 * @example
 * visibleText('abc\u202Ecod.exe') // 'abc\\u{202E}cod.exe'
 * visibleText('US\u200BDC') // 'US\\u{200B}DC'
 * visibleText('gm\n') // 'gm\n'
 */
export function visibleText(text: string): string {
  let out = ''
  for (const char of text) out += isHidden(char) ? escapeOf(char) : char
  return out
}

/**
 * Whether the text holds any character {@link visibleText} would escape.
 *
 * @example
 * hasHiddenText('USDC') // false
 * hasHiddenText('US\u200BDC') // true
 */
export function hasHiddenText(text: string): boolean {
  for (const char of text) if (isHidden(char)) return true
  return false
}

function isHidden(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return HIDDEN.some(([first, last]) => code >= first && code <= last)
}

function escapeOf(char: string): string {
  const hex = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')
  return `\\u{${hex}}`
}
