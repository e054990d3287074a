import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountOf } from '../../../core/src/account-data/account-data.fixtures.js'
import { blockchainApiSource } from '../../../core/src/account-data/blockchain-api.source.js'
import { type BlockchainApi, createBlockchainApi } from '../../../core/src/api/blockchain/blockchain-api.js'
import { createHttpClient } from '../../../core/src/api/http.js'
import { registrationMessage } from '../../../core/src/machines/name-registration/name-registration.rules.js'
import { cachedIdentity } from '../../../core/src/modules/account-data/account-caches.load.js'
import { createNameRegistry } from '../../../core/src/modules/account-names/name-registry.load.js'
import { createNameResolver } from '../../../core/src/modules/send/send-services.load.js'
import { evmChainIdToCoinType } from '../../../core/src/networks/coin-type.js'
import { ENS_CACHE_TTL_MS, IDENTITY_CACHE_TTL_MS, storageKeys } from '../../../core/src/storage/keys.js'
import { memoryStorage } from '../../../core/src/storage/memory.js'
import { createStorage } from '../../../core/src/storage/storage.js'
import { type ApiService, start } from '../../devnet/api-service.js'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A } from '../../devnet/local-networks.js'

// SPEC §3/§9 caches over the local name service: a name resolved as a receiver (the ENS cache) and an
// account's name and avatar (the identity cache) are kept 5 minutes in storage, so a second lookup in
// that time, even from a fresh page on the same storage, asks the service nothing; after it, it asks
// again. A corrupt or future-stamped entry is no entry.

const owner = privateKeyToAccount(ANVIL_PRIVATE_KEY_0)
const sdk = { projectId: 'p-caches', sdkType: 'foyer', sdkVersion: 'react-0.1.0' } as const
const name = 'cached.reown.id'

let service: ApiService
let api: BlockchainApi
beforeAll(async () => {
  service = await start()
  api = createBlockchainApi({ http: createHttpClient({ baseUrl: service.url }), sdk })
})
beforeEach(async () => {
  service.reset()
  const message = registrationMessage(name, Date.now())
  await api.registerName({
    coinType: evmChainIdToCoinType(DEVNET_A),
    address: owner.address,
    message,
    signature: await owner.signMessage({ message }),
  })
  service.requests.length = 0
  // Only the clock the caches read moves; the HTTP clients' timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
})
afterEach(() => vi.useRealTimers())
afterAll(() => service?.close())

const lookups = (path: string) => service.requests.filter((request) => request.path.startsWith(path)).length
const signal = () => new AbortController().signal

describe('the ENS cache (names as receivers)', () => {
  it('answers a name again from storage within 5 minutes, also for a new resolver (a reload), and asks after', async () => {
    const adapter = memoryStorage()
    const first = await createNameResolver({ url: service.url, sdk }, createStorage(adapter))(name, signal())
    expect(first?.addresses[String(evmChainIdToCoinType(DEVNET_A))]).toBe(owner.address)
    expect(lookups('/v1/profile/account/')).toBe(1)

    vi.advanceTimersByTime(ENS_CACHE_TTL_MS - 1_000)
    const reloaded = createNameResolver({ url: service.url, sdk }, createStorage(adapter))
    expect(await reloaded(name.toUpperCase(), signal())).toMatchObject({ addresses: first?.addresses })
    expect(lookups('/v1/profile/account/')).toBe(1)

    vi.advanceTimersByTime(2_000)
    expect(await reloaded(name, signal())).toMatchObject({ addresses: first?.addresses })
    expect(lookups('/v1/profile/account/')).toBe(2)
  })

  it('does not keep a name no one holds', async () => {
    const resolve = createNameResolver({ url: service.url, sdk }, createStorage(memoryStorage()))
    expect(await resolve('nobody.reown.id', signal())).toBeUndefined()
    expect(await resolve('nobody.reown.id', signal())).toBeUndefined()
    expect(lookups('/v1/profile/account/')).toBe(2)
  })

  it.each([
    ['not JSON', '{"cached.reown.id": '],
    ['of the wrong shape', JSON.stringify({ [name]: { address: '0x1', timestamp: 0 } })],
    ['stamped in the future', JSON.stringify({ [name]: { addresses: { '60': '0x1' }, timestamp: 8.64e15 } })],
  ])('ignores a stored entry %s and asks the service', async (_, raw) => {
    const adapter = memoryStorage()
    adapter.setItem(storageKeys.ensCache.name, raw)
    const resolve = createNameResolver({ url: service.url, sdk }, createStorage(adapter))
    expect((await resolve(name, signal()))?.addresses).not.toEqual({ '60': '0x1' })
    expect(lookups('/v1/profile/account/')).toBe(1)
  })
})

describe('the identity cache (the account name and avatar)', () => {
  const source = () => blockchainApiSource(api)
  const account = accountOf('a')
  if (!account) throw new Error('the fixtures have an account a')
  const request = () => ({ ...account, address: owner.address, signal: signal() })

  it('answers the account again from storage within 5 minutes, also on a fresh page, and asks after', async () => {
    const adapter = memoryStorage()
    const identity = source().identity
    if (!identity) throw new Error('the Blockchain API source knows names')
    const first = await cachedIdentity(createStorage(adapter), identity, request())
    expect(first.name).toBe(name)
    const asked = lookups('/v1/identity/')
    expect(asked).toBe(1)

    vi.advanceTimersByTime(IDENTITY_CACHE_TTL_MS - 1_000)
    expect(await cachedIdentity(createStorage(adapter), identity, request())).toEqual(first)
    expect(lookups('/v1/identity/')).toBe(1)

    vi.advanceTimersByTime(2_000)
    expect(await cachedIdentity(createStorage(adapter), identity, request())).toEqual(first)
    expect(lookups('/v1/identity/')).toBe(2)
  })

  it('drops the cached identity when the account registers a name, so the next lookup shows it', async () => {
    const store = createStorage(memoryStorage())
    const identity = source().identity
    if (!identity) throw new Error('the Blockchain API source knows names')
    expect((await cachedIdentity(store, identity, request())).name).toBe(name)
    const message = registrationMessage('renamed.reown.id', Date.now())
    await createNameRegistry({ url: service.url, sdk }, store).register({
      coinType: evmChainIdToCoinType(DEVNET_A),
      address: owner.address.toLowerCase(),
      message,
      signature: await owner.signMessage({ message }),
      signal: signal(),
    })
    await cachedIdentity(store, identity, request())
    expect(lookups('/v1/identity/')).toBe(2)
  })

  it('ignores a corrupt entry, and does not keep a failed lookup', async () => {
    const adapter = memoryStorage()
    adapter.setItem(storageKeys.identityCache.name, '[1, 2')
    const store = createStorage(adapter)
    let fail = true
    const identity = async () => {
      if (fail) throw new Error('identity service down')
      return { name: 'fresh.reown.id', avatar: undefined }
    }
    await expect(cachedIdentity(store, identity, request())).rejects.toThrow('identity service down')
    fail = false
    expect(await cachedIdentity(store, identity, request())).toEqual({
      name: 'fresh.reown.id',
      avatar: undefined,
    })
  })
})
