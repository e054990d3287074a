import { createBlockchainApi } from '../../api/blockchain/blockchain-api.js'
import { createHttpClient } from '../../api/http.js'
import { HttpStatusError } from '../../errors/http.js'
import type { NameResolver, TokenPricer } from '../../machines/send/send.types.js'
import { storageKeys } from '../../storage/keys.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { BlockchainApiConfig } from '../blockchain-api.config.js'

/**
 * Names as receivers, from the Blockchain API's name service (`GET /v1/profile/account/{name}`): the
 * addresses a name points to, by coin type; `undefined` when no one holds it (404). A name found is
 * kept in the ENS cache of `storage` for 5 minutes (SPEC §9), so typing it again, even after a reload,
 * asks nothing; a name no one holds is asked again (it may be registered meanwhile). Loaded with
 * `import()`, with the first name typed as a receiver (with the token prices: one download).
 *
 * @example
 * const resolve = createNameResolver({ url, sdk }, storage)
 * await resolve('satoshi.reown.id', signal) // { name: 'satoshi.reown.id', addresses: { '60': '0xf39F…' } }
 */
export function createNameResolver({ url, sdk }: BlockchainApiConfig, storage: TypedStorage): NameResolver {
  const api = createBlockchainApi({ http: createHttpClient({ baseUrl: url }), sdk })
  const lookUp = async (name: string, signal: AbortSignal) => {
    try {
      return await api.lookUpName({ name, signal })
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) return undefined
      throw error
    }
  }
  return async (name, signal) => {
    // Names are case-insensitive: one entry per name however it was typed.
    const id = name.toLowerCase()
    const cached = storage.readFresh(storageKeys.ensCache)[id]
    if (cached) {
      const addresses: Record<string, string> = {}
      for (const [coinType, address] of Object.entries(cached.addresses))
        if (address !== undefined) addresses[coinType] = address
      return { name, addresses, avatar: cached.avatar }
    }
    const found = await lookUp(name, signal)
    if (found)
      storage.writeFresh(storageKeys.ensCache, id, { addresses: found.addresses, avatar: found.avatar })
    return found
  }
}

/**
 * Token prices from the Blockchain API (`POST /v1/fungible/price`), for the dollar value beside an
 * amount when the token list gave none; `undefined` when the service does not price the token.
 * Loaded with `import()`, with the first quote of such a token.
 *
 * @example
 * const priceOf = createTokenPricer({ url, sdk })
 * await priceOf('eip155:1:0xA0b8…eB48', signal) // 1
 */
export function createTokenPricer({ url, sdk }: BlockchainApiConfig): TokenPricer {
  const api = createBlockchainApi({ http: createHttpClient({ baseUrl: url }), sdk })
  return async (token, signal) => (await api.tokenPrice({ token, signal }))?.price
}
