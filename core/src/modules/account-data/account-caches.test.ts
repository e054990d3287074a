import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountOf } from '../../account-data/account-data.fixtures.js'
import type { AccountDataSource, BalancesRequest } from '../../account-data/account-data.types.js'
import type { TokenBalance } from '../../api/blockchain/blockchain-api.types.js'
import { BALANCE_CACHE_TTL_MS, storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { withStorageCaches } from './account-data.module.js'

// SPEC §3/§9's portfolio cache (30 s) over a source that counts its reads: the first read of an account
// on a page is answered from storage within 30 s of the last read (a reload asks nothing); a refresh
// on the same page, a forced update, or an expired or corrupt entry asks the source.

const account = accountOf('a')
if (!account) throw new Error('the fixtures have an account a')
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

function countingSource(): AccountDataSource & { reads: number } {
  const source = {
    reads: 0,
    async balances() {
      source.reads++
      return [{ ...eth, quantity: { decimals: '18', numeric: String(source.reads) } }]
    },
  }
  return source
}

const request = (extra: Partial<BalancesRequest> = {}): BalancesRequest => ({
  ...account,
  signal: new AbortController().signal,
  ...extra,
})

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 1_700_000_000_000 }))
afterEach(() => vi.useRealTimers())

describe('the portfolio cache', () => {
  it('answers the first read of a reloaded page from storage within 30 s, and asks after', async () => {
    const adapter = memoryStorage()
    const first = countingSource()
    expect(
      (await withStorageCaches(first, createStorage(adapter)).balances(request()))[0]?.quantity.numeric,
    ).toBe('1')

    vi.advanceTimersByTime(BALANCE_CACHE_TTL_MS - 1_000)
    const reloaded = countingSource()
    const page = withStorageCaches(reloaded, createStorage(adapter))
    expect(await page.balances(request())).toEqual([{ ...eth, quantity: { decimals: '18', numeric: '1' } }])
    expect(reloaded.reads).toBe(0)

    vi.advanceTimersByTime(2_000)
    const later = countingSource()
    await withStorageCaches(later, createStorage(adapter)).balances(request())
    expect(later.reads).toBe(1)
  })

  it('always asks on a refresh (a second read on the page) and on a forced update, and keeps the answer', async () => {
    const adapter = memoryStorage()
    const source = countingSource()
    const page = withStorageCaches(source, createStorage(adapter))
    await page.balances(request())
    expect((await page.balances(request()))[0]?.quantity.numeric).toBe('2')
    expect(source.reads).toBe(2)

    const forced = countingSource()
    await withStorageCaches(forced, createStorage(adapter)).balances(
      request({ forceUpdate: 'eip155:1:0xabc' }),
    )
    expect(forced.reads).toBe(1)
    // The refresh's answer is what a reload now finds.
    const reloaded = countingSource()
    expect(
      (await withStorageCaches(reloaded, createStorage(adapter)).balances(request()))[0]?.quantity.numeric,
    ).toBe('1')
    expect(reloaded.reads).toBe(0)
  })

  it.each([
    ['not JSON', '{"eip155:1:'],
    ['of the wrong shape', JSON.stringify({ key: { balances: 'none', timestamp: 1_700_000_000_000 } })],
    ['with a chain id that is no CAIP-2 id', 'chain'],
    ['stamped in the future', 'future'],
  ])('ignores a stored entry %s and asks the source', async (_, raw) => {
    const id = `${account.network.caipNetworkId}:${account.address}`
    const entry = (chainId: string, timestamp: number) =>
      JSON.stringify({ [id]: { balances: [{ ...eth, chainId }], timestamp } })
    const stored =
      raw === 'chain'
        ? entry('not a chain', 1_700_000_000_000)
        : raw === 'future'
          ? entry('eip155:1', 1_800_000_000_000)
          : raw.replace('key', id)
    const adapter = memoryStorage()
    adapter.setItem(storageKeys.balanceCache.name, stored)
    const source = countingSource()
    expect(await withStorageCaches(source, createStorage(adapter)).balances(request())).toHaveLength(1)
    expect(source.reads).toBe(1)
  })

  it('keeps a source written as a class working, and leaves out what it cannot do', async () => {
    class Indexer {
      readonly token = eth
      async balances() {
        return [this.token]
      }
    }
    const wrapped = withStorageCaches(new Indexer(), createStorage(memoryStorage()))
    expect(await wrapped.balances(request())).toEqual([eth])
    expect([wrapped.history, wrapped.identity, wrapped.nfts]).toEqual([undefined, undefined, undefined])
  })
})
