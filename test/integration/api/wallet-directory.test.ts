import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient, type HttpClient } from '../../../core/src/api/http.js'
import { createWalletDirectory, type WalletDirectoryOptions } from '../../../core/src/api/wallet-directory.js'
import { isFoyerError } from '../../../core/src/errors/base.js'
import { type ApiService, json, malformed, start, status } from '../../devnet/api-service.js'
import { FOYER_TEST_WALLET, generateWallets } from '../../devnet/wallet-directory.js'

const sdk = { projectId: 'p-directory', sdkType: 'foyer', sdkVersion: 'react-0.1.0' }
const wallets = generateWallets()
const byName = (name: string) => {
  const wallet = wallets.find((w) => w.name === name)
  if (!wallet) throw new Error(`no ${name} in the dataset`)
  return wallet
}

let service: ApiService
let http: HttpClient

beforeAll(async () => {
  service = await start()
  http = createHttpClient({ baseUrl: service.url })
})
afterAll(() => service.close())
beforeEach(() => service.reset())

function directory(options: Partial<WalletDirectoryOptions> = {}) {
  return createWalletDirectory({
    http,
    sdk,
    imageUrl: async (blob) => `blob:test/${blob.type}/${blob.size}`,
    ...options,
  })
}

describe('the generated directory', () => {
  it('has at least 500 wallets with distinct names, ids, image ids and rdns, and is deterministic', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(500)
    for (const key of ['name', 'id', 'image_id', 'rdns'] as const)
      expect(new Set(wallets.map((w) => w[key])).size).toBe(wallets.length)
    expect(wallets.every((w) => /^[0-9a-f]{64}$/.test(w.id))).toBe(true)
    expect(wallets.every((w) => w.chains.length > 0)).toBe(true)
    const certified = wallets.filter((w) => w.badge_type === 'certified').length / wallets.length
    expect(certified).toBeGreaterThan(0.12)
    expect(certified).toBeLessThan(0.28)
    expect(generateWallets()).toEqual(wallets)
    expect(byName('Trust Wallet').rdns).toBe('com.trustwallet.app')
    expect(generateWallets(5_000)).toHaveLength(5_000)
  })
})

describe('createWalletDirectory against the local directory', () => {
  it('lists page 1 of 40 with a count of the whole directory, page 2 being different', async () => {
    const client = directory()
    const first = await client.listWallets({ page: 1 })
    const second = await client.listWallets({ page: 2 })

    expect(first.data).toHaveLength(40)
    expect(first.count).toBe(wallets.length)
    expect(first.count).toBeGreaterThanOrEqual(500)
    expect(first.data[0]?.name).toBe('MetaMask')
    expect(second.data).toHaveLength(40)
    const firstIds = new Set(first.data.map((w) => w.id))
    expect(second.data.some((w) => firstIds.has(w.id))).toBe(false)
    // The entries are the documented fields and nothing else (MetaMask has every place to get it).
    expect(Object.keys(first.data[0] ?? {}).sort()).toEqual(
      [
        'app_store',
        'chrome_store',
        'homepage',
        'play_store',
        'badge_type',
        'chains',
        'desktop_link',
        'id',
        'image_id',
        'mobile_link',
        'name',
        'rdns',
        'webapp_link',
      ].sort(),
    )
  })

  it('carries projectId, st and sv on every request', async () => {
    const client = directory({ featuredWalletIds: [byName('Rainbow').id] })
    await client.listWallets({ page: 1 })
    await client.recommendedWallets()
    await client.walletImage(byName('MetaMask').image_id)
    expect(service.requests.length).toBeGreaterThanOrEqual(4)
    for (const request of service.requests)
      expect(request.query).toMatchObject({ projectId: 'p-directory', st: 'foyer', sv: 'react-0.1.0' })
  })

  it(`finds the one '${FOYER_TEST_WALLET}' by searching 'foyer test', asking for 100`, async () => {
    const found = await directory().listWallets({ page: 1, search: ' foyer test ' })
    expect(found.data.map((w) => w.name)).toEqual([FOYER_TEST_WALLET])
    expect(found.count).toBe(1)
    expect(service.requests[0]?.query).toMatchObject({ entries: '100', search: 'foyer test', page: '1' })
  })

  it('lists only certified wallets with certifiedOnly', async () => {
    const page = await directory().listWallets({ page: 1, certifiedOnly: true })
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect(page.count).toBe(wallets.filter((w) => w.badge_type === 'certified').length)
    expect(service.requests[0]?.query.badge_type).toBe('certified')
  })

  it('lists only wallets supporting one of the chains', async () => {
    const chains = ['bip122:000000000019d6689c085ae165831e93', 'eip155:31338'] as const
    const page = await directory({ chains }).listWallets({ page: 1 })
    expect(
      page.data.every((w) => w.chains?.some((chain) => (chains as readonly string[]).includes(chain))),
    ).toBe(true)
    expect(page.count).toBe(
      wallets.filter((w) => w.chains.some((c) => (chains as readonly string[]).includes(c))).length,
    )
    expect(page.count).toBeLessThan(wallets.length)
  })

  it('leaves excluded wallets out and lists only included ones', async () => {
    const metamask = byName('MetaMask')
    const trust = byName('Trust Wallet')
    const excluded = await directory({ excludeWalletIds: [metamask.id] }).listWallets({ page: 1 })
    expect(excluded.data.map((w) => w.id)).not.toContain(metamask.id)
    expect(excluded.data[0]?.id).toBe(trust.id)
    expect(excluded.count).toBe(wallets.length - 1)

    const included = await directory({ includeWalletIds: [trust.id, metamask.id] }).listWallets({ page: 1 })
    expect(included.data.map((w) => w.name)).toEqual(['MetaMask', 'Trust Wallet'])
  })

  it('lists featured wallets first, in the site order, once across all pages', async () => {
    const featured = [FOYER_TEST_WALLET, 'Rainbow', wallets[300]?.name ?? ''].map((name) => byName(name).id)
    const client = directory({ featuredWalletIds: featured })
    const ids: string[] = []
    let count = Number.POSITIVE_INFINITY
    for (let page = 1; ids.length < count; page++) {
      const result = await client.listWallets({ page })
      ids.push(...result.data.map((w) => w.id))
      count = result.count
    }
    expect(ids.slice(0, 3)).toEqual(featured)
    expect(ids).toHaveLength(wallets.length)
    expect(new Set(ids).size).toBe(wallets.length)
    expect(count).toBe(wallets.length)
  })

  it('recommends 4 wallets after the featured ones, without installed wallets', async () => {
    const rainbow = byName('Rainbow')
    const client = directory({ featuredWalletIds: [rainbow.id] })
    const recommended = await client.recommendedWallets({ excludeRdns: ['io.metamask'] })
    // MetaMask (installed) is dropped; Rainbow is featured, so the 4 are MetaMask, Trust, Coinbase, #4.
    expect(recommended.map((w) => w.name)).toEqual([
      'Rainbow',
      'Trust Wallet',
      'Coinbase Wallet',
      wallets[4]?.name,
    ])
    const query = service.requests.find((r) => r.query.entries === '4')?.query
    expect(query).toMatchObject({ page: '1', exclude: rainbow.id })
  })

  it('fetches a wallet image as an SVG', async () => {
    const metamask = byName('MetaMask')
    const url = await directory().walletImage(metamask.image_id)
    expect(url).toMatch(/^blob:test\/image\/svg\+xml\/\d+$/)

    const response = await fetch(
      http.url({ path: `/getWalletImage/${metamask.image_id}`, params: { projectId: 'p' } }),
    )
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('>MM</text>')
  })

  it('serves a currency icon with its sign and a devnet token its own logo, through the checked image path', async () => {
    const euro = await http.getBlob({ path: '/public/getCurrencyImage/EUR', params: { projectId: 'p' } })
    expect(await euro.text()).toContain('>€</text>')
    const fusd = await http.getBlob({ path: '/public/getTokenImage/FUSD', params: { projectId: 'p' } })
    expect(await fusd.text()).toContain('>$</text>')
    expect(await directory().currencyImage('EUR')).toMatch(/^blob:test\/image\/svg\+xml\/\d+$/)
    expect(await directory().tokenImage('FUSD')).toMatch(/^blob:test\/image\/svg\+xml\/\d+$/)
    expect(service.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/public/getCurrencyImage/EUR', '/public/getTokenImage/FUSD']),
    )
  })

  it('serves asset, currency and token images for any id, and 404 for an unknown wallet image', async () => {
    for (const path of [
      '/public/getAssetImage/eth',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/USDC',
    ]) {
      const blob = await http.getBlob({ path, params: { projectId: 'p' } })
      expect(blob.type).toBe('image/svg+xml')
    }
    const error = await directory()
      .walletImage('no-such-image')
      .catch((e: unknown) => e)
    expect(isFoyerError(error, 'HTTP_STATUS')).toBe(true)
  })

  it('drops malformed entries a service answers, keeping the valid ones', async () => {
    service.setRoute(
      'GET',
      '/getWallets',
      json({
        data: [
          { id: 'good', name: 'Good Wallet', chains: ['eip155:1', 'not-a-chain'] },
          { id: 'no-name' },
          { id: 42, name: 'Numeric' },
          { id: 'bad-link', name: 'Bad Link', mobile_link: 7 },
          'junk',
        ],
        count: 5,
      }),
    )
    const page = await directory().listWallets({ page: 1 })
    expect(page.data).toEqual([{ id: 'good', name: 'Good Wallet', chains: ['eip155:1'] }])
    expect(page.count).toBe(1)
  })

  it('throws InvalidResponseError for malformed JSON and HttpStatusError for a 500', async () => {
    service.setRoute('GET', '/getWallets', malformed('{"data": ['))
    const invalid = await directory()
      .listWallets({ page: 1 })
      .catch((e: unknown) => e)
    expect(isFoyerError(invalid, 'INVALID_RESPONSE')).toBe(true)

    service.setRoute('GET', '/getWallets', json({ wallets: [] }))
    const shapeless = await directory()
      .listWallets({ page: 1 })
      .catch((e: unknown) => e)
    expect(isFoyerError(shapeless, 'INVALID_RESPONSE')).toBe(true)

    service.setRoute('GET', '/getWallets', status(500, 'internal'))
    const failed = await directory()
      .listWallets({ page: 1 })
      .catch((e: unknown) => e)
    expect(isFoyerError(failed, 'HTTP_STATUS')).toBe(true)
    expect((failed as { status?: number }).status).toBe(500)
  })

  it('answers 400 without a project id or with a bad page', async () => {
    for (const params of [{ page: 1 }, { projectId: 'p', page: 0 }, { projectId: 'p', entries: 'x' }]) {
      const error = await http.get({ path: '/getWallets', params }).catch((e: unknown) => e)
      expect((error as { status?: number }).status).toBe(400)
    }
  })
})

describe('start({ wallets })', () => {
  it('serves another dataset, e.g. 5,000 wallets for a benchmark', async () => {
    const big = await start({ wallets: generateWallets(5_000, 7) })
    try {
      const client = createWalletDirectory({ http: createHttpClient({ baseUrl: big.url }), sdk })
      const page = await client.listWallets({ page: 125 })
      expect(page.count).toBe(5_000)
      expect(page.data).toHaveLength(40)
      expect((await client.listWallets({ page: 126 })).data).toEqual([])
    } finally {
      await big.close()
    }
  })
})
