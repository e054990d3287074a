import { InvalidResponseError } from '../errors/http.js'

/**
 * The raster image formats Foyer shows from a remote service, found by their first bytes.
 *
 * @example
 * const type: RasterImageType = 'image/png'
 */
export type RasterImageType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'image/avif'
  | 'image/x-icon'

/**
 * What {@link toImageUrl} needs from the platform; the browser's by default.
 *
 * @example
 * const ports: ImageUrlPorts = { createObjectUrl: (blob) => URL.createObjectURL(blob), rasteriseSvg }
 */
export type ImageUrlPorts = {
  createObjectUrl(blob: Blob): string
  /** Draws an SVG into a PNG. Scripts in it never run: it is drawn as an image, never as a document. */
  rasteriseSvg(svg: Blob): Promise<Blob>
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/**
 * The raster format of an image's first bytes, `'svg'` for markup (text starting with `<`), or
 * `undefined` for anything else. The declared type is not trusted: a service can label anything.
 *
 * @example
 * sniffImage(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) // 'image/png'
 */
export function sniffImage(head: Uint8Array): RasterImageType | 'svg' | undefined {
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp'
  if (ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12))) return 'image/avif'
  if (head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0) return 'image/x-icon'
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart()
  return text.startsWith('<') ? 'svg' : undefined
}

const browserPorts: ImageUrlPorts = {
  // Looked up per call, so importing this module never touches `URL` or `document` (SSR).
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  async rasteriseSvg(svg) {
    // The SVG is read by an image element that is never in the page, from a URL revoked once read.
    const source = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
    try {
      const image = new Image()
      image.src = source
      await image.decode()
      // Twice the largest tile, for sharp logos on high-density screens.
      const side = 192
      const scale = Math.min(side / (image.naturalWidth || side), side / (image.naturalHeight || side))
      const canvas = document.createElement('canvas')
      canvas.width = Math.max(1, Math.round((image.naturalWidth || side) * scale))
      canvas.height = Math.max(1, Math.round((image.naturalHeight || side) * scale))
      canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height)
      return await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (png) => (png ? resolve(png) : reject(new Error('The SVG could not be drawn'))),
          'image/png',
        ),
      )
    } finally {
      URL.revokeObjectURL(source)
    }
  },
}

/**
 * A URL the page can show an untrusted image from, which can never run script as the site. An
 * object URL has the page's origin, so whatever it holds runs as the site when opened in a tab of
 * its own ("Open image in new tab"): an SVG's or an HTML polyglot's script could read the site's
 * storage. So the format comes from the bytes, raster images get an object URL typed as what they
 * are, SVGs are drawn into a PNG first, and anything else is refused.
 *
 * @example
 * img.src = await toImageUrl(await response.blob())
 */
export async function toImageUrl(blob: Blob, ports: ImageUrlPorts = browserPorts): Promise<string> {
  const head = new Uint8Array(await blob.slice(0, 512).arrayBuffer())
  const kind = sniffImage(head)
  if (!kind)
    throw new InvalidResponseError({ details: 'expected an image: the bytes are no known image format' })
  if (kind !== 'svg') return ports.createObjectUrl(new Blob([blob], { type: kind }))
  let png: Blob
  try {
    png = await ports.rasteriseSvg(blob)
  } catch (cause) {
    throw new InvalidResponseError({ cause, details: 'expected an image: the SVG could not be drawn' })
  }
  return ports.createObjectUrl(png)
}
