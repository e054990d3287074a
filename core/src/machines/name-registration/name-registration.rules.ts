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
 * A label as it is registered: without the spaces around it and with its ASCII capitals in lowercase,
 * as ENS normalisation (ENSIP-15) maps them, so `Satoshi` and `satoshi` are one name and what the
 * visitor signs is the name the registry keeps. Only A–Z are lowered: other letters stay as they are
 * and fail {@link isValidNameLabel}, so a look-alike that Unicode lowercases to ASCII (the Kelvin sign
 * U+212A becomes `k`) cannot pass for a plain letter.
 *
 * @example
 * normalizeNameLabel(' Satoshi ') // 'satoshi'
 */
export function normalizeNameLabel(label: string): string {
  return label.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase())
}

/**
 * Whether `label` can be registered (before its suffix): at least 4 ASCII letters, digits or hyphens
 * (SPEC §9). As ENS normalisation (ENSIP-15) refuses them, a label with `--` as its third and fourth
 * characters is refused too: that is where IDNA puts its extensions, and an `xn--` label is punycode
 * that browsers and wallets show as other letters (`xn--80ak6aa92e` reads `аррӏе`).
 *
 * @example
 * isValidNameLabel('satoshi') // true
 * isValidNameLabel('Satoshi') // true: registered as 'satoshi'
 * isValidNameLabel('sat') // false
 * isValidNameLabel('xn--80ak6aa92e') // false
 */
export function isValidNameLabel(label: string): boolean {
  return /^[a-zA-Z0-9-]{4,}$/.test(label) && label.slice(2, 4) !== '--'
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
