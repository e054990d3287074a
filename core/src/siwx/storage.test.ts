import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/memory.js'
import type { StorageError } from '../storage/storage.errors.js'
import { fakeLocalStorage } from '../storage/storage.fixtures.js'
import type { StorageAdapter } from '../storage/storage.types.js'
import { createSiwxMessage } from './message.js'
import { InvalidSiwxSessionError } from './siwx.errors.js'
import { fullData } from './siwx.fixtures.js'
import type { SiwxMessageData, SiwxSession } from './siwx.types.js'
import { localSiwxStorage, SIWX_SESSIONS_KEY } from './storage.js'

const now = Date.parse('2025-01-31T12:05:00.000Z')
const evmAddress = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const evmKey = `${SIWX_SESSIONS_KEY}:eip155:8453:${evmAddress.toLowerCase()}`

function session(data: SiwxMessageData, signature = '0xabcdef'): SiwxSession {
  return { data, message: createSiwxMessage(data), signature }
}

const evm = session(fullData.eip155)
const evmOtherNonce = session({ ...fullData.eip155, nonce: 'another1234' })
const sol = session(fullData.solana, '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9Cos')
const btc = session(
  fullData.bip122,
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
)
const expired = session({
  ...fullData.eip155,
  nonce: 'expired1234',
  expirationTime: '2025-01-31T12:01:00.000Z',
})

function setup(adapter: StorageAdapter = memoryStorage()) {
  return { adapter, storage: localSiwxStorage({ storage: adapter, now: () => now }) }
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage')
})

describe('localSiwxStorage', () => {
  it('keeps sessions per account and chain', async () => {
    const { storage } = setup()
    await storage.add(evm)
    await storage.add(evmOtherNonce)
    await storage.add(sol)
    await storage.add(btc)
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([evm, evmOtherNonce])
    expect(await storage.get(fullData.solana.chainId, fullData.solana.accountAddress)).toEqual([sol])
    expect(await storage.get(fullData.bip122.chainId, fullData.bip122.accountAddress)).toEqual([btc])
    // Another chain, another account.
    expect(await storage.get('eip155:1', evmAddress)).toEqual([])
    expect(await storage.get('eip155:8453', '0x0000000000000000000000000000000000000001')).toEqual([])
  })

  it('matches EVM addresses whatever their case, other chains exactly', async () => {
    const { storage } = setup()
    await storage.add(evm)
    await storage.add(btc)
    expect(await storage.get('eip155:8453', evmAddress.toLowerCase())).toEqual([evm])
    expect(await storage.get('eip155:8453', evmAddress.toUpperCase().replace('0X', '0x'))).toEqual([evm])
    expect(await storage.get(fullData.bip122.chainId, fullData.bip122.accountAddress.toUpperCase())).toEqual(
      [],
    )
  })

  it('keeps one copy of a session added twice', async () => {
    const { storage } = setup()
    await storage.add(evm)
    await storage.add(structuredClone(evm))
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([evm])
  })

  it('does not return expired sessions, and prunes them', async () => {
    const { adapter, storage } = setup()
    adapter.setItem(evmKey, JSON.stringify([expired, evm]))
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([evm])
    expect(JSON.parse(adapter.getItem(evmKey) ?? '')).toEqual([evm])

    adapter.setItem(evmKey, JSON.stringify([expired]))
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([])
    expect(adapter.getItem(evmKey)).toBeNull()

    // Adding an expired session stores nothing; adding any session prunes other accounts too.
    adapter.setItem(evmKey, JSON.stringify([expired]))
    await storage.add(expired)
    await storage.add(sol)
    expect(adapter.getItem(evmKey)).toBeNull()
  })

  it('ignores a corrupt session without losing the valid ones', async () => {
    const { adapter, storage } = setup()
    const broken = { ...evm, data: { ...evm.data, issuedAt: 'yesterday' } }
    adapter.setItem(evmKey, JSON.stringify([broken, evm, 42, null, { message: 'x' }]))
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([evm])
    expect(JSON.parse(adapter.getItem(evmKey) ?? '')).toEqual([evm])
  })

  it("loses only one account's sessions when its whole text is corrupt", async () => {
    const { adapter, storage } = setup()
    await storage.add(evm)
    await storage.add(sol)
    adapter.setItem(evmKey, '[{"data": oops')
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([])
    expect(adapter.getItem(evmKey)).toBeNull()
    expect(await storage.get(fullData.solana.chainId, fullData.solana.accountAddress)).toEqual([sol])
  })

  it('never throws on whatever is stored, and keeps the valid sessions', async () => {
    const junk = fc.oneof(
      fc.jsonValue(),
      fc.record({ data: fc.jsonValue(), message: fc.string(), signature: fc.string() }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(junk, { maxLength: 4 }), fc.boolean(), async (items, raw) => {
        const { adapter, storage } = setup()
        adapter.setItem(evmKey, raw ? JSON.stringify(items).slice(1) : JSON.stringify([...items, evm]))
        const sessions = await storage.get('eip155:8453', evmAddress)
        expect(sessions).toEqual(raw ? [] : [evm])
      }),
      { numRuns: 300 },
    )
  })

  it('does not return a session stored under another account', async () => {
    const { adapter, storage } = setup()
    adapter.setItem(evmKey, JSON.stringify([sol, evm]))
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([evm])
  })

  it('replaces everything with set, and forgets an account with delete', async () => {
    const { adapter, storage } = setup()
    adapter.setItem('site:theme', 'dark')
    await storage.add(evm)
    await storage.add(sol)
    await storage.set([btc, expired, btc])
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([])
    expect(await storage.get(fullData.solana.chainId, fullData.solana.accountAddress)).toEqual([])
    expect(await storage.get(fullData.bip122.chainId, fullData.bip122.accountAddress)).toEqual([btc])
    await storage.delete(fullData.bip122.chainId, fullData.bip122.accountAddress)
    expect(await storage.get(fullData.bip122.chainId, fullData.bip122.accountAddress)).toEqual([])
    expect(adapter.keys()).toEqual(['site:theme'])
  })

  it('rejects sessions that are not sessions', async () => {
    const { storage } = setup()
    await expect(storage.add({ ...evm, signature: '' })).rejects.toBeInstanceOf(InvalidSiwxSessionError)
    await expect(storage.add({ data: {} } as SiwxSession)).rejects.toBeInstanceOf(InvalidSiwxSessionError)
    await expect(storage.set([evm, { message: 'x' } as SiwxSession])).rejects.toBeInstanceOf(
      InvalidSiwxSessionError,
    )
    // Bad lookups find nothing rather than throw.
    expect(await storage.get('not-a-chain' as 'eip155:1', evmAddress)).toEqual([])
    await expect(storage.delete('eip155' as 'eip155:1', evmAddress)).resolves.toBeUndefined()
  })

  it('uses localStorage by default, lazily, and memory where there is none (a server)', async () => {
    const serverSide = localSiwxStorage({ now: () => now })
    await serverSide.add(evm)
    expect(await serverSide.get('eip155:8453', evmAddress)).toEqual([evm])

    const local = fakeLocalStorage()
    Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true })
    const browser = localSiwxStorage({ now: () => now, key: 'foyer:my-sessions' })
    await browser.add(evm)
    expect(
      JSON.parse(local.getItem(`foyer:my-sessions:eip155:8453:${evmAddress.toLowerCase()}`) ?? ''),
    ).toEqual([evm])
  })

  it('reports storage failures instead of throwing', async () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' })
    const adapter: StorageAdapter = {
      ...memoryStorage(),
      setItem: () => {
        throw quota
      },
    }
    const onError = vi.fn<(error: StorageError) => void>()
    const storage = localSiwxStorage({ storage: adapter, onError, now: () => now })
    await expect(storage.add(evm)).resolves.toBeUndefined()
    expect(onError.mock.calls.map(([error]) => error.code)).toEqual(['STORAGE_QUOTA_EXCEEDED'])
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([])
  })
})
