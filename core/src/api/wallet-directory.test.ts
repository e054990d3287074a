import { describe, expect, it, vi } from 'vitest'
import { isFoyerError } from '../errors/base.js'
import { createHttpClient } from './http.js'
import {
  createWalletDirectory,
  IMAGE_PRELOAD_TIMEOUT_MS,
  parseDirectoryWallet,
  parseWalletsPage,
  type WalletDirectoryOptions,
} from './wallet-directory.js'
import type { DirectoryWallet } from './wallet-directory.types.js'

const sdk = { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' }
const sdkQuery = 'projectId=p1&st=foyer&sv=react-0.1.0'

function wallet(id: string, extra: Partial<DirectoryWallet> = {}): DirectoryWallet {
  return { id, name: `Wallet ${id}`, ...extra }
}

type Answer = { status?: number; body: unknown; type?: string }

/**
 * A directory behind a fake fetch. `answer` decides each reply from the parsed query; every requested
 * URL (path and query, base removed) is recorded.
 */
function setup(
  answer: (query: URLSearchParams, path: string) => Answer | Promise<Answer>,
  options: Partial<WalletDirectoryOptions> = {},
) {
  const calls: string[] = []
  const http = createHttpClient({
    baseUrl: 'https://api.test',
    fetch: async (input, init) => {
      const url = new URL(input)
      calls.push(`${url.pathname}?${url.searchParams.toString()}`)
      init?.signal?.throwIfAborted()
      // As fetch does, an abort ends a request still waiting for its answer.
      const aborted = new Promise<never>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
      )
      const replied = Promise.resolve(answer(url.searchParams, url.pathname))
      const { status = 200, body, type = 'application/json' } = await Promise.race([replied, aborted])
      const payload = typeof body === 'string' || body instanceof Blob ? body : JSON.stringify(body)
      return new Response(payload, { status, headers: { 'Content-Type': type } })
    },
  })
  const directory = createWalletDirectory({ http, sdk, ...options })
  return { directory, calls }
}

/** Answers `/getWallets` like the real directory over `all`: include, exclude, badge, paging. */
function directoryOver(all: readonly DirectoryWallet[]) {
  return (query: URLSearchParams): Answer => {
    const include = query.get('include')?.split(',')
    const exclude = query.get('exclude')?.split(',') ?? []
    const search = query.get('search')?.toLowerCase()
    const matches = all.filter(
      (w) =>
        (!include || include.includes(w.id)) &&
        !exclude.includes(w.id) &&
        (!search || w.name.toLowerCase().includes(search)) &&
        (query.get('badge_type') === null || w.badge_type === query.get('badge_type')),
    )
    const page = Number(query.get('page'))
    const entries = Number(query.get('entries'))
    return { body: { data: matches.slice((page - 1) * entries, page * entries), count: matches.length } }
  }
}

const hundred = Array.from({ length: 100 }, (_, i) =>
  wallet(`w${i}`, { badge_type: i % 5 === 0 ? 'certified' : 'none', rdns: `com.w${i}` }),
)

describe('createWalletDirectory: listWallets', () => {
  it('asks for page N of 40 with the project, sdk, include, exclude and chains of the site', async () => {
    const { directory, calls } = setup(directoryOver(hundred), {
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      includeWalletIds: ['w1', 'w2'],
      excludeWalletIds: ['w3'],
    })
    await directory.listWallets({ page: 2 })
    expect(calls).toEqual([
      `/getWallets?${sdkQuery}&page=2&entries=40&include=w1%2Cw2&exclude=w3&chains=eip155%3A1%2Csolana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
    ])
  })

  it('leaves empty lists and unset filters out of the query', async () => {
    const { directory, calls } = setup(directoryOver(hundred), { chains: [], includeWalletIds: [] })
    const page = await directory.listWallets({ page: 1, search: '   ', certifiedOnly: false })
    expect(calls).toEqual([`/getWallets?${sdkQuery}&page=1&entries=40`])
    expect(page.data.map((w) => w.id)).toEqual(hundred.slice(0, 40).map((w) => w.id))
    expect(page.count).toBe(100)
  })

  it('searches 100 at a time with the trimmed term, and filters certified wallets with badge_type', async () => {
    const { directory, calls } = setup(directoryOver(hundred))
    const found = await directory.listWallets({ page: 1, search: '  Wallet w1 ', certifiedOnly: true })
    expect(calls).toEqual([
      `/getWallets?${sdkQuery}&page=1&entries=100&search=Wallet+w1&badge_type=certified`,
    ])
    // w1, w10…w19 match; of those, w10 and w15 are certified.
    expect(found.data.map((w) => w.id)).toEqual(['w10', 'w15'])
    expect(found.count).toBe(2)
  })

  it('rejects a page that is not a positive integer before any request', async () => {
    const { directory, calls } = setup(directoryOver(hundred))
    for (const page of [0, -1, 1.5, Number.NaN])
      await expect(directory.listWallets({ page })).rejects.toThrow(RangeError)
    expect(calls).toEqual([])
  })

  it('passes the abort signal to the request', async () => {
    const { directory } = setup(directoryOver(hundred))
    const controller = new AbortController()
    controller.abort(new Error('left the view'))
    await expect(directory.listWallets({ page: 1, signal: controller.signal })).rejects.toThrow(
      'left the view',
    )
  })
})

describe('createWalletDirectory: featured wallets', () => {
  // w80 and w50 are certified (i % 5 === 0), w7 is not, w999 does not exist, w3 is excluded by the site.
  const featuredWalletIds = ['w80', 'w7', 'w50', 'w7', 'w999', 'w3']
  const options = { featuredWalletIds, excludeWalletIds: ['w3'] }

  it('lists the featured wallets first on page 1, in the site order, and excludes them from every page', async () => {
    const { directory, calls } = setup(directoryOver(hundred), options)
    expect(directory.featuredIds).toEqual(['w80', 'w7', 'w50', 'w999'])

    const first = await directory.listWallets({ page: 1 })
    expect(calls.sort()).toEqual(
      [
        `/getWallets?${sdkQuery}&page=1&entries=4&include=w80%2Cw7%2Cw50%2Cw999`,
        `/getWallets?${sdkQuery}&page=1&entries=40&exclude=w3%2Cw80%2Cw7%2Cw50%2Cw999`,
      ].sort(),
    )
    expect(first.data.slice(0, 3).map((w) => w.id)).toEqual(['w80', 'w7', 'w50'])
    expect(first.data).toHaveLength(43)
    // 96 regular wallets (100 minus w3 and three featured) plus the three featured ones.
    expect(first.count).toBe(99)

    calls.length = 0
    const pages = [first]
    for (let page = 2; page <= 3; page++) pages.push(await directory.listWallets({ page }))
    // The featured wallets are fetched once; later pages are regular pages only.
    expect(calls).toEqual([
      `/getWallets?${sdkQuery}&page=2&entries=40&exclude=w3%2Cw80%2Cw7%2Cw50%2Cw999`,
      `/getWallets?${sdkQuery}&page=3&entries=40&exclude=w3%2Cw80%2Cw7%2Cw50%2Cw999`,
    ])
    expect(pages.map((p) => p.count)).toEqual([99, 99, 99])
    const ids = pages.flatMap((p) => p.data.map((w) => w.id))
    expect(ids).toHaveLength(99)
    expect(new Set(ids).size).toBe(99)
    expect(ids).not.toContain('w3')
  })

  it('applies the certified filter to featured wallets too', async () => {
    const { directory } = setup(directoryOver(hundred), options)
    const first = await directory.listWallets({ page: 1, certifiedOnly: true })
    expect(first.data[0]?.id).toBe('w80')
    expect(first.data[1]?.id).toBe('w50')
    expect(first.data.slice(2).every((w) => w.badge_type === 'certified')).toBe(true)
    // 20 certified wallets in all, w80 and w50 among them.
    expect(first.count).toBe(20)
    expect(first.data).toHaveLength(20)
  })

  it('does not move or exclude featured wallets in a search', async () => {
    const { directory, calls } = setup(directoryOver(hundred), options)
    const found = await directory.listWallets({ page: 1, search: 'wallet w8' })
    expect(calls).toEqual([`/getWallets?${sdkQuery}&page=1&entries=100&exclude=w3&search=wallet+w8`])
    expect(found.data.map((w) => w.id)).toEqual([
      'w8',
      'w80',
      'w81',
      'w82',
      'w83',
      'w84',
      'w85',
      'w86',
      'w87',
      'w88',
      'w89',
    ])
  })

  it('keeps only included featured ids when the site includes wallets', async () => {
    const { directory } = setup(directoryOver(hundred), {
      featuredWalletIds: ['w5', 'w6'],
      includeWalletIds: ['w6', 'w9'],
    })
    expect(directory.featuredIds).toEqual(['w6'])
    const first = await directory.listWallets({ page: 1 })
    expect(first.data.map((w) => w.id)).toEqual(['w6', 'w9'])
    expect(first.count).toBe(2)
  })

  it('fails page 1 when the featured wallets cannot be fetched, and tries them again next time', async () => {
    let failFeatured = true
    const over = directoryOver(hundred)
    const { directory } = setup((query) => {
      if (query.get('include') && failFeatured) return { status: 503, body: 'down' }
      return over(query)
    }, options)
    await expect(directory.listWallets({ page: 1 })).rejects.toMatchObject({ code: 'HTTP_STATUS' })
    failFeatured = false
    expect((await directory.listWallets({ page: 1 })).data[0]?.id).toBe('w80')
  })

  it('drops a featured wallet a directory lists again in a regular page, keeping count exact', async () => {
    const over = directoryOver(hundred)
    const { directory } = setup((query) => {
      // This directory ignores `exclude`.
      query.delete('exclude')
      return over(query)
    }, options)
    const pages = [await directory.listWallets({ page: 1 })]
    for (let page = 2; page <= 3; page++) pages.push(await directory.listWallets({ page }))
    const ids = pages.flatMap((p) => p.data.map((w) => w.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(pages.at(-1)?.count).toBe(ids.length)
  })
})

describe('createWalletDirectory: recommendedWallets', () => {
  it('asks for 4 wallets without the featured ones, puts the featured first and drops installed rdns', async () => {
    const { directory, calls } = setup(directoryOver(hundred), {
      featuredWalletIds: ['w9', 'w2'],
      chains: ['eip155:1'],
    })
    const wallets = await directory.recommendedWallets({ excludeRdns: ['COM.W2', 'com.w1'] })
    expect(calls.sort()).toEqual(
      [
        `/getWallets?${sdkQuery}&page=1&entries=2&include=w9%2Cw2&chains=eip155%3A1`,
        `/getWallets?${sdkQuery}&page=1&entries=4&exclude=w9%2Cw2&chains=eip155%3A1`,
      ].sort(),
    )
    // Recommended: w0, w1, w3, w4 (w1 installed); featured: w9, w2 (w2 installed).
    expect(wallets.map((w) => w.id)).toEqual(['w9', 'w0', 'w3', 'w4'])
  })

  it('without featured wallets, makes one request of 4', async () => {
    const { directory, calls } = setup(directoryOver(hundred))
    const wallets = await directory.recommendedWallets()
    expect(calls).toEqual([`/getWallets?${sdkQuery}&page=1&entries=4`])
    expect(wallets.map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3'])
  })
})

describe('createWalletDirectory: validation', () => {
  it.each([
    ['a body that is not JSON', { body: '{"data": [', type: 'application/json' }],
    ['an empty body', { body: '' }],
    ['an array', { body: [] }],
    ['no data', { body: { count: 1 } }],
    ['data not an array', { body: { data: {}, count: 0 } }],
    ['no count', { body: { data: [] } }],
    ['a string count', { body: { data: [], count: '3' } }],
    ['a negative count', { body: { data: [], count: -1 } }],
    ['a fractional count', { body: { data: [], count: 1.5 } }],
  ])('throws InvalidResponseError for %s', async (_, answer) => {
    const { directory } = setup(() => answer)
    const error = await directory.listWallets({ page: 1 }).catch((e: unknown) => e)
    expect(isFoyerError(error, 'INVALID_RESPONSE')).toBe(true)
  })

  it('throws HttpStatusError on a non-OK status', async () => {
    const { directory } = setup(() => ({ status: 500, body: 'boom' }))
    const error = await directory.recommendedWallets().catch((e: unknown) => e)
    expect(isFoyerError(error, 'HTTP_STATUS')).toBe(true)
    expect((error as Error).message).toContain('HTTP status code: 500')
  })

  it('drops malformed entries without failing the page, and leaves them out of count', async () => {
    const data = [
      wallet('ok1'),
      null,
      'w',
      { name: 'No id' },
      { id: 'no-name' },
      { id: '', name: 'Empty id' },
      { id: 'blank', name: '  ' },
      { id: 7, name: 'Numeric id' },
      wallet('bad-link', { mobile_link: 42 as unknown as string }),
      wallet('bad-chains', { chains: 'eip155:1' as unknown as [] }),
      wallet('bad-badge', { badge_type: true as unknown as 'none' }),
      wallet('bad-image', { image_id: {} as unknown as string }),
      wallet('ok2'),
    ]
    const { directory } = setup(() => ({ body: { data, count: 50 } }))
    const page = await directory.listWallets({ page: 1 })
    expect(page.data.map((w) => w.id)).toEqual(['ok1', 'ok2'])
    expect(page.count).toBe(50 - 11)
  })

  it('subtracts the drops of every page loaded so far, and starts over with page 1', async () => {
    const pages: Record<string, unknown[]> = {
      '1': [wallet('a'), { id: 1 }],
      '2': [wallet('b'), { id: 2 }, { id: 3 }],
    }
    const { directory } = setup((query) => ({ body: { data: pages[query.get('page') ?? ''], count: 5 } }))
    expect((await directory.listWallets({ page: 1 })).count).toBe(4)
    expect((await directory.listWallets({ page: 2 })).count).toBe(2)
    // Another query keeps its own tally.
    expect((await directory.listWallets({ page: 2, search: 'x' })).count).toBe(3)
    expect((await directory.listWallets({ page: 1 })).count).toBe(4)
  })

  it('parseWalletsPage reports the number of dropped entries', () => {
    expect(parseWalletsPage({ data: [wallet('a'), { id: 'b' }], count: 2 })).toEqual({
      page: { data: [wallet('a')], count: 2 },
      dropped: 1,
    })
  })

  it('cuts every list to the size asked for, when the directory ignores the page size', async () => {
    const tenThousand = Array.from({ length: 10_000 }, (_, i) => wallet(`x${i}`))
    const { directory } = setup(() => ({ body: { data: tenThousand, count: 10_000 } }))
    expect((await directory.listWallets({ page: 1 })).data).toHaveLength(40)
    expect((await directory.listWallets({ page: 1, search: 'x' })).data).toHaveLength(100)
    expect(await directory.recommendedWallets()).toHaveLength(4)
  })

  it('calls a page of which not one entry is a wallet an invalid response, not an empty list', async () => {
    const junk = Array.from({ length: 50_000 }, (_, i) => ({ junk: 'x'.repeat(40), i }))
    const { directory } = setup(() => ({ body: { data: junk, count: 50_000 } }))
    await expect(directory.listWallets({ page: 1 })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    // An empty page is an answer: no wallet matched.
    const empty = setup(() => ({ body: { data: [], count: 0 } }))
    expect(await empty.directory.listWallets({ page: 1 })).toEqual({ data: [], count: 0 })
  })
})

describe('parseDirectoryWallet', () => {
  it('keeps the documented fields and leaves unknown ones out', () => {
    const entry = {
      id: 'c57ca9',
      name: 'MetaMask',
      image_id: 'eb0f',
      image_url: 'https://img.test/m.png',
      rdns: 'io.metamask',
      chains: ['eip155:1', 'eip155:8453'],
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      badge_type: 'certified',
      order: 10,
      homepage: 'https://metamask.io',
      chrome_store: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      app_store: 'https://apps.apple.com/app/metamask/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
      description: 'A wallet',
    }
    const { order: _, description: __, ...expected } = entry
    expect(parseDirectoryWallet(entry)).toEqual(expected)
  })

  it.each([
    [
      // By CAIP's general shape: the directory serves every site whatever its adapters, and a chain
      // counts for a site only where it is one of the site's networks (`eip155:01` never is).
      'chains that are not CAIP-2 ids are dropped',
      { chains: ['eip155:1', 'eip155', 'tron:1', 3, 'eip155:01'] },
      { chains: ['eip155:1', 'eip155:01'] },
    ],
    ['null and empty image fields read as absent', { image_id: null, image_url: '' }, {}],
    ['empty links read as null', { mobile_link: '', rdns: '' }, { mobile_link: null, rdns: null }],
    ['null chains and badge read as absent', { chains: null, badge_type: null }, {}],
    ['an unknown badge reads as none', { badge_type: 'gold' }, { badge_type: 'none' }],
    [
      'a place to get the wallet is kept only as an https address (it becomes a link)',
      {
        homepage: 'javascript:alert(1)',
        chrome_store: 'http://chromewebstore.google.com/detail/x',
        app_store: 'https://apps.apple.com/app/id1',
        play_store: 42,
      },
      { app_store: 'https://apps.apple.com/app/id1' },
    ],
    [
      'null, empty and unparsable store links read as absent',
      { homepage: null, app_store: '', play_store: 'https://' },
      {},
    ],
  ])('%s', (_, fields, expected) => {
    expect(parseDirectoryWallet({ id: 'a', name: 'A', ...fields })).toEqual({
      id: 'a',
      name: 'A',
      ...expected,
    })
  })

  it.each([
    ['rdns', 1],
    ['desktop_link', false],
    ['webapp_link', {}],
    ['image_url', 3],
    ['chains', {}],
    ['badge_type', 1],
  ])('drops an entry whose %s is %j', (key, value) => {
    expect(parseDirectoryWallet({ id: 'a', name: 'A', [key]: value })).toBeUndefined()
  })
})

describe('createWalletDirectory: walletImage', () => {
  function imageSetup(fail: () => boolean = () => false) {
    let made = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { directory, calls } = setup(
      async (_, path) => {
        await gate
        if (fail()) return { status: 500, body: 'no' }
        return { body: `<svg id="${path}"/>`, type: 'image/svg+xml' }
      },
      { imageUrl: async (blob) => `blob:test/${++made}/${blob.type}` },
    )
    return { directory, calls, release }
  }

  it('fetches /getWalletImage/{id} with the sdk params once per id, concurrent calls sharing it', async () => {
    const { directory, calls, release } = imageSetup()
    const pending = [
      directory.walletImage('img 1'),
      directory.walletImage('img 1'),
      directory.walletImage('img2'),
    ]
    release()
    const [a, b, c] = await Promise.all(pending)
    expect(a).toBe('blob:test/1/image/svg+xml')
    expect(b).toBe(a)
    expect(c).toBe('blob:test/2/image/svg+xml')
    expect(await directory.walletImage('img 1')).toBe(a)
    expect(calls).toEqual([`/getWalletImage/img%201?${sdkQuery}`, `/getWalletImage/img2?${sdkQuery}`])
  })

  it('fetches a public asset (a network or connector logo) from /public/getAssetImage/{id}, cached apart from wallet images', async () => {
    const { directory, calls, release } = imageSetup()
    release()
    const asset = await directory.assetImage('692ed6ba-e569-459a-556a-776476829e00')
    const wallet = await directory.walletImage('692ed6ba-e569-459a-556a-776476829e00')
    expect(asset).not.toBe(wallet)
    expect(await directory.assetImage('692ed6ba-e569-459a-556a-776476829e00')).toBe(asset)
    expect(calls).toEqual([
      `/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00?${sdkQuery}`,
      `/getWalletImage/692ed6ba-e569-459a-556a-776476829e00?${sdkQuery}`,
    ])
  })

  it('fetches payment currency and token icons from /public/getCurrencyImage/{id} and /public/getTokenImage/{id}, each cached apart', async () => {
    const { directory, calls, release } = imageSetup()
    release()
    const usd = await directory.currencyImage('USD')
    const token = await directory.tokenImage('USD')
    expect(usd).not.toBe(token)
    expect(await directory.currencyImage('USD')).toBe(usd)
    expect(await directory.tokenImage('USD')).toBe(token)
    expect(await directory.tokenImage('ETH')).toBe('blob:test/3/image/svg+xml')
    expect(calls).toEqual([
      `/public/getCurrencyImage/USD?${sdkQuery}`,
      `/public/getTokenImage/USD?${sdkQuery}`,
      `/public/getTokenImage/ETH?${sdkQuery}`,
    ])
  })

  it('refuses a currency or token icon that is not an image', async () => {
    const { directory } = setup(async () => ({ body: '<html></html>', type: 'text/html' }))
    await expect(directory.currencyImage('EUR')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    await expect(directory.tokenImage('ETH')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it('does not cache a failure', async () => {
    let failing = true
    const { directory, calls, release } = imageSetup(() => failing)
    release()
    await expect(directory.walletImage('x')).rejects.toMatchObject({ code: 'HTTP_STATUS' })
    failing = false
    expect(await directory.walletImage('x')).toBe('blob:test/1/image/svg+xml')
    expect(calls).toHaveLength(2)
  })

  it('gives an image up after the 2 s preload timeout (the tile shows initials) and asks again next time', async () => {
    vi.useFakeTimers()
    try {
      const { directory, calls } = setup(
        (_, path) =>
          calls.length === 1
            ? new Promise<Answer>(() => {}) // the first request never answers
            : { body: `<svg id="${path}"/>`, type: 'image/svg+xml' },
        { imageUrl: async (blob) => `blob:test/${blob.type}` },
      )
      const hung = directory.walletImage('x')
      const outcome = hung.then(
        () => 'loaded',
        (error: unknown) => (isFoyerError(error) ? error.code : 'other'),
      )
      await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1)
      expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      expect(await outcome).toBe('HTTP_TIMEOUT')
      expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
      await expect(directory.walletImage('x')).resolves.toBe('blob:test/image/svg+xml')
      expect(calls).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('rejects an answer that is not an image', async () => {
    const { directory } = setup(() => ({ body: { error: 'nope' } }), { imageUrl: async () => 'blob:x' })
    await expect(directory.walletImage('x')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it('an aborted caller gives up alone: the shared fetch goes on and is cached', async () => {
    const { directory, calls, release } = imageSetup()
    const controller = new AbortController()
    const aborted = directory.walletImage('x', controller.signal)
    const other = directory.walletImage('x')
    controller.abort(new Error('scrolled away'))
    await expect(aborted).rejects.toThrow('scrolled away')
    release()
    expect(await other).toBe('blob:test/1/image/svg+xml')
    await expect(directory.walletImage('x', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone')
    expect(await directory.walletImage('x', new AbortController().signal)).toBe('blob:test/1/image/svg+xml')
    expect(calls).toHaveLength(1)
  })
})
