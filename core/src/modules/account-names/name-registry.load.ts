import { createBlockchainApi } from '../../api/blockchain/blockchain-api.js'
import { createHttpClient } from '../../api/http.js'
import type { NameRegistry } from '../../machines/name-registration/name-registration.types.js'
import type { BlockchainApiConfig } from '../blockchain-api.config.js'

/**
 * The name registry of the Blockchain API's profile calls. Loaded with `import()`, with the first
 * RegisterAccountName view.
 *
 * @example
 * const registry = createNameRegistry({ url, sdk })
 */
export function createNameRegistry({ url, sdk }: BlockchainApiConfig): NameRegistry {
  const api = createBlockchainApi({ http: createHttpClient({ baseUrl: url }), sdk })
  return {
    suggestions: (request) => api.nameSuggestions(request),
    register: (request) => api.registerName(request),
  }
}
