import type { BlockchainApi } from '../api/blockchain/blockchain-api.js'
import type { CaipNetworkId } from '../networks/network.types.js'
import type { AccountDataSource } from './account-data.types.js'

/**
 * Where {@link indexedOrChainSource} reads from: the API that says which networks it indexes, the
 * source reading from it, and the chain source for every other network.
 *
 * @example
 * const parts: IndexedOrChainParts = { api, indexed: blockchainApiSource(api), chain: chainSource({ tokens }) }
 */
export type IndexedOrChainParts = {
  api: Pick<BlockchainApi, 'supportedChains'>
  indexed: AccountDataSource
  chain: AccountDataSource
}

/**
 * Account data from the Blockchain API on the networks it serves (`GET /v1/supported-chains`, asked
 * once) and from the chain itself on the others, so a local or private chain the API has never heard
 * of still shows what the account holds instead of an empty list. Names come from the API whatever
 * the network (a name belongs to the address). When the list cannot be read, every network goes to
 * the API, which answers an empty list for those it does not index, and the list is asked again next
 * time.
 *
 * @example
 * const source = indexedOrChainSource({ api, indexed: blockchainApiSource(api), chain: chainSource() })
 */
export function indexedOrChainSource({ api, indexed, chain }: IndexedOrChainParts): AccountDataSource {
  let served: Promise<ReadonlySet<CaipNetworkId> | undefined> | undefined
  const sourceFor = async (network: CaipNetworkId) => {
    // Shared by every request, so no one request's signal may abort it; the HTTP client's timeout ends it.
    served ??= api.supportedChains().then(
      (chains) => new Set(chains.http),
      () => {
        served = undefined
        return undefined
      },
    )
    const networks = await served
    return !networks || networks.has(network) ? indexed : chain
  }
  return {
    ...(indexed.identity ? { identity: indexed.identity } : {}),
    async balances(request) {
      return (await sourceFor(request.network.caipNetworkId)).balances(request)
    },
    async history(request) {
      const source = await sourceFor(request.network.caipNetworkId)
      return source.history ? source.history(request) : { transactions: [], next: undefined }
    },
  }
}
