import { createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainSource } from '../../../core/src/account-data/chain.source.js'
import { eip155 } from '../../../core/src/chains/eip155/eip155.adapter.js'
import { widenAdapter } from '../../../core/src/machines/connection/connection.rules.js'
import { mainnet } from '../../../core/src/networks/definitions/evm.js'
import type { Network } from '../../../core/src/networks/network.types.js'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import {
  DEVNET_TOKENS,
  deployDevnetTokens,
  devnetViemChain,
  FOY_ADDRESS,
  FUSD_ADDRESS,
  MULTICALL3_ADDRESS,
} from '../../devnet/evm-tokens.js'
import {
  ANVIL_ADDRESS_0,
  ANVIL_ADDRESS_1,
  ANVIL_PRIVATE_KEY_0,
  DEVNET_A,
  localNetwork,
} from '../../devnet/local-networks.js'

// The chain source's history on a local chain, read by the EVM adapter from a real anvil: the
// devnet's mints, an ETH send and a send of a token the site did not list (named by its own
// contract, and read in the Tokens list from then on), newest first, ten to a page.

const fusd = { address: FUSD_ADDRESS, name: 'Foyer Dollar', symbol: 'FUSD', decimals: 18 }
const friends = { address: DEVNET_TOKENS.nft.address, name: 'Foyer Friends' }

let anvil: Anvil
let network: Network<'eip155'>
beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
  await deployDevnetTokens({
    rpcUrl: anvil.rpcUrl,
    chainId: DEVNET_A,
    nftBaseUri: 'http://127.0.0.1:1/nft/',
    holders: [ANVIL_ADDRESS_0],
  })
  network = {
    ...localNetwork({ chainId: DEVNET_A, name: 'Foyer Devnet A', rpcUrl: anvil.rpcUrl }),
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  }
  const wallet = createWalletClient({
    account: privateKeyToAccount(ANVIL_PRIVATE_KEY_0),
    chain: devnetViemChain(DEVNET_A, anvil.rpcUrl),
    transport: http(anvil.rpcUrl),
  })
  // Five small sends elsewhere first, so anvil #0's history (mints included) runs past one page.
  for (let sent = 0; sent < 5; sent++)
    await wallet.sendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: 1n })
  await wallet.sendTransaction({ to: ANVIL_ADDRESS_1, value: parseEther('0.5') })
  await wallet.writeContract({
    address: FOY_ADDRESS,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [ANVIL_ADDRESS_1, parseUnits('2', 18)],
  })
})
afterAll(() => anvil?.stop())

function sourceAndAccount(address: string) {
  const source = chainSource({
    tokens: { [network.caipNetworkId]: [fusd] },
    collections: { [network.caipNetworkId]: [friends] },
  })
  const account = { address, network, adapter: widenAdapter(eip155({ networks: [network] })) }
  return { source, account, signal: new AbortController().signal }
}

describe('the chain source’s history on a local chain', () => {
  it('lists the sends newest first with what moved, and the mints before them', async () => {
    const { source, account, signal } = sourceAndAccount(ANVIL_ADDRESS_0)
    const page = await source.history?.({ ...account, signal })
    const [foySend, ethSend] = page?.transactions ?? []
    expect(foySend).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      chainId: network.caipNetworkId,
      sentFrom: ANVIL_ADDRESS_0.toLowerCase(),
      sentTo: FOY_ADDRESS.toLowerCase(),
      transfers: [{ kind: 'fungible', direction: 'out', quantity: '2', name: 'Foyer Token', symbol: 'FOY' }],
    })
    expect(ethSend).toMatchObject({
      operationType: 'send',
      transfers: [{ kind: 'fungible', direction: 'out', quantity: '0.5', name: 'Ether', symbol: 'ETH' }],
    })
    expect(Date.parse(foySend?.minedAt ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000)
    const second = await source.history?.({ ...account, cursor: page?.next, signal })
    const all = [...(page?.transactions ?? []), ...(second?.transactions ?? [])]
    const mints = all.filter((transaction) => transaction.operationType === 'mint')
    expect(mints.flatMap((mint) => mint.transfers)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'fungible', direction: 'in', quantity: '1250.5', symbol: 'FUSD' }),
        expect.objectContaining({ kind: 'nft', direction: 'in', name: 'Foyer Friends #0' }),
      ]),
    )
  })

  it('pages ten at a time by cursor and shows the receiver its receipt', async () => {
    const { source, account, signal } = sourceAndAccount(ANVIL_ADDRESS_0)
    const first = await source.history?.({ ...account, signal })
    expect(first?.transactions).toHaveLength(10)
    expect(first?.next).toBe('10')
    const second = await source.history?.({ ...account, cursor: first?.next, signal })
    const hashes = [...(first?.transactions ?? []), ...(second?.transactions ?? [])].map((tx) => tx.hash)
    expect(new Set(hashes).size).toBe(hashes.length)
    expect(second?.transactions).toHaveLength(hashes.length - 10)
    expect(second?.next).toBeUndefined()

    const receiver = sourceAndAccount(ANVIL_ADDRESS_1)
    const received = await receiver.source.history?.({ ...receiver.account, signal })
    expect(received?.transactions.map((tx) => [tx.operationType, tx.transfers])).toEqual([
      ['receive', [expect.objectContaining({ direction: 'in', quantity: '2', symbol: 'FOY' })]],
      ['receive', [expect.objectContaining({ direction: 'in', quantity: '0.5', symbol: 'ETH' })]],
    ])
  })

  it('reads the balance of a token the history moved though the site did not list it', async () => {
    const { source, account, signal } = sourceAndAccount(ANVIL_ADDRESS_0)
    const symbols = async () => (await source.balances({ ...account, signal })).map((token) => token.symbol)
    expect(await symbols()).toEqual(['ETH', 'FUSD'])
    await source.history?.({ ...account, signal })
    expect(await symbols()).toEqual(['ETH', 'FUSD', 'FOY'])
  })

  it('is empty on a network that is not local, without asking it', async () => {
    const { source, account, signal } = sourceAndAccount(ANVIL_ADDRESS_0)
    const remote = { ...mainnet, rpcUrls: { default: { http: ['https://rpc.invalid'] } } }
    expect(await source.history?.({ ...account, network: remote, signal })).toEqual({
      transactions: [],
      next: undefined,
    })
  })
})
