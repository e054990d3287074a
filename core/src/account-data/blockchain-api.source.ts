import type { BlockchainApi } from '../api/blockchain/blockchain-api.js'
import type { AccountDataSource } from './account-data.types.js'

/**
 * Account data from the Blockchain API (SPEC §7): tokens priced in US dollars, the transaction
 * history and the account's name and avatar, answers checked
 * before use (SPEC §5). The API knows only the networks it indexes; for the others it answers an
 * empty list.
 *
 * @example
 * const source = blockchainApiSource(createBlockchainApi({ http, sdk }))
 */
export function blockchainApiSource(api: BlockchainApi): AccountDataSource {
  return {
    balances: ({ address, network, forceUpdate, signal }) =>
      api.balances({ address, network: network.caipNetworkId, forceUpdate, signal }),
    history: ({ address, network, cursor, signal }) =>
      api.history({ address, network: network.caipNetworkId, cursor, signal }),
    identity: ({ address, signal }) => api.identity({ address, signal }),
  }
}
