import { createBlockchainApi } from '../../api/blockchain/blockchain-api.js'
import { createHttpClient } from '../../api/http.js'
import type { NameRegistry } from '../../machines/name-registration/name-registration.types.js'
import { storageKeys } from '../../storage/keys.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { BlockchainApiConfig } from '../blockchain-api.config.js'

/**
 * The name registry of the Blockchain API's profile calls. A name registered makes the account's cached
 * identity (5 minutes, in `storage`) out of date: it is dropped, on every network, so a reload shows the
 * new name. Loaded with `import()`, with the first RegisterAccountName view.
 *
 * @example
 * const registry = createNameRegistry({ url, sdk }, storage)
 */
export function createNameRegistry({ url, sdk }: BlockchainApiConfig, storage: TypedStorage): NameRegistry {
  const api = createBlockchainApi({ http: createHttpClient({ baseUrl: url }), sdk })
  return {
    suggestions: (request) => api.nameSuggestions(request),
    register: async (request) => {
      await api.registerName(request)
      // Entries are keyed by CAIP-10 id (`eip155:1:0xab…`); EVM addresses in any letter case.
      const address = `:${request.address.toLowerCase()}`
      const cached = storage.readFresh(storageKeys.identityCache)
      const kept = Object.fromEntries(
        Object.entries(cached).filter(([id]) => !id.toLowerCase().endsWith(address)),
      )
      if (Object.keys(kept).length < Object.keys(cached).length) storage.set(storageKeys.identityCache, kept)
    },
  }
}
