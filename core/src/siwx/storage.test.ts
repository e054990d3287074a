import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeBase58 } from '../networks/base58.js'
import { memoryStorage } from '../storage/memory.js'
import type { StorageError } from '../storage/storage.errors.js'
import { fakeLocalStorage } from '../storage/storage.fixtures.js'
import type { StorageAdapter } from '../storage/storage.types.js'
import { createSiwxMessage } from './message.js'
import { signers, type TestSigner } from './server/verify.fixtures.js'
import { InvalidSiwxSessionError } from './siwx.errors.js'
import { fullData } from './siwx.fixtures.js'
import type { SiwxMessageData, SiwxSession } from './siwx.types.js'
import { localSiwxStorage, SIWX_SESSIONS_KEY } from './storage.js'

const now = Date.parse('2025-01-31T12:05:00.000Z')
const DOMAIN = 'app.example.com'

// Real keys sign every session (viem's EOA, a Solana keypair, a Bitcoin P2WPKH key): the storage
// verifies each session before it keeps or returns it.
const evmSigner = signers.eip155()
const solSigner = signers.solana()
const btcSigner = signers['bip122 p2wpkh']()
const evmAddress = evmSigner.address
const evmKey = `${SIWX_SESSIONS_KEY}:eip155:8453:${evmAddress.toLowerCase()}`

async function signed(signer: TestSigner, data: SiwxMessageData): Promise<SiwxSession> {
  const message = createSiwxMessage(data)
  return { data, message, signature: await signer.sign(message) }
}

const evmData: SiwxMessageData = { ...fullData.eip155, accountAddress: evmAddress }
const evm = await signed(evmSigner, evmData)
const evmOtherNonce = await signed(evmSigner, { ...evmData, nonce: 'another1234' })
const sol = await signed(solSigner, {
  ...fullData.solana,
  domain: DOMAIN,
  uri: `https://${DOMAIN}/`,
  accountAddress: solSigner.address,
})
const btc = await signed(btcSigner, { ...fullData.bip122, accountAddress: btcSigner.address })
const expired = await signed(evmSigner, {
  ...evmData,
  nonce: 'expired1234',
  expirationTime: '2025-01-31T12:01:00.000Z',
})

function setup(adapter: StorageAdapter = memoryStorage()) {
  return { adapter, storage: localSiwxStorage({ storage: adapter, now: () => now, domain: DOMAIN }) }
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
    expect(await storage.get(sol.data.chainId, sol.data.accountAddress)).toEqual([sol])
    expect(await storage.get(btc.data.chainId, btc.data.accountAddress)).toEqual([btc])
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
    expect(await storage.get(btc.data.chainId, btc.data.accountAddress.toUpperCase())).toEqual([])
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
    expect(await storage.get(sol.data.chainId, sol.data.accountAddress)).toEqual([sol])
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
    expect(await storage.get(sol.data.chainId, sol.data.accountAddress)).toEqual([])
    expect(await storage.get(btc.data.chainId, btc.data.accountAddress)).toEqual([btc])
    await storage.delete(btc.data.chainId, btc.data.accountAddress)
    expect(await storage.get(btc.data.chainId, btc.data.accountAddress)).toEqual([])
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
    const serverSide = localSiwxStorage({ now: () => now, domain: DOMAIN })
    await serverSide.add(evm)
    expect(await serverSide.get('eip155:8453', evmAddress)).toEqual([evm])

    const local = fakeLocalStorage()
    Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true })
    const browser = localSiwxStorage({ now: () => now, key: 'foyer:my-sessions', domain: DOMAIN })
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
    const storage = localSiwxStorage({ storage: adapter, onError, now: () => now, domain: DOMAIN })
    await expect(storage.add(evm)).resolves.toBeUndefined()
    expect(onError.mock.calls.map(([error]) => error.code)).toEqual(['STORAGE_QUOTA_EXCEEDED'])
    expect(await storage.get('eip155:8453', evmAddress)).toEqual([])
  })

  describe('a session anyone could have written to storage is not trusted', () => {
    const zeros = `0x${'00'.repeat(65)}`
    const tampered = async (): Promise<[string, SiwxSession][]> => [
      // Signed by the account, but for another site.
      ['another domain', await signed(evmSigner, { ...evmData, domain: 'evil.example' })],
      // A valid signature of some text, presented with other data (another nonce, a later expiry).
      ['a message that is not its data’s text', { ...evm, data: { ...evm.data, nonce: 'forged1234' } }],
      ['a zero signature', { ...evm, signature: zeros }],
      ['another key’s signature', { ...evm, signature: await signers.eip155(1).sign(evm.message) }],
      ['a Solana signature of zeros', { ...sol, signature: encodeBase58(new Uint8Array(64)) }],
      ['another Solana key’s signature', { ...sol, signature: await signers.solana(1).sign(sol.message) }],
      [
        'a Bitcoin signature of another key',
        { ...btc, signature: await signers['bip122 p2wpkh'](1).sign(btc.message) },
      ],
    ]

    it('when read: returned as nothing and pruned, the valid sessions kept', async () => {
      for (const [name, forged] of await tampered()) {
        const { adapter, storage } = setup()
        const { chainId, accountAddress } = forged.data
        const key = `${SIWX_SESSIONS_KEY}:${chainId}:${chainId.startsWith('eip155:') ? accountAddress.toLowerCase() : accountAddress}`
        const valid = chainId === evm.data.chainId ? evm : chainId === sol.data.chainId ? sol : btc
        adapter.setItem(key, JSON.stringify([forged, valid]))
        expect(await storage.get(chainId, accountAddress), name).toEqual([valid])
        expect(JSON.parse(adapter.getItem(key) ?? '[]'), name).toEqual([valid])
      }
    })

    it('when added: refused with InvalidSiwxSessionError, nothing kept', async () => {
      for (const [name, forged] of await tampered()) {
        const { adapter, storage } = setup()
        await expect(storage.add(forged), name).rejects.toBeInstanceOf(InvalidSiwxSessionError)
        await expect(storage.set([forged]), name).rejects.toBeInstanceOf(InvalidSiwxSessionError)
        expect(adapter.keys(), name).toEqual([])
      }
    })

    it('without the page’s domain (on a server, unless given) no session is trusted', async () => {
      const storage = localSiwxStorage({ storage: memoryStorage(), now: () => now })
      await expect(storage.add(evm)).rejects.toBeInstanceOf(InvalidSiwxSessionError)
    })

    it('an EVM signature with v written as 0/1 is the same signature, trusted as the server trusts it', async () => {
      const parity = evm.signature.endsWith('1b') ? '00' : '01'
      const yParity = { ...evm, signature: `${evm.signature.slice(0, 130)}${parity}` }
      const { adapter, storage } = setup()
      adapter.setItem(evmKey, JSON.stringify([yParity]))
      expect(await storage.get('eip155:8453', evmAddress)).toEqual([yParity])
    })

    it('a session whose notBefore is ahead is kept but not used until then', async () => {
      const later = await signed(evmSigner, {
        ...evmData,
        nonce: 'later1234',
        notBefore: '2025-01-31T13:00:00.000Z',
      })
      const { adapter, storage } = setup()
      adapter.setItem(evmKey, JSON.stringify([later]))
      expect(await storage.get('eip155:8453', evmAddress)).toEqual([])
      expect(JSON.parse(adapter.getItem(evmKey) ?? '[]')).toEqual([later])
    })
  })
})
