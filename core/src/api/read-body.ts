import { InvalidResponseError } from '../errors/http.js'

/**
 * The most bytes Foyer reads of a service's or a metadata host's answer: a megabyte, far above any
 * JSON document it expects (a wallet directory page or an NFT's metadata are a few kB), far below
 * what would freeze the page to parse.
 */
export const MAX_RESPONSE_BYTES = 1_000_000

/**
 * The text of a response body, read chunk by chunk and stopped as soon as it passes `maxBytes`: a
 * 100 MB answer is never buffered, let alone parsed. A `Content-Length` above the limit is refused
 * before a byte is read. Throws {@link InvalidResponseError} when the body is too large (the stream is
 * cancelled, so the connection stops downloading it).
 *
 * @example
 * const text = await readBodyText(await fetch(url), MAX_RESPONSE_BYTES)
 */
export async function readBodyText(
  response: Response,
  maxBytes: number = MAX_RESPONSE_BYTES,
): Promise<string> {
  const tooLarge = (size: string) =>
    new InvalidResponseError({ details: `body of ${size} bytes, more than ${maxBytes}` })
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge(String(declared))
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let received = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge(`over ${received}`)
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}
