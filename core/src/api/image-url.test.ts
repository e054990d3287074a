import { describe, expect, it, vi } from 'vitest'
import { type ImageUrlPorts, sniffImage, toImageUrl } from './image-url.js'

const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'

function ports(
  rasterise: ImageUrlPorts['rasteriseSvg'] = async () => new Blob([png], { type: 'image/png' }),
) {
  const made: Blob[] = []
  const fake: ImageUrlPorts = {
    createObjectUrl: (blob) => {
      made.push(blob)
      return `blob:test/${made.length}`
    },
    rasteriseSvg: vi.fn(rasterise),
  }
  return { fake, made }
}

describe('sniffImage', () => {
  it('names raster formats by their first bytes and markup as svg', () => {
    const bytes = (text: string) => new TextEncoder().encode(text)
    expect(sniffImage(png)).toBe('image/png')
    expect(sniffImage(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffImage(bytes('GIF89a...'))).toBe('image/gif')
    expect(sniffImage(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffImage(bytes('\0\0\0\x1cftypavif'))).toBe('image/avif')
    expect(sniffImage(Uint8Array.of(0, 0, 1, 0, 1, 0))).toBe('image/x-icon')
    expect(sniffImage(bytes('\uFEFF  <?xml version="1.0"?><svg/>'))).toBe('svg')
    expect(sniffImage(bytes('{"error":"nope"}'))).toBeUndefined()
    expect(sniffImage(new Uint8Array())).toBeUndefined()
  })
})

describe('toImageUrl', () => {
  it('gives raster bytes a URL typed by their bytes, whatever the service declared', async () => {
    for (const declared of ['', 'image/svg+xml', 'text/html']) {
      const { fake, made } = ports()
      expect(await toImageUrl(new Blob([png], { type: declared }), fake)).toBe('blob:test/1')
      expect(made[0]?.type).toBe('image/png')
      expect(new Uint8Array(await (made[0] as Blob).arrayBuffer())).toEqual(png)
      expect(fake.rasteriseSvg).not.toHaveBeenCalled()
    }
  })

  it('draws markup into a PNG first, also when it is declared a raster image', async () => {
    const { fake, made } = ports()
    expect(await toImageUrl(new Blob([svg], { type: 'image/png' }), fake)).toBe('blob:test/1')
    expect(fake.rasteriseSvg).toHaveBeenCalledOnce()
    expect(made[0]?.type).toBe('image/png')
  })

  it('refuses bytes of no image format, and markup that cannot be drawn', async () => {
    const { fake, made } = ports(async () => {
      throw new Error('EncodingError')
    })
    await expect(toImageUrl(new Blob(['{"error":"nope"}']), fake)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
    await expect(toImageUrl(new Blob(['<html><script>steal()</script>']), fake)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
    expect(made).toEqual([])
  })
})
