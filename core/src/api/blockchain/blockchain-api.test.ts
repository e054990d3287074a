import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../../errors/http.js'
import { createHttpClient } from '../http.js'
import { parseBalances } from './balances.parse.js'
import { createBlockchainApi } from './blockchain-api.js'
import { parseHistory } from './history.parse.js'
import { parseIdentity } from './identity.parse.js'

const mainnet = 'eip155:1'
const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: mainnet,
  value: 3012.5,
  price: 3012.5,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: 'https://cdn.example.com/eth.png',
}
const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: mainnet,
  address: `${mainnet}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`,
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}

function apiWith(answer: unknown) {
  const urls: string[] = []
  const http = createHttpClient({
    baseUrl: 'https://rpc.example.com',
    fetch: async (input) => {
      urls.push(input)
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
    },
  })
  const api = createBlockchainApi({
    http,
    sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' },
  })
  return { api, urls }
}

describe('createBlockchainApi', () => {
  it('asks for balances in US dollars on one network, with the project and sdk (SPEC §7)', async () => {
    const { api, urls } = apiWith({ balances: [eth, usdc] })
    expect(await api.balances({ address, network: mainnet, forceUpdate: usdc.address })).toEqual([eth, usdc])
    const url = new URL(urls[0] ?? '')
    expect(url.pathname).toBe(`/v1/account/${address}/balance`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'foyer',
      sv: 'react-0.1.0',
      currency: 'usd',
      chainId: mainnet,
      forceUpdate: usdc.address,
    })
  })

  it('pages the history by cursor and reads the identity with its sender', async () => {
    const history = apiWith({ data: [], next: 'cursor-2' })
    expect(await history.api.history({ address, network: mainnet, cursor: 'cursor-1' })).toEqual({
      transactions: [],
      next: 'cursor-2',
    })
    const historyUrl = new URL(history.urls[0] ?? '')
    expect(historyUrl.pathname).toBe(`/v1/account/${address}/history`)
    expect(historyUrl.searchParams.get('cursor')).toBe('cursor-1')
    expect(historyUrl.searchParams.get('chainId')).toBe(mainnet)

    const identity = apiWith({ name: 'foyer.eth', avatar: 'https://cdn.example.com/a.png' })
    expect(await identity.api.identity({ address, sender: address })).toEqual({
      name: 'foyer.eth',
      avatar: 'https://cdn.example.com/a.png',
    })
    expect(new URL(identity.urls[0] ?? '').searchParams.get('sender')).toBe(address)
  })

  it('asks which networks it serves, with the project and sdk', async () => {
    const { api, urls } = apiWith({ http: [mainnet], ws: [] })
    expect(await api.supportedChains()).toEqual({ http: [mainnet], ws: [] })
    const url = new URL(urls[0] ?? '')
    expect(url.pathname).toBe('/v1/supported-chains')
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p1', st: 'foyer', sv: 'react-0.1.0' })
  })

  it('rejects an answer that is not the documented object, with InvalidResponseError', async () => {
    await expect(apiWith([eth]).api.balances({ address, network: mainnet })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })
})

describe('parseBalances (SPEC §5)', () => {
  it('keeps well-formed tokens of the network asked for', () => {
    expect(parseBalances({ balances: [eth, usdc] }, mainnet)).toEqual([eth, usdc])
  })

  it.each([
    ['a token with 0 decimals', { ...usdc, quantity: { decimals: '0', numeric: '3' } }],
    ['another network', { ...eth, chainId: 'eip155:8453' }],
    ['no name', { ...eth, name: undefined }],
    ['a price that is not a number', { ...eth, price: '3012' }],
    ['an infinite value', { ...eth, value: Number.POSITIVE_INFINITY }],
    ['a quantity without decimals', { ...eth, quantity: { numeric: '1' } }],
    ['a quantity that is not a decimal amount', { ...eth, quantity: { decimals: '18', numeric: '1e3' } }],
    // A uint8 holds at most 255: more decimals only come from a broken or hostile service, and
    // `10n ** 20000000n` blocked the page for seconds.
    ['decimals of 20000000', { ...usdc, quantity: { decimals: '20000000', numeric: '1' } }],
    ['decimals of 256', { ...usdc, quantity: { decimals: '256', numeric: '1' } }],
    ['decimals that are not an integer', { ...usdc, quantity: { decimals: '6.5', numeric: '1' } }],
    [
      'an amount of more digits than a 256-bit balance',
      { ...eth, quantity: { decimals: '18', numeric: '9'.repeat(79) } },
    ],
    [
      'a fraction longer than 255 digits',
      { ...eth, quantity: { decimals: '18', numeric: `0.${'1'.repeat(256)}` } },
    ],
    ['an address that is not CAIP-10', { ...usdc, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }],
    ['no icon field', { ...eth, iconUrl: undefined }],
    ['not an object', 'ETH'],
  ])('drops %s', (_, entry) => {
    expect(parseBalances({ balances: [entry, usdc] }, mainnet)).toEqual([usdc])
  })

  it('keeps 255 decimals, the most a token can have, and answers at once for hostile decimals', () => {
    const wide = { ...usdc, quantity: { decimals: '255', numeric: `1.${'0'.repeat(254)}1` } }
    expect(parseBalances({ balances: [wide] }, mainnet)).toEqual([wide])
    const started = performance.now()
    const hostile = Array.from({ length: 50 }, () => ({
      ...usdc,
      quantity: { decimals: '20000000', numeric: '1' },
    }))
    expect(parseBalances({ balances: hostile }, mainnet)).toEqual([])
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('throws for a body without a balances array, and never for any junk inside one', () => {
    for (const body of [null, [], { balances: {} }, 'balances'])
      expect(() => parseBalances(body, mainnet)).toThrow(InvalidResponseError)
    fc.assert(
      fc.property(fc.array(fc.anything()), (entries) => {
        for (const token of parseBalances({ balances: entries }, mainnet)) expect(token.chainId).toBe(mainnet)
      }),
    )
  })
})

const transaction = (overrides: Record<string, unknown> = {}, transfers: unknown[] = [ethIn]) => ({
  id: '0x01',
  metadata: {
    operationType: 'receive',
    hash: '0x01',
    chain: mainnet,
    minedAt: '2026-11-02T10:00:00Z',
    sentFrom: '0x1111111111111111111111111111111111111111',
    sentTo: address,
    status: 'confirmed',
    nonce: 3,
    ...overrides,
  },
  transfers,
})
const ethIn = {
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://cdn.example.com/eth.png' } },
  direction: 'in',
  quantity: { numeric: '0.01' },
  value: 30.1,
  price: 3010,
}
const spamNft = {
  nft_info: {
    name: 'Free mint',
    content: { preview: { url: 'https://spam.example/x.png' } },
    flags: { is_spam: true },
  },
  direction: 'in',
  quantity: { numeric: '1' },
}

describe('parseHistory (SPEC §5)', () => {
  it('reads transactions with their transfers, and the next cursor', () => {
    const page = parseHistory({ data: [transaction()], next: 'c2' }, mainnet)
    expect(page.next).toBe('c2')
    expect(page.transactions).toEqual([
      {
        id: '0x01',
        hash: '0x01',
        chainId: mainnet,
        operationType: 'receive',
        status: 'confirmed',
        minedAt: '2026-11-02T10:00:00Z',
        sentFrom: '0x1111111111111111111111111111111111111111',
        sentTo: address,
        transfers: [
          {
            kind: 'fungible',
            direction: 'in',
            quantity: '0.01',
            name: 'Ether',
            symbol: 'ETH',
            iconUrl: 'https://cdn.example.com/eth.png',
            value: 30.1,
          },
        ],
      },
    ])
  })

  it("drops transactions that are all spam and other networks' transactions; keeps one with some spam", () => {
    const data = [
      transaction({ hash: 'spam' }, [spamNft, spamNft]),
      transaction({ chain: 'eip155:8453' }),
      transaction({ hash: 'mixed' }, [spamNft, ethIn]),
    ]
    const { transactions, next } = parseHistory({ data, next: null }, mainnet)
    expect(transactions.map((tx) => tx.hash)).toEqual(['mixed'])
    expect(transactions[0]?.transfers.map((t) => t.kind)).toEqual(['nft', 'fungible'])
    expect(next).toBeUndefined()
  })

  it.each([
    ['an unknown status', transaction({ status: 'lost' })],
    ['a date that is not one', transaction({ minedAt: 'yesterday' })],
    ['a chain that is not CAIP-2', transaction({ chain: 'mainnet' })],
    ['no metadata', { id: '0x01', transfers: [] }],
  ])('drops a transaction with %s', (_, entry) => {
    expect(parseHistory({ data: [entry], next: null }, mainnet).transactions).toEqual([])
  })

  it('leaves a malformed transfer out of its transaction', () => {
    const broken = { ...ethIn, direction: 'sideways' }
    const [tx] = parseHistory({ data: [transaction({}, [broken, ethIn])] }, mainnet).transactions
    expect(tx?.transfers).toHaveLength(1)
  })

  it('leaves out a transfer whose amount no token can have (a megabyte of digits, 256 decimals)', () => {
    const huge = { ...ethIn, quantity: { numeric: `0.${'0'.repeat(1_000_000)}1` } }
    const wide = { ...ethIn, quantity: { numeric: `0.${'1'.repeat(256)}` } }
    const [tx] = parseHistory({ data: [transaction({}, [huge, wide, ethIn])] }, mainnet).transactions
    expect(tx?.transfers).toHaveLength(1)
  })

  it('throws for a body without a data array or with a cursor that is not one; never for junk entries', () => {
    for (const body of [null, { data: {} }, { data: [], next: 3 }])
      expect(() => parseHistory(body, mainnet)).toThrow(InvalidResponseError)
    fc.assert(
      fc.property(fc.array(fc.anything()), (data) => {
        expect(() => parseHistory({ data, next: null }, mainnet)).not.toThrow()
      }),
    )
  })
})

describe('parseIdentity', () => {
  it('reads the name and an https avatar; null or another kind of address is no avatar', () => {
    expect(parseIdentity({ name: 'foyer.eth', avatar: null })).toEqual({
      name: 'foyer.eth',
      avatar: undefined,
    })
    expect(parseIdentity({ name: null, avatar: 'javascript:alert(1)' })).toEqual({
      name: undefined,
      avatar: undefined,
    })
    expect(() => parseIdentity({ name: 3 })).toThrow(InvalidResponseError)
    expect(() => parseIdentity('foyer.eth')).toThrow(InvalidResponseError)
  })
})
