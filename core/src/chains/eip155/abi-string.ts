// Kept apart from the contract calls: only the NFT and history readers decode strings, and the token
// balance reader's download stays without it.

/**
 * Reads an ABI-encoded `string` return value, or `undefined` for anything else (a failed call, junk,
 * bytes that are not UTF-8).
 *
 * @example
 * decodeAbiString(answer) // 'https://example.com/nft/7'
 */
export function decodeAbiString(data: string | undefined): string | undefined {
  if (!data || !/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) return undefined
  const hex = data.slice(2)
  const wordAt = (byte: number) => {
    const text = hex.slice(byte * 2, byte * 2 + 64)
    return text.length === 64 ? BigInt(`0x${text}`) : undefined
  }
  const offset = wordAt(0)
  if (offset === undefined || offset > BigInt(hex.length)) return undefined
  const length = wordAt(Number(offset))
  if (length === undefined || length > BigInt(hex.length)) return undefined
  const start = (Number(offset) + 32) * 2
  const text = hex.slice(start, start + Number(length) * 2)
  if (text.length !== Number(length) * 2) return undefined
  const bytes = Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}
