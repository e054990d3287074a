import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BlockchainApi, createBlockchainApi } from '../../../core/src/api/blockchain/blockchain-api.js'
import { createHttpClient } from '../../../core/src/api/http.js'
import { HttpStatusError } from '../../../core/src/errors/http.js'
import { HISTORY_PAGE_SIZE } from '../../devnet/account-routes.js'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import { type ApiService, start } from '../../devnet/api-service.js'
import {
  type DevnetTokens,
  deployDevnetTokens,
  devnetViemChain,
  FOY_ADDRESS,
  FRND_ADDRESS,
  FUSD_ADDRESS,
} from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1, DEVNET_A } from '../../devnet/local-networks.js'

// The local Blockchain API's account routes, answered from a real anvil with the devnet tokens, read
// through Foyer's own client so its parsers judge every answer.

const network = `eip155:${DEVNET_A}` as const
const sdk = { projectId: 'p-account', sdkType: 'foyer', sdkVersion: 'react-0.1.0' }
const devAccount = (addressIndex: number): HDAccount =>
  mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex })

let anvil: Anvil
let service: ApiService
let tokens: DevnetTokens
let api: BlockchainApi

beforeAll(async () => {
  ;[anvil, service] = await Promise.all([startAnvil({ chainId: DEVNET_A }), start()])
  tokens = await deployDevnetTokens({
    rpcUrl: anvil.rpcUrl,
    chainId: DEVNET_A,
    nftBaseUri: `${service.url}/devnet/nft/`,
    holders: [ANVIL_ADDRESS_0],
  })
  service.setChains({ [network]: { rpcUrl: anvil.rpcUrl, tokens } })
  api = createBlockchainApi({ http: createHttpClient({ baseUrl: service.url }), sdk })
})
afterAll(async () => {
  await Promise.all([service?.close(), anvil?.stop()])
})

const chain = () => devnetViemChain(DEVNET_A, anvil.rpcUrl)
const wallet = (account: HDAccount) =>
  createWalletClient({ account, chain: chain(), transport: http(anvil.rpcUrl) })
const reader = () => createPublicClient({ chain: chain(), transport: http(anvil.rpcUrl) })

async function balancesBySymbol(address: Address) {
  const balances = await api.balances({ address, network })
  return Object.fromEntries(balances.map((balance) => [balance.symbol, balance]))
}

/** Sends 1 ETH and 10 FUSD from the dev account to account #1, one transaction each. */
async function sendEthAndFusd() {
  const client = wallet(devAccount(0))
  const eth = await client.sendTransaction({ to: ANVIL_ADDRESS_1, value: parseEther('1') })
  await reader().waitForTransactionReceipt({ hash: eth })
  const fusd = await client.writeContract({
    address: FUSD_ADDRESS,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [ANVIL_ADDRESS_1, parseUnits('10', 18)],
  })
  await reader().waitForTransactionReceipt({ hash: fusd })
  return { eth, fusd }
}

describe('GET /v1/account/:address/balance from the devnet', () => {
  it('lists ETH, FUSD and FOY as minted, priced from the fixed table, with icons the service serves', async () => {
    const { ETH, FUSD, FOY, ...others } = await balancesBySymbol(ANVIL_ADDRESS_0)
    expect(others).toEqual({})
    expect(ETH).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: network,
      price: 3000,
      value: 30_000_000,
      quantity: { decimals: '18', numeric: '10000' },
      iconUrl: `${service.url}/devnet/token-icons/ETH.svg`,
    })
    expect(FUSD).toMatchObject({
      name: 'Foyer Dollar',
      address: `${network}:${FUSD_ADDRESS}`,
      price: 1,
      value: 1250.5,
      quantity: { decimals: '18', numeric: '1250.5' },
    })
    expect(FOY).toMatchObject({
      name: 'Foyer Token',
      address: `${network}:${FOY_ADDRESS}`,
      price: 0.25,
      value: 10.5,
      quantity: { decimals: '18', numeric: '42' },
    })
    for (const balance of [ETH, FUSD, FOY]) {
      const icon = await fetch(balance?.iconUrl ?? '')
      expect(icon.headers.get('content-type')).toBe('image/svg+xml')
      expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/)
    }
  })

  it('lists nothing for an account without tokens, another chain, or another namespace', async () => {
    expect(await api.balances({ address: ANVIL_ADDRESS_0, network: 'eip155:31338' })).toEqual([])
    expect(await api.balances({ address: ANVIL_ADDRESS_0, network: 'eip155:1' })).toEqual([])
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(
      await api.balances({ address: 'So11111111111111111111111111111111111111112', network: solana }),
    ).toEqual([])
    const testClient = createTestClient({ mode: 'anvil', chain: chain(), transport: http(anvil.rpcUrl) })
    await testClient.setBalance({ address: devAccount(8).address, value: 0n })
    expect(await api.balances({ address: devAccount(8).address, network })).toEqual([])
  })

  it('answers 400 without a project id or chain id, or for a malformed address', async () => {
    const url = `${service.url}/v1/account/${ANVIL_ADDRESS_0}/balance`
    expect((await fetch(`${url}?chainId=${network}`)).status).toBe(400)
    const noChain = await fetch(`${url}?projectId=p1`)
    expect(noChain.status).toBe(400)
    expect(await noChain.json()).toEqual({ error: 'chainId is required' })
    await expect(api.balances({ address: '0x1234', network })).rejects.toMatchObject({ status: 400 })
  })
})

describe('GET /v1/supported-chains', () => {
  it('names the devnets it reads, so Foyer reads the other networks from the chain itself', async () => {
    expect(await api.supportedChains()).toEqual({ http: [network], ws: [] })
    expect((await fetch(`${service.url}/v1/supported-chains`)).status).toBe(400)
  })
})

describe('GET /v1/account/:address/history from the devnet', () => {
  it('follows sends on chain: balances change and both show first in the history, out for the sender, in for the receiver', async () => {
    const before = await balancesBySymbol(ANVIL_ADDRESS_1)
    const { eth, fusd } = await sendEthAndFusd()

    const sender = await balancesBySymbol(ANVIL_ADDRESS_0)
    expect(sender.FUSD?.quantity.numeric).toBe('1240.5')
    // 1 ETH sent, and a little gas.
    expect(Number(sender.ETH?.quantity.numeric)).toBeLessThan(9999)
    expect(Number(sender.ETH?.quantity.numeric)).toBeGreaterThan(9998.99)
    const receiver = await balancesBySymbol(ANVIL_ADDRESS_1)
    expect(receiver.ETH?.quantity.numeric).toBe(
      String(Number(before.ETH?.quantity.numeric) + 1), // 10001 on a fresh chain
    )
    expect(receiver.FUSD).toMatchObject({ quantity: { numeric: '10' }, value: 10 })

    const { transactions } = await api.history({ address: ANVIL_ADDRESS_0, network })
    const [latest, previous] = transactions
    expect(latest).toMatchObject({
      hash: fusd,
      chainId: network,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ANVIL_ADDRESS_0,
      sentTo: FUSD_ADDRESS,
      transfers: [
        {
          kind: 'fungible',
          direction: 'out',
          quantity: '10',
          name: 'Foyer Dollar',
          symbol: 'FUSD',
          iconUrl: `${service.url}/devnet/token-icons/FUSD.svg`,
          value: 10,
        },
      ],
    })
    expect(previous).toMatchObject({
      hash: eth,
      operationType: 'send',
      sentTo: ANVIL_ADDRESS_1,
      transfers: [{ kind: 'fungible', direction: 'out', quantity: '1', symbol: 'ETH', value: 3000 }],
    })
    expect(Date.parse(latest?.minedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(previous?.minedAt ?? ''))

    const incoming = await api.history({ address: ANVIL_ADDRESS_1, network })
    expect(
      incoming.transactions.map((tx) => [tx.hash, tx.operationType, tx.transfers[0]?.direction]),
    ).toEqual([
      [fusd, 'receive', 'in'],
      [eth, 'receive', 'in'],
    ])
  })

  it('shows the holder its mints: the tokens in, and the Foyer Friends with their pictures', async () => {
    const { transactions } = await api.history({ address: ANVIL_ADDRESS_0, network })
    const mints = transactions.filter((tx) => tx.operationType === 'mint')
    expect(mints.map((tx) => tx.transfers.map((t) => `${t.direction} ${t.quantity} ${t.name}`))).toEqual([
      ['in 1 Foyer Friend #1'],
      ['in 1 Foyer Friend #0'],
      ['in 42 Foyer Token'],
      ['in 1250.5 Foyer Dollar'],
    ])
    const friend = mints[1]?.transfers[0]
    expect(friend).toEqual({
      kind: 'nft',
      direction: 'in',
      quantity: '1',
      name: 'Foyer Friend #0',
      imageUrl: `${service.url}/devnet/nft-images/0.svg`,
    })
  })

  it('pages ten transactions at a time, newest first, the last page with no cursor', async () => {
    const [payer, payee] = [devAccount(3), devAccount(4)]
    const client = wallet(payer)
    const hashes: Hash[] = []
    for (let sent = 0; sent < HISTORY_PAGE_SIZE + 2; sent++)
      hashes.push(await client.sendTransaction({ to: payee.address, value: parseEther('0.01') }))
    await Promise.all(hashes.map((hash) => reader().waitForTransactionReceipt({ hash })))

    const first = await api.history({ address: payer.address, network })
    expect(first.transactions).toHaveLength(HISTORY_PAGE_SIZE)
    expect(first.next).toEqual(expect.any(String))
    const second = await api.history({ address: payer.address, network, cursor: first.next })
    expect(second.next).toBeUndefined()
    const all = [...first.transactions, ...second.transactions].map((tx) => tx.hash)
    expect(all).toEqual(hashes.reverse())

    const malformed = await fetch(
      `${service.url}/v1/account/${payer.address}/history?projectId=p1&chainId=${network}&cursor=nope`,
    )
    expect(malformed.status).toBe(400)
  })

  it('is empty on a chain the service does not know', async () => {
    expect(await api.history({ address: ANVIL_ADDRESS_0, network: 'eip155:1' })).toEqual({
      transactions: [],
      next: undefined,
    })
  })
})

describe('the devnet NFT metadata and the chains across resets', () => {
  it("serves the metadata the Foyer Friends' token URIs point at, with a distinct picture per id", async () => {
    const uri = await reader().readContract({
      address: FRND_ADDRESS,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [0n],
    })
    expect(uri).toBe(`${service.url}/devnet/nft/0`)
    const metadata = await (await fetch(uri)).json()
    expect(metadata).toMatchObject({
      name: 'Foyer Friend #0',
      image: `${service.url}/devnet/nft-images/0.svg`,
    })
    const [zero, one] = await Promise.all(
      ['0', '1'].map(async (id) => (await fetch(`${service.url}/devnet/nft-images/${id}.svg`)).text()),
    )
    expect(zero).toMatch(/^<svg[\s\S]*<\/svg>$/)
    expect(one).not.toBe(zero)
    expect((await fetch(`${service.url}/devnet/nft/abc`)).status).toBe(404)
    expect((await fetch(`${service.url}/devnet/token-icons/BTC.svg`)).status).toBe(404)
  })

  it('keeps its chains across reset(); a service started with an unreachable chain answers 502', async () => {
    service.reset()
    expect((await api.balances({ address: ANVIL_ADDRESS_0, network })).length).toBe(3)

    const unreachable = await start({ chains: { [network]: { rpcUrl: 'http://127.0.0.1:1', tokens } } })
    try {
      const broken = createBlockchainApi({ http: createHttpClient({ baseUrl: unreachable.url }), sdk })
      const failure = broken.balances({ address: ANVIL_ADDRESS_0, network })
      await expect(failure).rejects.toBeInstanceOf(HttpStatusError)
      await expect(failure).rejects.toMatchObject({ status: 502 })
    } finally {
      await unreachable.close()
    }
  })
})

describe('POST /v1/fungible/price, through Foyer’s client', () => {
  it("prices the devnet's tokens by their CAIP-10 address, sending the body the service expects", async () => {
    const price = await api.tokenPrice({ token: `${network}:${FUSD_ADDRESS}` })
    expect(price).toEqual({
      name: 'Foyer Dollar',
      symbol: 'FUSD',
      iconUrl: `${service.url}/devnet/token-icons/FUSD.svg`,
      price: 1,
    })
    expect((await api.tokenPrice({ token: `${network}:${FOY_ADDRESS}` }))?.price).toBe(0.25)
    const asked = service.requests.filter((request) => request.path === '/v1/fungible/price').at(-1)
    expect(asked?.method).toBe('POST')
    expect(asked?.body).toEqual({
      projectId: sdk.projectId,
      currency: 'usd',
      addresses: [`${network}:${FOY_ADDRESS}`],
    })
  })

  it('refuses what the real service refuses: no addresses (400), another currency (422)', async () => {
    const ask = (body: unknown) =>
      fetch(`${service.url}/v1/fungible/price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status)
    const token = `${network}:${FUSD_ADDRESS}`
    expect(await ask({ projectId: sdk.projectId, currency: 'usd', addresses: [] })).toBe(400)
    expect(await ask({ projectId: sdk.projectId, currency: 'irn', addresses: [token] })).toBe(422)
    expect(await ask({ projectId: sdk.projectId, currency: 'usd', addresses: [token] })).toBe(200)
  })

  it('a token the service does not price is its 400, which the client reports as the HTTP error it is', async () => {
    const unknown = `${network}:0x000000000000000000000000000000000000dEaD` as const
    const error = await api.tokenPrice({ token: unknown }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).status).toBe(400)
  })
})
