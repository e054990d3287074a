import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../core/src/api/http.js'
import { isFoyerError } from '../../../core/src/errors/base.js'
import { HttpStatusError } from '../../../core/src/errors/http.js'
import { type ApiService, hang, json, malformed, start, status } from '../../devnet/api-service.js'

let service: ApiService

beforeAll(async () => {
  service = await start()
})
afterAll(() => service.close())
beforeEach(() => service.reset())

describe('createHttpClient against the local API service', () => {
  it('appends query params in order, skips undefined and null, joins lists, and adds clientId', async () => {
    service.setRoute('GET', '/getWallets', json({ data: [], count: 0 }))
    const api = createHttpClient({ baseUrl: `${service.url}/`, clientId: 'client-7' })

    const body = await api.get({
      path: 'getWallets',
      params: { page: 2, entries: 40, search: undefined, badge_type: null, include: ['a', 'b'], flag: false },
    })

    expect(body).toEqual({ data: [], count: 0 })
    const [request] = service.requests
    expect(request?.path).toBe('/getWallets')
    expect(request?.query).toEqual({
      page: '2',
      entries: '40',
      include: 'a,b',
      flag: 'false',
      clientId: 'client-7',
    })
  })

  it('sends no clientId when none is configured', async () => {
    const api = createHttpClient({ baseUrl: service.url })
    await api.get({ path: '/appkit/v1/config', params: { projectId: 'p1' } })
    expect(service.requests[0]?.query).toEqual({ projectId: 'p1' })
  })

  it('sends JSON bodies with POST, PUT and DELETE, and client plus request headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'])
      service.setRoute(method, '/v1/thing/:id', json({ ok: method }))
    const api = createHttpClient({ baseUrl: service.url, headers: { 'x-sdk': 'foyer' } })

    expect(
      await api.post({ path: '/v1/thing/1', body: { amount: '1.5' }, headers: { 'x-request': 'r1' } }),
    ).toEqual({
      ok: 'POST',
    })
    expect(await api.put({ path: '/v1/thing/2', body: [1, 2] })).toEqual({ ok: 'PUT' })
    expect(await api.delete({ path: '/v1/thing/3' })).toEqual({ ok: 'DELETE' })

    const [post, put, del] = service.requests
    expect(post).toMatchObject({ method: 'POST', body: { amount: '1.5' }, pathParams: { id: '1' } })
    expect(post?.headers['content-type']).toBe('application/json')
    expect(post?.headers['x-sdk']).toBe('foyer')
    expect(post?.headers['x-request']).toBe('r1')
    expect(put).toMatchObject({ method: 'PUT', body: [1, 2] })
    expect(del).toMatchObject({ method: 'DELETE', body: undefined })
    expect(del?.headers['content-type']).toBeUndefined()
  })

  it("throws HttpStatusError 'HTTP status code: 404' on a non-OK answer", async () => {
    const api = createHttpClient({ baseUrl: service.url })
    const error = await api.get({ path: '/nowhere' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(HttpStatusError)
    expect(isFoyerError(error, 'HTTP_STATUS')).toBe(true)
    expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 404')
    expect((error as HttpStatusError).status).toBe(404)
    expect((error as HttpStatusError).details).toContain(`GET ${service.url}/nowhere`)
  })

  it('keeps the server error text as detail, not in the short message', async () => {
    service.setRoute('GET', '/boom', status(502, 'upstream down'))
    const api = createHttpClient({ baseUrl: service.url })
    const error = (await api.get({ path: '/boom' }).catch((e: unknown) => e)) as HttpStatusError
    expect(error.shortMessage).toBe('HTTP status code: 502')
    expect(error.details).toContain('upstream down')
  })

  it('throws INVALID_RESPONSE when a 2xx body is not JSON', async () => {
    service.setRoute('GET', '/bad', malformed())
    const api = createHttpClient({ baseUrl: service.url })
    const error = await api.get({ path: '/bad' }).catch((e: unknown) => e)
    expect(isFoyerError(error, 'INVALID_RESPONSE')).toBe(true)
  })

  it('throws INVALID_RESPONSE for a JSON body over 1 MB, before parsing it', async () => {
    service.setRoute('GET', '/big', { kind: 'raw', body: JSON.stringify({ data: 'x'.repeat(3_000_000) }) })
    const error = await createHttpClient({ baseUrl: service.url })
      .get({ path: '/big' })
      .catch((e: unknown) => e)
    expect(isFoyerError(error, 'INVALID_RESPONSE')).toBe(true)
    expect((error as Error).message).toContain('more than 1000000')
  })

  it('returns undefined for an empty 2xx body', async () => {
    service.setRoute('POST', '/v1/sessions/:id/revoke', status(204))
    const api = createHttpClient({ baseUrl: service.url })
    expect(await api.post({ path: '/v1/sessions/s1/revoke', body: { pci: 'x' } })).toBeUndefined()
  })

  it('reads image endpoints as blobs', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47])
    service.setRoute('GET', '/getWalletImage/:id', { kind: 'raw', body: png, contentType: 'image/png' })
    const api = createHttpClient({ baseUrl: service.url })

    const blob = await api.getBlob({ path: '/getWalletImage/abc', params: { projectId: 'p1' } })

    expect(blob.type).toBe('image/png')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(png)
    expect(service.requests[0]).toMatchObject({ pathParams: { id: 'abc' }, query: { projectId: 'p1' } })
  })

  it('gives up on a hanging server when the signal aborts', async () => {
    service.setRoute('GET', '/slow', hang())
    const api = createHttpClient({ baseUrl: service.url })
    const error = await api.get({ path: '/slow', signal: AbortSignal.timeout(200) }).catch((e: unknown) => e)
    expect((error as Error).name).toBe('TimeoutError')
  })

  it('fails with HttpTimeoutError when no answer comes within timeoutMs, headers or body', async () => {
    service.setRoute('GET', '/slow', hang())
    const api = createHttpClient({ baseUrl: service.url, timeoutMs: 200 })
    for (const ask of [() => api.get({ path: '/slow' }), () => api.getBlob({ path: '/slow' })]) {
      const error = await ask().catch((e: unknown) => e)
      expect(isFoyerError(error, 'HTTP_TIMEOUT')).toBe(true)
      expect((error as Error).message).toContain('The request took too long to respond')
    }
    // Headers on time, then a body that never ends: the body read is inside the same deadline.
    const stalled = createServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.write('{"features": [')
    })
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve))
    const { port } = stalled.address() as AddressInfo
    try {
      const body = await createHttpClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 })
        .get({ path: '/appkit/v1/config' })
        .catch((e: unknown) => e)
      expect(isFoyerError(body, 'HTTP_TIMEOUT')).toBe(true)
    } finally {
      stalled.closeAllConnections()
      stalled.close()
    }
  })

  it('uses an injected fetch instead of the global one', async () => {
    const seen: string[] = []
    const api = createHttpClient({
      baseUrl: service.url,
      fetch: (input, init) => {
        seen.push(input)
        return fetch(input, init)
      },
    })
    await api.get({ path: '/appkit/v1/config' })
    expect(seen).toEqual([`${service.url}/appkit/v1/config`])
  })
})
