import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { afterEach, describe, expect, it } from 'vitest'
import { isFoyerError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import { cosmosHub, osmosis } from '../../networks/definitions/cosmos.js'
import type { CaipNetworkId, Network } from '../../networks/network.types.js'
import { defineNetwork } from '../../networks/registry.js'
import type { AccountEvent, Connection } from '../adapter.types.js'
import { missingNetworksOf } from '../missing-networks.js'
import type { CosmosChainReader } from './balance/chain-reader.js'
import { cosmos } from './cosmos.adapter.js'
import type { CosmosAdapter, CosmosOptions } from './cosmos.types.js'
import { caipReferenceOfChainId } from './cosmos-chain-id.js'
import { adr036Document, scriptedKeplr } from './scripted-keplr.fixtures.js'

// The Cosmos adapter against a scripted Keplr-compatible wallet that holds a real secp256k1 key:
// CosmJS derives the addresses the connection must have (the oracle), and its secp256k1 verifies
// the ADR-036 signatures the adapter returns.

const localChain = defineNetwork({
  id: 'localchain-1',
  caipNetworkId: 'cosmos:localchain-1',
  chainNamespace: 'cosmos',
  name: 'Local Chain',
  nativeCurrency: { name: 'Stake', symbol: 'STAKE', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
})
const localFacts = { bech32Prefix: 'local', denom: 'ustake', restUrl: 'http://127.0.0.1:1317' }

const adapters: CosmosAdapter[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.dispose()
})

function setup(
  known: Record<string, string> = { 'cosmoshub-4': 'cosmos', 'osmosis-1': 'osmo' },
  options: Partial<CosmosOptions> = {},
) {
  const wallet = scriptedKeplr({ chains: known })
  const adapter = cosmos({
    networks: [cosmosHub, osmosis, localChain],
    chains: { 'cosmos:localchain-1': localFacts },
    page: wallet.page,
    ...options,
  })
  adapters.push(adapter)
  let connectors: readonly { id: string }[] = []
  adapter.watchConnectors((found) => {
    connectors = found
  })
  const connector = () => {
    const found = connectors.find((c) => c.id === 'keplr')
    if (!found) throw new Error('Keplr not detected')
    return found as Parameters<CosmosAdapter['connect']>[0]['connector']
  }
  const connect = (network: Network<'cosmos'> = cosmosHub) =>
    adapter.connect({ connector: connector(), network })
  return { wallet, adapter, connect, connector }
}

const hubAndOsmosis = [cosmosHub, osmosis] as const
const codeOf = (error: unknown) => (isFoyerError(error) ? error.code : String(error))
const reasons = (connection: Connection) =>
  (connection.missingNetworks ?? []).map((m) => [m.caipNetworkId, m.reason, codeOf(m.error)])

describe('cosmos: many chains in one connect', () => {
  it('connects both chains with one enable call, one account with its address per chain', async () => {
    const { wallet } = setup()
    const scoped = cosmos({ networks: [...hubAndOsmosis], page: wallet.page })
    adapters.push(scoped)
    let found: readonly { id: string }[] = []
    scoped.watchConnectors((c) => {
      found = c
    })
    const connection = await scoped.connect({ connector: found[0] as never, network: osmosis })
    expect(wallet.methods().filter((m) => m === 'enable')).toHaveLength(1)
    expect(wallet.calls.find((c) => c.method === 'enable')?.args).toEqual([['osmosis-1', 'cosmoshub-4']])
    const hub = await wallet.account('cosmos')
    const osmo = await wallet.account('osmo')
    expect(connection.caipNetworkId).toBe('cosmos:osmosis-1')
    expect(connection.accounts).toHaveLength(1)
    expect(connection.accounts[0]).toMatchObject({
      address: osmo.address,
      type: 'eoa',
      publicKey: Buffer.from(osmo.pubkey).toString('hex'),
      networkAddresses: { 'cosmos:cosmoshub-4': hub.address, 'cosmos:osmosis-1': osmo.address },
    })
    expect(connection.missingNetworks).toBeUndefined()
    expect(wallet.methods()).not.toContain('experimentalSuggestChain')
  })

  it('suggests a chain the wallet does not list, only after asking for its list, then enables it with the others', async () => {
    const { wallet, connect } = setup()
    const connection = await connect()
    expect(wallet.methods().slice(0, 3)).toEqual([
      'getChainInfosWithoutEndpoints',
      'experimentalSuggestChain',
      'enable',
    ])
    expect(wallet.suggested).toEqual([
      expect.objectContaining({
        chainId: 'localchain-1',
        chainName: 'Local Chain',
        rpc: 'http://127.0.0.1:26657',
        rest: 'http://127.0.0.1:1317',
        bip44: { coinType: 118 },
        bech32Config: expect.objectContaining({
          bech32PrefixAccAddr: 'local',
          bech32PrefixValAddr: 'localvaloper',
        }),
        currencies: [{ coinDenom: 'STAKE', coinMinimalDenom: 'ustake', coinDecimals: 6 }],
        feeCurrencies: [{ coinDenom: 'STAKE', coinMinimalDenom: 'ustake', coinDecimals: 6 }],
      }),
    ])
    expect(wallet.calls.filter((c) => c.method === 'enable').map((c) => c.args)).toEqual([
      [['cosmoshub-4', 'osmosis-1', 'localchain-1']],
    ])
    expect(connection.accounts[0].networkAddresses?.['cosmos:localchain-1']).toBe(
      (await wallet.account('local')).address,
    )
  })

  it('a refused suggestion leaves that chain out, named with why, and the others connected', async () => {
    const { wallet, connect } = setup()
    wallet.script.refuseSuggest.add('localchain-1')
    const connection = await connect()
    expect(wallet.calls.find((c) => c.method === 'enable')?.args).toEqual([['cosmoshub-4', 'osmosis-1']])
    expect(reasons(connection)).toEqual([['cosmos:localchain-1', 'rejected', 'RPC_4001']])
    expect(connection.accounts[0].networkAddresses?.['cosmos:osmosis-1']).toBe(
      (await wallet.account('osmo')).address,
    )
    expect(missingNetworksOf(connection).map((m) => m.caipNetworkId)).toEqual(['cosmos:localchain-1'])
  })

  it('a wallet that cannot add chains: the unknown one is unsupported, never enabled', async () => {
    const { wallet, connect } = setup()
    Reflect.deleteProperty(wallet.keplr, 'experimentalSuggestChain')
    const connection = await connect()
    expect(reasons(connection)).toEqual([
      ['cosmos:localchain-1', 'unsupported', 'COSMOS_CHAIN_NOT_IN_WALLET'],
    ])
    expect(wallet.calls.find((c) => c.method === 'enable')?.args).toEqual([['cosmoshub-4', 'osmosis-1']])
  })

  it('a wallet that cannot list its chains gets no suggestion: enable alone answers, and its failure is every chain’s', async () => {
    const { wallet, connect } = setup()
    wallet.script.listThrows = 'no such method'
    const failure = await connect().catch((error: unknown) => error)
    expect(wallet.methods()).not.toContain('experimentalSuggestChain')
    expect(codeOf(failure)).toBe('COSMOS_WALLET_REQUEST_FAILED')
  })

  it('the asked chain refused alone: the connection is on another chain, saying which is missing', async () => {
    const { wallet, connect } = setup({ 'cosmoshub-4': 'cosmos' })
    wallet.script.refuseSuggest.add('osmosis-1')
    const connection = await connect(osmosis)
    expect(connection.caipNetworkId).toBe('cosmos:cosmoshub-4')
    expect(connection.accounts[0].address).toBe((await wallet.account('cosmos')).address)
    expect(reasons(connection).map(([id, reason]) => [id, reason])).toEqual([
      ['cosmos:osmosis-1', 'rejected'],
    ])
  })

  it('a refused enable is the visitor’s answer for every chain: connect rejects with 4001', async () => {
    const { wallet, connect } = setup()
    wallet.script.enableThrows = new Error('Request rejected')
    const failure = await connect().catch((error: unknown) => error)
    expect(isUserRejection(failure)).toBe(true)
  })

  it('a wallet that never answers enable: a timeout error, and the visitor can try again', async () => {
    const { wallet, connect } = setup(undefined, { requestTimeoutMs: 50 })
    wallet.script.enableHangs = true
    const failure = await connect().catch((error: unknown) => error)
    expect(codeOf(failure)).toBe('COSMOS_WALLET_REQUEST_TIMEOUT')
    wallet.script.enableHangs = false
    const connection = await connect()
    expect(connection.accounts[0].address).toBe((await wallet.account('cosmos')).address)
  })
})

describe('cosmos: bad answers for one chain leave the others connected', () => {
  const cases: [string, (wallet: ReturnType<typeof scriptedKeplr>, hub: string) => void, string, string][] = [
    [
      'a junk key',
      (w) => w.script.keyAnswers.set('osmosis-1', () => ({ pubKey: 'junk' })),
      'invalid',
      'COSMOS_INVALID_WALLET_ANSWER',
    ],
    [
      'an address with another chain’s prefix',
      (w, hub) => w.script.keyAnswers.set('osmosis-1', (key) => ({ ...key, bech32Address: hub })),
      'invalid',
      'COSMOS_INVALID_WALLET_ANSWER',
    ],
    [
      'an address that is not the key’s',
      (w) => w.script.keyAnswers.set('osmosis-1', (key) => ({ ...key, pubKey: new Uint8Array(33).fill(2) })),
      'invalid',
      'COSMOS_INVALID_WALLET_ANSWER',
    ],
    [
      'an Ethermint key',
      (w) => w.script.keyAnswers.set('osmosis-1', (key) => ({ ...key, algo: 'ethsecp256k1' })),
      'invalid',
      'COSMOS_INVALID_WALLET_ANSWER',
    ],
    [
      'a thrown string',
      (w) => w.script.keyThrows.set('osmosis-1', 'Ledger locked'),
      'failed',
      'COSMOS_WALLET_REQUEST_FAILED',
    ],
    [
      'a thrown plain object',
      (w) => w.script.keyThrows.set('osmosis-1', { oops: 1 }),
      'failed',
      'COSMOS_WALLET_REQUEST_FAILED',
    ],
    ['a refusal', (w) => w.script.keyThrows.set('osmosis-1', { code: 4001 }), 'rejected', 'RPC_4001'],
  ]
  it.each(cases)('%s', async (_, script, reason, code) => {
    const { wallet } = setup()
    const hub = (await wallet.account('cosmos')).address
    script(wallet, hub)
    const scoped = cosmos({ networks: [...hubAndOsmosis], page: wallet.page })
    adapters.push(scoped)
    let found: readonly { id: string }[] = []
    scoped.watchConnectors((c) => {
      found = c
    })
    const connection = await scoped.connect({ connector: found[0] as never, network: cosmosHub })
    expect(connection.accounts[0].address).toBe(hub)
    expect(connection.accounts[0].networkAddresses?.['cosmos:osmosis-1']).toBeUndefined()
    expect(reasons(connection)).toEqual([['cosmos:osmosis-1', reason, code]])
  })
})

describe('cosmos: after connecting', () => {
  it('follows a key switch in the wallet: every chain’s address moves to the new key', async () => {
    const { wallet, adapter, connect } = setup()
    const connection = await connect()
    const events: AccountEvent[] = []
    const changed = new Promise<void>((resolve) => {
      adapter.watchAccount(connection, (event) => {
        events.push(event)
        resolve()
      })
    })
    wallet.switchKey()
    await changed
    const [hub, osmo] = [await wallet.account('cosmos'), await wallet.account('osmo')]
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        accounts: [
          expect.objectContaining({
            address: hub.address,
            publicKey: Buffer.from(hub.pubkey).toString('hex'),
            networkAddresses: expect.objectContaining({
              'cosmos:cosmoshub-4': hub.address,
              'cosmos:osmosis-1': osmo.address,
            }),
          }),
        ],
      },
    ])
    expect(hub.address).not.toBe(connection.accounts[0].address)
  })

  it('signs with ADR-036: the signature verifies with CosmJS over the amino document, for the account', async () => {
    const { wallet, adapter, connect } = setup()
    const connection = await connect()
    const text = await adapter.signMessage(connection, { message: 'Sign in to example.com' })
    const signed = JSON.parse(text)
    const hub = await wallet.account('cosmos')
    expect(signed.pub_key).toEqual({
      type: 'tendermint/PubKeySecp256k1',
      value: Buffer.from(hub.pubkey).toString('base64'),
    })
    const document = serializeSignDoc(adr036Document(hub.address, 'Sign in to example.com'))
    const signature = Secp256k1Signature.fromFixedLength(Buffer.from(signed.signature, 'base64'))
    expect(await Secp256k1.verifySignature(signature, sha256(document), hub.pubkey)).toBe(true)
    expect(
      await Secp256k1.verifySignature(
        signature,
        sha256(serializeSignDoc(adr036Document(hub.address, 'other'))),
        hub.pubkey,
      ),
    ).toBe(false)
    expect(wallet.calls.at(-1)).toEqual({
      method: 'signArbitrary',
      args: ['cosmoshub-4', hub.address, 'Sign in to example.com'],
    })
  })

  const badSignatures: [
    string,
    (s: { pub_key: { type: string; value: string }; signature: string }) => unknown,
  ][] = [
    [
      'a 63-byte signature',
      (s) => ({ ...s, signature: Buffer.from(s.signature, 'base64').subarray(1).toString('base64') }),
    ],
    ['another key type', (s) => ({ ...s, pub_key: { ...s.pub_key, type: 'tendermint/PubKeyEd25519' } })],
    [
      'another account’s key',
      (s) => ({ ...s, pub_key: { ...s.pub_key, value: Buffer.alloc(33, 3).toString('base64') } }),
    ],
    ['no signature at all', () => 'junk'],
    [
      'a signature with one bit flipped',
      (s) => {
        const bytes = Buffer.from(s.signature, 'base64')
        bytes[10] = (bytes[10] ?? 0) ^ 1
        return { ...s, signature: bytes.toString('base64') }
      },
    ],
    [
      'the mirrored signature (high s), which a server refuses too',
      (s) => {
        const signature = secp256k1.Signature.fromCompact(Buffer.from(s.signature, 'base64'))
        const mirrored = new secp256k1.Signature(signature.r, secp256k1.CURVE.n - signature.s)
        return { ...s, signature: Buffer.from(mirrored.toCompactRawBytes()).toString('base64') }
      },
    ],
  ]
  it.each(badSignatures)('refuses %s with a typed error', async (_, answer) => {
    const { wallet, adapter, connect } = setup()
    const connection = await connect()
    wallet.script.signatureAnswer = answer
    const failure = await adapter.signMessage(connection, { message: 'hi' }).catch((e: unknown) => e)
    expect(codeOf(failure)).toBe('COSMOS_INVALID_WALLET_ANSWER')
  })

  it('refuses an address the wallet did not share and an unknown protocol, before asking the wallet', async () => {
    const { wallet, adapter, connect } = setup()
    const connection = await connect()
    const asked = wallet.calls.length
    await expect(adapter.signMessage(connection, { message: 'x', address: 'cosmos1other' })).rejects.toThrow()
    await expect(adapter.signMessage(connection, { message: 'x', protocol: 'ecdsa' })).rejects.toThrow()
    expect(wallet.calls).toHaveLength(asked)
  })

  it('switching to a chain the connect left out asks the wallet for it, then reports the address there', async () => {
    const { wallet, adapter, connect } = setup()
    wallet.script.refuseSuggest.add('localchain-1')
    const connection = await connect()
    wallet.script.refuseSuggest.clear()
    const events: AccountEvent<'cosmos'>[] = []
    adapter.watchAccount(connection, (event) => events.push(event))
    await adapter.switchNetwork?.(connection, localChain)
    const local = (await wallet.account('local')).address
    expect(events.map((e) => e.type)).toEqual(['accountsChanged', 'chainChanged'])
    const [changed] = events
    expect(
      changed?.type === 'accountsChanged' && changed.accounts[0]?.networkAddresses?.['cosmos:localchain-1'],
    ).toBe(local)
    expect(events[1]).toEqual({ type: 'chainChanged', caipNetworkId: 'cosmos:localchain-1' })
    // Moving between chains the connection reaches asks the wallet nothing.
    const asked = wallet.calls.length
    await adapter.switchNetwork?.(connection, osmosis)
    expect(wallet.calls).toHaveLength(asked)
    expect(events.at(-1)).toEqual({ type: 'chainChanged', caipNetworkId: 'cosmos:osmosis-1' })
  })

  it('a refused switch to a left-out chain rejects with 4001 and reports nothing', async () => {
    const { wallet, adapter, connect } = setup()
    wallet.script.refuseSuggest.add('localchain-1')
    const connection = await connect()
    const events: AccountEvent<'cosmos'>[] = []
    adapter.watchAccount(connection, (event) => events.push(event))
    const failure = await adapter.switchNetwork?.(connection, localChain).catch((e: unknown) => e)
    expect(isUserRejection(failure)).toBe(true)
    expect(events).toEqual([])
  })

  it('disconnect takes the site’s permission back for the chains it reached', async () => {
    const { wallet, adapter, connect } = setup()
    const connection = await connect()
    await adapter.disconnect(connection)
    expect(wallet.calls.at(-1)).toEqual({
      method: 'disable',
      args: [['cosmoshub-4', 'osmosis-1', 'localchain-1']],
    })
  })

  it('reconnects to a wallet that injects itself after the reconnect started (Keplr waits for the page’s load)', async () => {
    const wallet = scriptedKeplr({ chains: { 'cosmoshub-4': 'cosmos' } })
    const { keplr } = wallet.page
    Reflect.deleteProperty(wallet.page, 'keplr')
    const adapter = cosmos({ networks: [cosmosHub], page: wallet.page })
    adapters.push(adapter)
    const restoring = adapter.reconnect({ connectorId: 'keplr', network: cosmosHub })
    wallet.page.keplr = keplr
    wallet.page.dispatchEvent(new Event('load'))
    expect((await restoring)?.accounts[0].address).toBe((await wallet.account('cosmos')).address)
  })

  it('reconnects without suggesting anything; null when the wallet no longer lets the site in', async () => {
    const { wallet, adapter } = setup()
    const restored = await adapter.reconnect({ connectorId: 'keplr', network: cosmosHub })
    expect(wallet.methods()).not.toContain('experimentalSuggestChain')
    expect(restored && reasons(restored)).toEqual([
      ['cosmos:localchain-1', 'unsupported', 'COSMOS_CHAIN_NOT_IN_WALLET'],
    ])
    wallet.script.enableThrows = new Error('Request rejected')
    expect(await adapter.reconnect({ connectorId: 'keplr', network: cosmosHub })).toBeNull()
  })
})

describe('cosmos: balances', () => {
  function readerOf(answer: (p: { rpcUrl: string; address: string; denom: string }) => Promise<bigint>) {
    const asked: { rpcUrl: string; address: string; denom: string }[] = []
    const reader: CosmosChainReader = {
      balance: (p) => {
        asked.push(p)
        return answer(p)
      },
      dispose() {},
    }
    return { reader, asked }
  }

  it('reads the coin of the chain from its RPC, with the network’s decimals and symbol', async () => {
    const { reader, asked } = readerOf(async () => 1_234_567n)
    const { wallet, adapter } = setup(undefined, { chainReader: reader })
    const address = (await wallet.account('osmo')).address
    expect(await adapter.getBalance({ address, network: osmosis })).toEqual({
      value: 1_234_567n,
      decimals: 6,
      symbol: 'OSMO',
    })
    expect(asked).toEqual([{ rpcUrl: 'https://osmosis-rpc.publicnode.com', address, denom: 'uosmo' }])
  })

  it('refuses an address written for another chain, and says when the chain cannot be read', async () => {
    const { reader, asked } = readerOf(async () => {
      throw new Error('node down')
    })
    const { wallet, adapter } = setup(undefined, { chainReader: reader })
    const hub = (await wallet.account('cosmos')).address
    const wrong = await adapter.getBalance({ address: hub, network: osmosis }).catch((e: unknown) => e)
    expect(codeOf(wrong)).toBe('TOKEN_BALANCE_UNAVAILABLE')
    expect(asked).toEqual([])
    const down = await adapter.getBalance({ address: hub, network: cosmosHub }).catch((e: unknown) => e)
    expect(codeOf(down)).toBe('TOKEN_BALANCE_UNAVAILABLE')
    expect((down as Error).message).toContain('node down')
  })
})

describe('cosmos: configuration', () => {
  it('refuses a network without its chain facts, or a hashed one without its chain id, when the adapter is made', () => {
    expect(() => cosmos({ networks: [localChain] })).toThrow(/no Cosmos chain facts/)
    const hashed = hashedNetwork('hashed-0123456789abcdef')
    expect(() => cosmos({ networks: [hashed], chains: { [hashed.caipNetworkId]: localFacts } })).toThrow(
      /is not hashed-0123456789abcdef/,
    )
  })

  it('a chain id CAIP writes hashed: the wallet is asked by the site’s chain id, checked against the hash', async () => {
    const chainId = 'evmos_9001-2'
    const right = hashedNetwork(caipReferenceOfChainId(chainId) ?? '')
    const wrong = hashedNetwork('hashed-0123456789abcdef')
    for (const [network, connected] of [
      [right, true],
      [wrong, false],
    ] as const) {
      const wallet = scriptedKeplr({ chains: { 'cosmoshub-4': 'cosmos', [chainId]: 'local' } })
      const adapter = cosmos({
        networks: [cosmosHub, network],
        chains: { [network.caipNetworkId]: { ...localFacts, chainId } },
        page: wallet.page,
      })
      adapters.push(adapter)
      let found: readonly { id: string }[] = []
      adapter.watchConnectors((c) => {
        found = c
      })
      const connection = await adapter.connect({ connector: found[0] as never, network: cosmosHub })
      expect(wallet.calls.find((c) => c.method === 'enable')?.args).toEqual([['cosmoshub-4', chainId]])
      if (connected)
        expect(connection.accounts[0].networkAddresses?.[network.caipNetworkId]).toBe(
          (await wallet.account('local')).address,
        )
      else expect(reasons(connection)).toEqual([[network.caipNetworkId, 'failed', 'INVALID_NETWORK']])
    }
  })
})

function hashedNetwork(id: string): Network<'cosmos'> {
  return { ...localChain, id, caipNetworkId: `cosmos:${id}` as CaipNetworkId<'cosmos'> }
}
