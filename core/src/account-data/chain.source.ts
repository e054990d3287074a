import type { HistoryPage, TokenBalance } from '../api/blockchain/blockchain-api.types.js'
import { isLocalNetwork } from '../networks/local-network.js'
import type { CaipAddress, CaipNetworkId } from '../networks/network.types.js'
import {
  type AccountDataSource,
  type CollectionLists,
  type ListedToken,
  readsChainNames,
  readsLocalHistory,
  readsNfts,
  readsTokenBalances,
  type TokenLists,
} from './account-data.types.js'
import { exactAmount } from './amount.js'
import { readNftMetadata } from './nft-metadata.js'

/** How many transactions a page of the chain source's history holds. */
export const CHAIN_HISTORY_PAGE_SIZE = 10

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
 * On a local chain (every RPC endpoint on this machine) the history is read from the chain's blocks
 * and `Transfer` logs, and the tokens it moved are read from then on besides the listed ones; on any
 * other chain the history is empty (reading a public chain's history needs an indexer). The name is
 * the account's ENS primary name, without an avatar, read where a configured network has ENS
 * (Ethereum mainnet, Sepolia). Used without a Blockchain API (basic mode), on networks the API does
 * not serve, and wherever the site prefers the chain.
 *
 * @example
 * accountData({ source: chainSource({ tokens: { 'eip155:1': [usdc] }, collections: { 'eip155:1': [friends] } }) })
 */
export function chainSource({ tokens = {}, collections }: ChainSourceOptions = {}): AccountDataSource {
  // The tokens each network's history moved, unlisted ones included, read from then on.
  const seen = new Map<CaipNetworkId, readonly ListedToken[]>()
  const tokensOn = (network: CaipNetworkId) =>
    withoutRepeats([...(tokens[network] ?? []), ...(seen.get(network) ?? [])])
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
    async identity({ address, network, adapter }) {
      return readsChainNames(adapter)
        ? adapter.readChainIdentity({ address, network })
        : { name: undefined, avatar: undefined }
    },
    async history({ address, network, adapter, cursor }): Promise<HistoryPage> {
      if (!isLocalNetwork(network) || !readsLocalHistory(adapter))
        return { transactions: [], next: undefined }
      const { transactions, tokensSeen } = await adapter.readLocalHistory({
        address,
        network,
        tokens: tokens[network.caipNetworkId] ?? [],
        collections: collections?.[network.caipNetworkId] ?? [],
      })
      seen.set(network.caipNetworkId, tokensSeen)
      // The cursor is the count of transactions already shown; one this source did not give starts over.
      const from = cursor !== undefined && /^\d+$/.test(cursor) ? Number(cursor) : 0
      const to = from + CHAIN_HISTORY_PAGE_SIZE
      return {
        transactions: transactions.slice(from, to),
        next: to < transactions.length ? String(to) : undefined,
      }
    },
    async balances({ address, network, adapter }) {
      const listed = tokensOn(network.caipNetworkId)
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

/** Each token once, by contract address (any case), the first listing kept. */
function withoutRepeats(listed: readonly ListedToken[]): ListedToken[] {
  const byAddress = new Map<string, ListedToken>()
  for (const token of listed) {
    const key = token.address.toLowerCase()
    if (!byAddress.has(key)) byAddress.set(key, token)
  }
  return [...byAddress.values()]
}
