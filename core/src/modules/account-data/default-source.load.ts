import type { AccountDataSource, TokenLists } from '../../account-data/account-data.types.js'
import { blockchainApiSource } from '../../account-data/blockchain-api.source.js'
import { chainSource } from '../../account-data/chain.source.js'
import { createBlockchainApi } from '../../api/blockchain/blockchain-api.js'
import { createHttpClient } from '../../api/http.js'
import type { SdkRequest } from '../../api/remote-config.js'

/**
 * What the default source is made from: the Blockchain API's host and the project (both or neither),
 * and the tokens the chain source reads.
 *
 * @example
 * const options: DefaultSourceOptions = { api: { url: 'https://rpc.example.com', sdk }, tokens: {} }
 */
export type DefaultSourceOptions = {
  api: { url: string; sdk: Omit<SdkRequest, 'signal'> } | undefined
  tokens: TokenLists | undefined
}

/**
 * The source account data comes from when the site names none: the Blockchain API when one is
 * configured with a project, otherwise the chain itself. Loaded with `import()`, with the portfolio.
 *
 * @example
 * const source = createDefaultSource({ api: undefined, tokens }) // the chain
 */
export function createDefaultSource({ api, tokens }: DefaultSourceOptions): AccountDataSource {
  if (!api) return chainSource({ tokens })
  return blockchainApiSource(
    createBlockchainApi({ http: createHttpClient({ baseUrl: api.url }), sdk: api.sdk }),
  )
}
