import type { ActiveAccount } from '../../account-data/active-account.js'
import type { AccountIdentity } from '../../api/blockchain/blockchain-api.types.js'
import { visibleText } from '../../utils/visible-text.js'

/**
 * Whether an account's name is looked up: only on a network of a namespace with names (EVM, as its
 * adapter's kit says) that is not a testnet (SPEC §9); elsewhere the name and image are cleared.
 *
 * @example
 * looksUpIdentity({ ...account, network: networks.sepolia }) // false
 */
export function looksUpIdentity(account: ActiveAccount): boolean {
  return account.adapter.kit.hasNames && account.network.testnet !== true
}

/**
 * What the Account view shows of an identity on a network: the name, and the avatar only on Ethereum
 * mainnet (SPEC §9: the image is cleared unless the chain id is 1). A name is whatever its owner
 * registered, so characters that hide or reorder text show as escapes: `vitalik\u{200B}.eth` never
 * passes for `vitalik.eth`.
 *
 * @example
 * shownIdentity({ name: 'a.eth', avatar: 'https://…/a.png' }, 'eip155:8453') // { name: 'a.eth', avatarUrl: undefined }
 */
export function shownIdentity(
  identity: AccountIdentity | undefined,
  caipNetworkId: string | undefined,
): { name: string | undefined; avatarUrl: string | undefined } {
  return {
    name: identity?.name === undefined ? undefined : visibleText(identity.name),
    avatarUrl: caipNetworkId === 'eip155:1' ? identity?.avatar : undefined,
  }
}
