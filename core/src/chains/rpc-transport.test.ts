import { describe, expect, it } from 'vitest'
import { MissingRpcUrlError } from './eip155/errors.js'
import { createRpcTransport, rpcDefaults } from './rpc-transport.js'

describe('rpcDefaults', () => {
  it('are the HTTP RPC constants of SPEC §9', () => {
    expect(rpcDefaults).toEqual({
      timeoutMs: 10_000,
      retryCount: 3,
      retryDelayMs: 150,
      batchSize: 1000,
      pingTimeoutMs: 4_000,
    })
  })
})

describe('createRpcTransport', () => {
  it('uses one http transport for one URL, with the defaults', () => {
    const transport = createRpcTransport(['http://127.0.0.1:1'])({})
    expect(transport.config).toMatchObject({ type: 'http', retryCount: 3, retryDelay: 150, timeout: 10_000 })
  })

  it('ranks several URLs before falling back across them, the fallback retrying as a whole', () => {
    const transport = createRpcTransport(['http://127.0.0.1:1', 'http://127.0.0.1:2'], { retryCount: 1 })({})
    // The retries are the inner fallback's (made on the first request, once the URLs are ranked).
    expect(transport.config).toMatchObject({ key: 'rankedFallback', retryCount: 0 })
  })

  it('ignores options given as undefined', () => {
    const transport = createRpcTransport(['http://127.0.0.1:1'], { timeoutMs: undefined, retryCount: 0 })({})
    expect(transport.config).toMatchObject({ timeout: 10_000, retryCount: 0 })
  })

  it('refuses a network without RPC URL', () => {
    expect(() => createRpcTransport([])).toThrow(MissingRpcUrlError)
  })
})
