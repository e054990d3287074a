import { describe, expect, it } from 'vitest'
import { loadableUrl, readNftMetadata } from './nft-metadata.js'

const json = (value: unknown) => `data:application/json,${encodeURIComponent(JSON.stringify(value))}`
const live = () => new AbortController().signal

describe('NFT URIs the page may load', () => {
  it('reads ipfs through a gateway, https and data URLs of the expected kind as they are', () => {
    expect(loadableUrl('ipfs://bafy/7.png', 'image')).toBe('https://ipfs.io/ipfs/bafy/7.png')
    expect(loadableUrl('ipfs://ipfs/bafy/7.json', 'json')).toBe('https://ipfs.io/ipfs/bafy/7.json')
    expect(loadableUrl(' https://example.com/7.png ', 'image')).toBe('https://example.com/7.png')
    expect(loadableUrl('data:image/svg+xml;base64,PHN2Zz4=', 'image')).toBe(
      'data:image/svg+xml;base64,PHN2Zz4=',
    )
    expect(loadableUrl('data:application/json,{}', 'json')).toBe('data:application/json,{}')
  })

  it('never loads a script, a file, a document of the wrong kind or junk', () => {
    expect(loadableUrl('javascript:alert(1)', 'image')).toBeUndefined()
    expect(loadableUrl('file:///etc/passwd', 'json')).toBeUndefined()
    expect(loadableUrl('data:text/html,<script>alert(1)</script>', 'image')).toBeUndefined()
    expect(loadableUrl('data:image/png;base64,AAAA', 'json')).toBeUndefined()
    expect(loadableUrl('not a url', 'json')).toBeUndefined()
  })
})

describe('NFT metadata', () => {
  it('gives the name and a loadable picture', async () => {
    expect(await readNftMetadata(json({ name: ' Friend #7 ', image: 'ipfs://bafy/7.png' }), live())).toEqual({
      name: 'Friend #7',
      imageUrl: 'https://ipfs.io/ipfs/bafy/7.png',
    })
  })

  it('gives what it can from a document that is junk, partial or unsafe, and nothing when abandoned', async () => {
    expect(await readNftMetadata(json({ name: 'x', image: 'javascript:alert(1)' }), live())).toEqual({
      name: 'x',
    })
    expect(await readNftMetadata(json({ name: 7, image: ['a'] }), live())).toEqual({})
    expect(await readNftMetadata(json(null), live())).toEqual({})
    expect(await readNftMetadata('data:application/json,not json', live())).toEqual({})
    expect(await readNftMetadata('javascript:alert(1)', live())).toEqual({})
    expect(await readNftMetadata(undefined, live())).toEqual({})
    expect(await readNftMetadata(json({ name: 'x' }), AbortSignal.abort())).toEqual({})
  })
})
