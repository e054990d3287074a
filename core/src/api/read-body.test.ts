import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readNftMetadata } from '../account-data/nft-metadata.js'
import { InvalidResponseError } from '../errors/http.js'
import { createHttpClient } from './http.js'
import { MAX_RESPONSE_BYTES, readBodyText } from './read-body.js'

// A real HTTP server on this machine that answers a 100 MB JSON document chunk by chunk (no length
// announced, as a hostile metadata host would), and counts how much it managed to send before the
// client hung up: a reader that buffers the whole body lets it send all 100 MB.

const HUNDRED_MB = 100 * 1024 * 1024
const CHUNK = 64 * 1024
let server: Server
let base = ''
const sent = new Map<string, number>()

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/'
    if (path === '/small') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ name: 'Friend #7', image: 'https://example.com/7.png' }))
      return
    }
    if (path === '/declared') {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(HUNDRED_MB) })
      response.write('{"name":"big"')
      return
    }
    // '/huge': `{"name":"big","pad":"xxx…"}`, valid JSON once complete.
    response.writeHead(200, { 'content-type': 'application/json' })
    let written = 0
    const padding = Buffer.alloc(CHUNK, 'x')
    const pump = () => {
      while (written < HUNDRED_MB) {
        const more = response.write(written === 0 ? '{"name":"big","pad":"' : padding)
        written += written === 0 ? 21 : CHUNK
        sent.set(path, written)
        if (!more) return void response.once('drain', pump)
      }
      response.end('"}')
    }
    response.on('close', () => sent.set(path, written))
    pump()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('response bodies are read up to 1 MB, and the download stops there', () => {
  it('reads a small body whole', async () => {
    const text = await readBodyText(await fetch(`${base}/small`))
    expect(JSON.parse(text)).toMatchObject({ name: 'Friend #7' })
  })

  it('stops reading a 100 MB body past 1 MB and refuses it', async () => {
    const response = await fetch(`${base}/huge`)
    await expect(readBodyText(response)).rejects.toBeInstanceOf(InvalidResponseError)
    await new Promise((resolve) => setTimeout(resolve, 100))
    // What the server could push before the client hung up: the 1 MB read plus socket buffers.
    expect(sent.get('/huge')).toBeLessThan(16 * 1024 * 1024)
  })

  it('refuses a body whose announced length is over the limit before reading it', async () => {
    await expect(readBodyText(await fetch(`${base}/declared`))).rejects.toThrow(/more than 1000000/)
  })

  it('keeps a body of exactly the limit', async () => {
    const exact = new Response('x'.repeat(MAX_RESPONSE_BYTES))
    expect(await readBodyText(exact)).toHaveLength(MAX_RESPONSE_BYTES)
    await expect(readBodyText(new Response('x'.repeat(MAX_RESPONSE_BYTES + 1)))).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })

  it('an NFT whose metadata is a 100 MB document shows with its collection and id, nothing parsed', async () => {
    sent.delete('/huge')
    const started = performance.now()
    expect(await readNftMetadata(`${base}/huge`, new AbortController().signal)).toEqual({})
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(await readNftMetadata(`${base}/small`, new AbortController().signal)).toEqual({
      name: 'Friend #7',
      imageUrl: 'https://example.com/7.png',
    })
  })

  it("the services' HTTP client refuses a 100 MB answer with InvalidResponseError", async () => {
    const api = createHttpClient({ baseUrl: base })
    const error = await api.get({ path: '/huge' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(String((error as Error).message)).toContain('GET')
  })
})
