import type { BlockchainApi } from '../api/blockchain/blockchain-api.js'
import type { AccountIdentity } from '../api/blockchain/blockchain-api.types.js'
import type { AccountDataSource } from './account-data.types.js'

/**
 * Account data from the Blockchain API (SPEC §7): tokens priced in US dollars, the transaction
 * history and the account's name and avatar, answers checked before use (SPEC §5). The API knows
 * only the networks it indexes; for the others it answers an empty list.
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
    identity: ({ address, signal }) => identityOrRegisteredName(api, address, signal),
  }
}

/**
 * The identity service's answer; when it fails, the name service's first name for the address, with
 * no avatar (only the identity service knows avatars). Both failing is the identity service's error:
 * that is the lookup that was asked for.
 */
async function identityOrRegisteredName(
  api: BlockchainApi,
  address: string,
  signal: AbortSignal,
): Promise<AccountIdentity> {
  try {
    return await api.identity({ address, signal })
  } catch (identityError) {
    if (signal.aborted) throw identityError
    const names = await api.namesForAddress({ address, signal }).catch(() => {
      throw identityError
    })
    return { name: names[0]?.name, avatar: undefined }
  }
}
