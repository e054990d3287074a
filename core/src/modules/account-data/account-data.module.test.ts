import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { AccountDataSource, BalancesRequest } from '../../account-data/account-data.types.js'
import { chainSource } from '../../account-data/chain.source.js'
import { eip155 } from '../../chains/eip155/eip155.adapter.js'
import { createFoyer } from '../../create-foyer.js'
import { selectActivityView } from '../../machines/activity/activity.selectors.js'
import { BALANCE, EVM_ADDRESS, evmMock } from '../../machines/connection/connection.fixtures.js'
import { selectIdentityView } from '../../machines/identity/identity.selectors.js'
import { selectTokensView } from '../../machines/portfolio/portfolio.selectors.js'
import { base, mainnet } from '../../networks/definitions/evm.js'
import { getSystemActor } from '../../system/system.js'
import { accountData } from './account-data.module.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A source that records what it is asked and answers through the chain source. */
function recordingSource(): { source: AccountDataSource; asked: BalancesRequest[] } {
  const asked: BalancesRequest[] = []
  const chain = chainSource()
  return {
    asked,
    source: {
      balances: (request) => {
        asked.push(request)
        return chain.balances(request)
      },
    },
  }
}

async function connected(foyer: ReturnType<typeof createFoyer>) {
  const connection = foyer.connection('eip155')
  if (!connection) throw new Error('no EVM connection actor')
  await waitFor(connection, (snapshot) => snapshot.hasTag('connected'))
}

const tokensOf = (foyer: ReturnType<typeof createFoyer>) => getSystemActor(foyer.actor, 'portfolioTokens')

describe('the account data module in a running Foyer', () => {
  it('asks nothing until the tokens are shown, then follows the active account and its network', async () => {
    const { source, asked } = recordingSource()
    const foyer = createFoyer({ isMobile: false, adapters: [evmMock()], modules: [accountData({ source })] })
    try {
      foyer.connect('mock')
      await connected(foyer)
      expect(tokensOf(foyer), 'the portfolio machine is not downloaded before the list shows').toBeUndefined()
      expect(asked).toEqual([])

      foyer.actor.system.get('portfolio')?.send({ type: 'PORTFOLIO.SHOW' })
      await vi.waitFor(() => expect(tokensOf(foyer)).toBeDefined())
      const portfolio = tokensOf(foyer)
      if (!portfolio) throw new Error('no portfolio')
      await waitFor(portfolio, (snapshot) => snapshot.matches('ready'))
      expect(asked.map((request) => [request.address, request.network.caipNetworkId])).toEqual([
        [EVM_ADDRESS, mainnet.caipNetworkId],
      ])
      expect(selectTokensView(portfolio.getSnapshot())).toEqual({
        status: 'listed',
        tokens: [
          {
            key: 'eip155:1:native',
            name: 'Ether',
            symbol: 'ETH',
            iconUrl: undefined,
            amount: '10000.000',
            usd: undefined,
          },
        ],
        totalUsd: undefined,
        isRefreshing: false,
      })
      expect(BALANCE).toBe(10_000n * 10n ** 18n)

      foyer.switchNetwork(base.caipNetworkId)
      await vi.waitFor(() =>
        expect(asked.map((request) => request.network.caipNetworkId)).toContain(base.caipNetworkId),
      )

      await foyer.disconnect()
      await vi.waitFor(() =>
        expect(selectTokensView(portfolio.getSnapshot())).toEqual({
          status: 'listed',
          tokens: [],
          totalUsd: undefined,
          isRefreshing: false,
        }),
      )
    } finally {
      foyer.stop()
    }
  })

  it('reads from the Blockchain API with the project and sdk parameters when the site has one', async () => {
    const urls: URL[] = []
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      urls.push(url)
      const body =
        url.pathname === '/v1/supported-chains'
          ? { http: ['eip155:1'], ws: [] }
          : url.pathname.startsWith('/v1/identity/')
            ? { name: 'vitalik.eth', avatar: 'https://avatars.example/vitalik.png' }
            : url.pathname.endsWith('/history')
              ? {
                  data: [
                    {
                      id: 'tx1',
                      metadata: {
                        operationType: 'receive',
                        hash: '0xab',
                        chain: 'eip155:1',
                        minedAt: '2026-11-20T10:00:00Z',
                        sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
                        sentTo: EVM_ADDRESS,
                        status: 'confirmed',
                      },
                      transfers: [
                        {
                          direction: 'in',
                          quantity: { numeric: '0.5' },
                          fungible_info: { name: 'Ether', symbol: 'ETH' },
                        },
                      ],
                    },
                  ],
                  next: null,
                }
              : url.pathname.endsWith('/balance')
                ? {
                    balances: [
                      {
                        name: 'Ether',
                        symbol: 'ETH',
                        chainId: 'eip155:1',
                        price: 3000,
                        value: 4500,
                        quantity: { decimals: '18', numeric: '1.5' },
                        iconUrl: 'https://tokens.example/eth.png',
                      },
                    ],
                  }
                : { features: [] }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    })
    const foyer = createFoyer({
      isMobile: false,
      adapters: [evmMock()],
      projectId: 'p1',
      services: { blockchainApiUrl: 'http://blockchain.test' },
      modules: [accountData()],
    })
    try {
      foyer.connect('mock')
      await connected(foyer)
      foyer.actor.system.get('portfolio')?.send({ type: 'PORTFOLIO.SHOW' })
      await vi.waitFor(() => expect(tokensOf(foyer)?.getSnapshot().matches('ready')).toBe(true))
      const portfolio = tokensOf(foyer)
      expect(portfolio && selectTokensView(portfolio.getSnapshot())).toMatchObject({
        status: 'listed',
        tokens: [{ symbol: 'ETH', amount: '1.500', usd: '4500', iconUrl: 'https://tokens.example/eth.png' }],
        totalUsd: '4500',
      })
      const balance = urls.find((url) => url.pathname.endsWith('/balance'))
      expect(balance?.origin).toBe('http://blockchain.test')
      expect(balance?.pathname).toBe(`/v1/account/${EVM_ADDRESS}/balance`)
      expect(Object.fromEntries(balance?.searchParams ?? [])).toMatchObject({
        projectId: 'p1',
        currency: 'usd',
        chainId: 'eip155:1',
      })

      expect(
        urls.some((url) => url.pathname.endsWith('/history')),
        'no history before Activity shows',
      ).toBe(false)
      foyer.actor.system.get('activity')?.send({ type: 'ACTIVITY.SHOW' })
      await vi.waitFor(() =>
        expect(getSystemActor(foyer.actor, 'activityFeed')?.getSnapshot().matches('listed')).toBe(true),
      )
      const activity = getSystemActor(foyer.actor, 'activityFeed')
      expect(activity && selectActivityView(activity.getSnapshot())).toMatchObject({
        status: 'listed',
        groups: [
          {
            month: Date.UTC(2026, 10),
            items: [
              {
                title: 'Receive',
                minedAt: Date.parse('2026-11-20T10:00:00Z'),
                transfers: [{ kind: 'fungible', sign: '+', amount: '0.500', symbol: 'ETH' }],
              },
            ],
          },
        ],
        hasMore: false,
      })
      const history = urls.find((url) => url.pathname.endsWith('/history'))
      expect(history?.pathname).toBe(`/v1/account/${EVM_ADDRESS}/history`)
      expect(history?.searchParams.get('chainId')).toBe('eip155:1')

      // The name and avatar, looked up on Ethereum mainnet (not a testnet), the avatar shown there.
      foyer.actor.system.get('identity')?.send({ type: 'IDENTITY.SHOW' })
      await vi.waitFor(() =>
        expect(getSystemActor(foyer.actor, 'accountIdentity')?.getSnapshot().matches('known')).toBe(true),
      )
      const identity = getSystemActor(foyer.actor, 'accountIdentity')
      expect(identity && selectIdentityView(identity.getSnapshot())).toEqual({
        name: 'vitalik.eth',
        avatarUrl: 'https://avatars.example/vitalik.png',
      })
      expect(urls.find((url) => url.pathname.startsWith('/v1/identity/'))?.pathname).toBe(
        `/v1/identity/${EVM_ADDRESS}`,
      )
    } finally {
      foyer.stop()
    }
  })

  it('reads from the chain in basic mode, even with a Blockchain API configured', async () => {
    const fetches = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetches)
    const foyer = createFoyer({
      isMobile: false,
      adapters: [evmMock()],
      services: { blockchainApiUrl: 'http://blockchain.test' },
      modules: [accountData()],
    })
    try {
      foyer.connect('mock')
      await connected(foyer)
      foyer.actor.system.get('portfolio')?.send({ type: 'PORTFOLIO.SHOW' })
      await vi.waitFor(() => expect(tokensOf(foyer)?.getSnapshot().matches('ready')).toBe(true))
      const portfolio = tokensOf(foyer)
      expect(portfolio && selectTokensView(portfolio.getSnapshot())).toMatchObject({
        tokens: [{ symbol: 'ETH', amount: '10000.000', usd: undefined }],
      })
      expect(fetches).not.toHaveBeenCalled()
      // The chain knows no names, and reads history only from local chains (none here): no Activity,
      // no identity.
      expect(getSystemActor(foyer.actor, 'activity')).toBeUndefined()
      expect(getSystemActor(foyer.actor, 'identity')).toBeUndefined()
    } finally {
      foyer.stop()
    }
  })

  it('offers Activity without an API where a configured network is local', () => {
    const devnet = { ...base, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }
    const foyer = createFoyer({
      isMobile: false,
      adapters: [evmMock({ networks: [mainnet, devnet] })],
      modules: [accountData()],
    })
    try {
      expect(getSystemActor(foyer.actor, 'activity')).toBeDefined()
      expect(getSystemActor(foyer.actor, 'identity')).toBeUndefined()
    } finally {
      foyer.stop()
    }
  })

  it('looks names up without an API where an adapter reads names on chain (EVM: ENS)', () => {
    const withNames = createFoyer({
      isMobile: false,
      adapters: [eip155({ networks: [base] })],
      modules: [accountData()],
    })
    const withoutNames = createFoyer({ isMobile: false, adapters: [evmMock()], modules: [accountData()] })
    try {
      expect(getSystemActor(withNames.actor, 'identity')).toBeDefined()
      expect(getSystemActor(withoutNames.actor, 'identity')).toBeUndefined()
    } finally {
      withNames.stop()
      withoutNames.stop()
    }
  })
})
