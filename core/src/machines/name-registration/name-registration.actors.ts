import { fromPromise } from 'xstate'
import type { NameSuggestion } from '../../api/blockchain/blockchain-api.types.js'
import { activeAccountOf } from '../../chains/account.js'
import { AddressOrAuthConnectorNotFoundError, NetworkNotFoundError } from '../../errors/names.js'
import { parseCaipNetworkId } from '../../networks/caip.js'
import { evmChainIdToCoinType } from '../../networks/coin-type.js'
import { getSystemActor } from '../../system/system.js'
import { requestSignature } from '../connection/connection.request.js'
import { selectConnectors, selectLiveConnection } from '../connection/connection.selectors.js'
import type { NameRegistry, SignedRegistration } from './name-registration.types.js'

/** Asks the registry for names like the label, in the zone; abandoned when the visitor types on. */
export const suggestNamesActor = fromPromise<
  readonly NameSuggestion[],
  { registry: NameRegistry; label: string; zone: string }
>(({ input: { registry, label, zone }, signal }) => registry.suggestions({ name: label, zone, signal }))

/**
 * Has the EVM account sign the registration message. Names are registered for accounts of the
 * embedded wallet (its auth connector; SPEC §8 'Address or auth connector not found'), on the EVM
 * network the account is on ('Network not found' without one), whose coin type the registration
 * names (ENSIP-11).
 *
 * @example
 * setup({ actors: { signRegistration: signRegistrationActor } }) // input { message }
 */
export const signRegistrationActor = fromPromise<SignedRegistration, { message: string }>(
  async ({ input: { message }, system }) => {
    const actor = getSystemActor(system, 'connection.eip155')
    const snapshot = actor?.getSnapshot()
    const live = snapshot && selectLiveConnection(snapshot)
    if (!actor || !snapshot || !live) throw new AddressOrAuthConnectorNotFoundError()
    const { connection } = live
    const connector = selectConnectors(snapshot).find((each) => each.id === connection.connectorId)
    if (connector?.type !== 'AUTH') throw new AddressOrAuthConnectorNotFoundError()
    const chainId = Number(parseCaipNetworkId(connection.caipNetworkId).reference)
    if (!Number.isInteger(chainId)) throw new NetworkNotFoundError()
    const coinType = evmChainIdToCoinType(chainId)
    const { address } = activeAccountOf(connection)
    const signature = await requestSignature(actor, { message, address })
    return { coinType, address, message, signature }
  },
)

/** Registers what the account signed. */
export const registerNameActor = fromPromise<void, { registry: NameRegistry; signed: SignedRegistration }>(
  ({ input: { registry, signed }, signal }) => registry.register({ ...signed, signal }),
)
