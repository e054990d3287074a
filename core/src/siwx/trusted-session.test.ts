import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/memory.js'
import { signers, signIn, testDomain, testNow } from './server/verify.fixtures.js'
import { InvalidSiwxSessionError } from './siwx.errors.js'
import { localSiwxStorage, SIWX_SESSIONS_KEY } from './storage.js'
import { checkStoredSession } from './trusted-session.js'

// The verifier's code cannot be downloaded (a network failure on the lazy chunk): a stored session
// is then neither trusted nor thrown away, and reading sessions does not fail. The failing verifier
// is in place for this file only (the core project's files share a worker's modules): the checks
// import it lazily, so it is mocked from the first test on, and the real one is back for the files
// after this one.
const VERIFIER = './server/verify.js'

beforeAll(() => {
  vi.resetModules()
  vi.doMock(VERIFIER, () => {
    throw new Error('Failed to fetch dynamically imported module')
  })
})

afterAll(() => {
  vi.doUnmock(VERIFIER)
  vi.resetModules()
})

describe('a stored session when the verifier cannot load', () => {
  it('is unchecked: not trusted, not refused', async () => {
    const session = await signIn(signers.eip155())
    expect(await checkStoredSession(session, { domain: testDomain, now: testNow })).toBe('unchecked')
    // What is refused without the verifier stays refused.
    expect(await checkStoredSession(session, { domain: 'evil.example', now: testNow })).toBe('refused')
  })

  it('reading returns nothing and keeps it; adding refuses it', async () => {
    const session = await signIn(signers.eip155())
    const adapter = memoryStorage()
    const key = `${SIWX_SESSIONS_KEY}:${session.data.chainId}:${session.data.accountAddress.toLowerCase()}`
    adapter.setItem(key, JSON.stringify([session]))
    const storage = localSiwxStorage({ storage: adapter, domain: testDomain, now: () => testNow })
    expect(await storage.get(session.data.chainId, session.data.accountAddress)).toEqual([])
    expect(JSON.parse(adapter.getItem(key) ?? '[]')).toEqual([session])
    await expect(storage.add(session)).rejects.toBeInstanceOf(InvalidSiwxSessionError)
  })
})
