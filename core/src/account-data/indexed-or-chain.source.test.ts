import { describe, expect, it } from 'vitest'
import type { SupportedChains } from '../api/blockchain/blockchain-api.types.js'
import { HttpStatusError } from '../errors/http.js'
import { mainnet } from '../networks/definitions/evm.js'
import type { Network } from '../networks/network.types.js'
import { accountOf } from './account-data.fixtures.js'
import type { AccountDataSource } from './account-data.types.js'
import { indexedOrChainSource } from './indexed-or-chain.source.js'

const local: Network = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337', name: 'Devnet', testnet: true }

/** A source that answers one token named after itself, and records what it was asked. */
function namedSource(name: string, asked: string[]): AccountDataSource {
  return {
    async balances({ network }) {
      asked.push(`${name} balances ${network.caipNetworkId}`)
      return [
        {
          name,
          symbol: name,
          chainId: network.caipNetworkId,
          quantity: { decimals: '0', numeric: '1' },
          iconUrl: '',
        },
      ]
    },
  }
}

function setUp(answers: Array<SupportedChains | Error>) {
  const asked: string[] = []
  const api = {
    async supportedChains() {
      asked.push('supported-chains')
      const answer = answers.shift()
      if (!answer || answer instanceof Error) throw answer ?? new Error('no more answers')
      return answer
    },
  }
  const indexed: AccountDataSource = {
    ...namedSource('api', asked),
    history: async () => ({ transactions: [], next: 'api-cursor' }),
    identity: async () => ({ name: 'api.eth', avatar: undefined }),
  }
  const source = indexedOrChainSource({ api, indexed, chain: namedSource('chain', asked) })
  const account = accountOf('a')
  if (!account) throw new Error('fixture account a')
  const signal = new AbortController().signal
  const tokensOn = async (network: Network) =>
    (await source.balances({ ...account, network, signal })).map((token) => token.name)
  return { source, account, signal, asked, tokensOn }
}

describe('indexedOrChainSource', () => {
  it('reads the networks the API serves from the API and the others from the chain, asking the list once', async () => {
    const { asked, tokensOn } = setUp([{ http: ['eip155:1'], ws: [] }])
    expect(await tokensOn(mainnet)).toEqual(['api'])
    expect(await tokensOn(local)).toEqual(['chain'])
    expect(await tokensOn(mainnet)).toEqual(['api'])
    expect(asked).toEqual([
      'supported-chains',
      'api balances eip155:1',
      'chain balances eip155:31337',
      'api balances eip155:1',
    ])
  })

  it('gives an empty history where the chain reads none, and names from the API on any network', async () => {
    const { source, account, signal } = setUp([{ http: ['eip155:1'], ws: [] }])
    expect(await source.history?.({ ...account, network: local, signal })).toEqual({
      transactions: [],
      next: undefined,
    })
    expect(await source.history?.({ ...account, network: mainnet, signal })).toEqual({
      transactions: [],
      next: 'api-cursor',
    })
    expect(await source.identity?.({ ...account, network: local, signal })).toEqual({
      name: 'api.eth',
      avatar: undefined,
    })
  })

  it('asks the API for every network while the list cannot be read, and asks for the list again next time', async () => {
    const { asked, tokensOn } = setUp([new HttpStatusError(503), { http: ['eip155:1'], ws: [] }])
    expect(await tokensOn(local)).toEqual(['api'])
    expect(await tokensOn(local)).toEqual(['chain'])
    expect(asked.filter((entry) => entry === 'supported-chains')).toHaveLength(2)
  })
})
