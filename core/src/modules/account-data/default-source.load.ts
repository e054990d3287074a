import type { AccountDataSource, CollectionLists, TokenLists } from '../../account-data/account-data.types.js'
import { blockchainApiSource } from '../../account-data/blockchain-api.source.js'
import { chainSource } from '../../account-data/chain.source.js'
import { indexedOrChainSource } from '../../account-data/indexed-or-chain.source.js'
import { createBlockchainApi } from '../../api/blockchain/blockchain-api.js'
import { createHttpClient } from '../../api/http.js'
import type { BlockchainApiConfig } from '../blockchain-api.config.js'

/**
 * What the default source is made from: the Blockchain API's host and the project (both or neither),
 * the tokens the chain source reads and the NFT collections it looks in.
 *
 * @example
 * const options: DefaultSourceOptions = { api: { url: 'https://rpc.example.com', sdk }, tokens: {}, collections: undefined }
 */
export type DefaultSourceOptions = {
  api: BlockchainApiConfig | undefined
  tokens: TokenLists | undefined
  collections: CollectionLists | undefined
}

/**
 * The source account data comes from when the site names none: the Blockchain API when one is
 * configured with a project, on the networks it serves (the chain itself on the others), otherwise
 * the chain itself. The Blockchain API lists no NFTs, so NFTs come from the chain either way, from
 * the collections the site lists. Loaded with `import()`, with
 * the first list shown.
 *
 * @example
 * const source = createDefaultSource({ api: undefined, tokens, collections }) // the chain
 */
export function createDefaultSource({ api, tokens, collections }: DefaultSourceOptions): AccountDataSource {
  const chain = chainSource({ tokens, collections })
  if (!api) return chain
  const blockchainApi = createBlockchainApi({ http: createHttpClient({ baseUrl: api.url }), sdk: api.sdk })
  const remote = indexedOrChainSource({
    api: blockchainApi,
    indexed: blockchainApiSource(blockchainApi),
    chain,
  })
  return chain.nfts ? { ...remote, nfts: chain.nfts } : remote
}
