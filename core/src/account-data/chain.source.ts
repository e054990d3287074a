import type { TokenBalance } from '../api/blockchain/blockchain-api.types.js'
import type { CaipAddress } from '../networks/network.types.js'
import {
  type AccountDataSource,
  type CollectionLists,
  type ListedToken,
  readsNfts,
  readsTokenBalances,
  type TokenLists,
} from './account-data.types.js'
import { exactAmount } from './amount.js'
import { readNftMetadata } from './nft-metadata.js'

/**
 * Options of {@link chainSource}.
 *
 * @example
 * const options: ChainSourceOptions = { tokens: { 'eip155:1': [usdc] } }
 */
export type ChainSourceOptions = {
  /** The tokens read on each network besides its native currency. */
  tokens?: TokenLists | undefined
  /** The NFT collections looked in on each network (ERC-721 Enumerable contracts). */
  collections?: CollectionLists | undefined
}

/**
 * Account data read from the chain itself, through the connection's adapter and the network's own
 * RPC: the native balance, and each listed token's (an EVM adapter reads them all with one multicall).
 * No prices: the chain does not know them. Only what the account holds is listed, the native currency
 * first. NFTs are found in the listed collections, with the name and picture their metadata gives.
 * Used without a Blockchain API (basic mode) and wherever the site prefers the chain.
 *
 * @example
 * accountData({ source: chainSource({ tokens: { 'eip155:1': [usdc] }, collections: { 'eip155:1': [friends] } }) })
 */
export function chainSource({ tokens = {}, collections }: ChainSourceOptions = {}): AccountDataSource {
  // Without collections there is nothing to look in: no `nfts`, so no NFTs tab.
  const nfts: AccountDataSource['nfts'] =
    collections &&
    (async ({ address, network, adapter, signal }) => {
      const listed = collections[network.caipNetworkId] ?? []
      if (listed.length === 0 || !readsNfts(adapter)) return []
      const found = await adapter.readOwnedNfts({ address, network, collections: listed })
      return Promise.all(
        found.map(async ({ collection, tokenId, metadataUrl }) => ({
          collection,
          tokenId,
          ...(await readNftMetadata(metadataUrl, signal)),
        })),
      )
    })
  return {
    ...(nfts ? { nfts } : {}),
    async balances({ address, network, adapter }) {
      const listed = tokens[network.caipNetworkId] ?? []
      const [native, amounts] = await Promise.all([
        adapter.getBalance({ address, network }),
        listed.length > 0 && readsTokenBalances(adapter)
          ? adapter.readTokenBalances({ address, network, tokens: listed })
          : [],
      ])
      const nativeToken: TokenBalance = {
        name: network.nativeCurrency.name,
        symbol: native.symbol,
        chainId: network.caipNetworkId,
        quantity: { decimals: String(native.decimals), numeric: exactAmount(native.value, native.decimals) },
        iconUrl: network.assets?.imageUrl ?? '',
      }
      const held = listed.flatMap((token, index) => {
        const amount = amounts[index] ?? 0n
        return amount > 0n ? [listedBalance(token, amount, network.caipNetworkId)] : []
      })
      return native.value > 0n ? [nativeToken, ...held] : held
    },
  }
}

function listedBalance(token: ListedToken, amount: bigint, chainId: TokenBalance['chainId']): TokenBalance {
  const address: CaipAddress = `${chainId}:${token.address}`
  return {
    name: token.name,
    symbol: token.symbol,
    chainId,
    address,
    quantity: { decimals: String(token.decimals), numeric: exactAmount(amount, token.decimals) },
    iconUrl: token.iconUrl ?? '',
  }
}
