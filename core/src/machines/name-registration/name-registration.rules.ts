import {
  AddressOrAuthConnectorNotFoundError,
  NameRegistrationError,
  NameSuggestionsError,
  NetworkNotFoundError,
} from '../../errors/names.js'
import { InvalidCoinTypeChainIdError } from '../../networks/caip.errors.js'

/**
 * The name zones (SPEC §9): names are registered under `.reown.id`; `.wcn.id` names registered before
 * are still the account's. Suggestions are asked in the current zone (the provider's domain).
 */
export const nameSuffixes = { current: '.reown.id', legacy: '.wcn.id' } as const

/**
 * Whether `label` can be registered (before its suffix): at least 4 letters, digits or hyphens.
 *
 * @example
 * isValidNameLabel('satoshi') // true
 * isValidNameLabel('sat') // false
 * isValidNameLabel('sato shi') // false
 */
export function isValidNameLabel(label: string): boolean {
  return /^[a-zA-Z0-9-]{4,}$/.test(label)
}

/**
 * The zone suggestions are asked in: the suffix without its dot.
 *
 * @example
 * nameZone('.reown.id') // 'reown.id'
 */
export function nameZone(suffix: string): string {
  return suffix.replace(/^\./, '')
}

/**
 * The label of a name in one of the zones (`'satoshi'` for `'satoshi.reown.id'`); other names as they are.
 *
 * @example
 * nameLabel('satoshi.wcn.id') // 'satoshi'
 */
export function nameLabel(name: string): string {
  const suffix = Object.values(nameSuffixes).find((each) => name.endsWith(each))
  return suffix ? name.slice(0, -suffix.length) : name
}

/**
 * The message the account signs to register `name` (the full name, with its suffix): JSON of the
 * name, no attributes and the time in whole seconds, so a signature cannot be replayed later.
 *
 * @example
 * registrationMessage('satoshi.reown.id', 1_764_000_000_000) // '{"name":"satoshi.reown.id","attributes":{},"timestamp":1764000000}'
 */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}

/**
 * What the RegisterAccountName view says when registering `name` failed (SPEC §8): what was missing
 * (no embedded-wallet account, no network, a chain id no coin type encodes), else the service's first
 * reason, else 'Error registering name {name}' (a refused signature included).
 *
 * @example
 * registrationErrorText('satoshi.reown.id', new Error('User rejected')) // 'Error registering name satoshi.reown.id'
 */
export function registrationErrorText(name: string, error: unknown): string {
  if (
    error instanceof AddressOrAuthConnectorNotFoundError ||
    error instanceof NetworkNotFoundError ||
    error instanceof InvalidCoinTypeChainIdError
  )
    return error.shortMessage
  return new NameRegistrationError(name, { cause: error }).shortMessage
}

/**
 * What the RegisterAccountName view says when suggestions could not be read (SPEC §8): the service's
 * first reason, else 'Error fetching name suggestions'.
 *
 * @example
 * suggestionsErrorText(new Error('offline')) // 'Error fetching name suggestions'
 */
export function suggestionsErrorText(error: unknown): string {
  return new NameSuggestionsError({ cause: error }).shortMessage
}

/**
 * Whether the Account view offers to choose a name (SPEC §2 RegisterAccountName): with the account
 * names module, for an EVM account of the embedded wallet (its auth connector, which registration
 * needs) that has no name yet.
 *
 * @example
 * offersNameRegistration({ hasNames: true, connectorType: 'AUTH', namespace: 'eip155', name: undefined }) // true
 */
export function offersNameRegistration({
  hasNames,
  connectorType,
  namespace,
  name,
}: {
  hasNames: boolean
  connectorType: string | undefined
  namespace: string | undefined
  name: string | undefined
}): boolean {
  return hasNames && connectorType === 'AUTH' && namespace === 'eip155' && name === undefined
}
