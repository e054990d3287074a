import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasHiddenText, visibleText } from './visible-text.js'

const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c]
const ZERO_WIDTH = [
  0x200b, 0x200c, 0x200d, 0xfeff, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x180e, 0x00ad, 0x034f,
]
const OTHER = [0x0000, 0x0007, 0x001b, 0x007f, 0x0085, 0x009f, 0x3164, 0xffa0, 0xe0001, 0xe0041, 0xe007f]

/** Undoes the escapes: the oracle that nothing was lost or added besides them. */
function undoEscapes(text: string): string {
  return text.replace(/\\u\{([0-9A-F]{4,6})\}/g, (_, hex: string) =>
    String.fromCodePoint(Number.parseInt(hex, 16)),
  )
}

describe('visibleText', () => {
  it('writes a right-to-left override out as an escape, so a reordered name reads as it is', () => {
    expect(visibleText('invoice\u202Efdp.exe')).toBe('invoice\\u{202E}fdp.exe')
    expect(visibleText('\u2067USDC\u2069')).toBe('\\u{2067}USDC\\u{2069}')
  })
  it.each(BIDI.map((code) => [code.toString(16)]))('escapes the bidirectional control U+%s', (hex) => {
    const char = String.fromCodePoint(Number.parseInt(hex, 16))
    expect(visibleText(`a${char}b`)).toBe(`a\\u{${hex.toUpperCase().padStart(4, '0')}}b`)
  })
  it.each(ZERO_WIDTH.map((code) => [code.toString(16)]))('escapes the invisible character U+%s', (hex) => {
    const char = String.fromCodePoint(Number.parseInt(hex, 16))
    expect(visibleText(`US${char}DC`)).toBe(`US\\u{${hex.toUpperCase().padStart(4, '0')}}DC`)
    expect(hasHiddenText(`US${char}DC`)).toBe(true)
  })
  it.each(OTHER.map((code) => [code.toString(16)]))(
    'escapes the control, filler or tag character U+%s',
    (hex) => {
      const char = String.fromCodePoint(Number.parseInt(hex, 16))
      expect(visibleText(char)).toBe(`\\u{${hex.toUpperCase().padStart(4, '0')}}`)
    },
  )
  it('keeps line breaks, tabs, accents, other scripts and emoji as they are', () => {
    const text = 'Sign in to example.com\n\tNonce: 8f2\r\nCafé, 東京, مرحبا, 👍🏽, ❤️'
    expect(visibleText(text)).toBe(text)
    expect(hasHiddenText(text)).toBe(false)
  })
  it('loses nothing: undoing the escapes gives the text back, and the result holds no hidden character', () => {
    const hidden = fc.constantFrom(...[...BIDI, ...ZERO_WIDTH, ...OTHER].map((c) => String.fromCodePoint(c)))
    const plain = fc
      .string({ unit: 'grapheme', maxLength: 6 })
      .filter((s) => !hasHiddenText(s) && !s.includes('\\'))
    fc.assert(
      fc.property(fc.array(fc.oneof(hidden, plain), { maxLength: 12 }), (parts) => {
        const text = parts.join('')
        const shown = visibleText(text)
        expect(hasHiddenText(shown)).toBe(false)
        expect(undoEscapes(shown)).toBe(text)
      }),
    )
  })
})
