import { caipAccountPattern } from '../chains/caip-facts.js'
import { kitOf, type NamespaceKits } from '../chains/kits.js'
import { type CaipIssue, InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.errors.js'
import { type CaipAddress, type CaipNetworkId, type Namespace, namespaces } from './network.types.js'

/** The namespace a CAIP string literal starts with, or every namespace when it is not a literal. */
type NamespaceOf<value extends string> = value extends `${infer ns extends Namespace}:${string}`
  ? ns
  : Namespace

/**
 * A CAIP-2 network id split into its parts.
 *
 * @example
 * const parts: ParsedCaipNetworkId<'eip155'> = { namespace: 'eip155', reference: '1' }
 */
export type ParsedCaipNetworkId<ns extends Namespace = Namespace> = { namespace: ns; reference: string }

/**
 * A CAIP-10 account id split into its parts, with its CAIP-2 network id for convenience.
 *
 * @example
 * const parts: ParsedCaipAddress<'eip155'> = {
 *   namespace: 'eip155', reference: '1', address: '0xab…', caipNetworkId: 'eip155:1',
 * }
 */
export type ParsedCaipAddress<ns extends Namespace = Namespace> = ParsedCaipNetworkId<ns> & {
  address: string
  caipNetworkId: CaipNetworkId<ns>
}

// A CAIP-2 reference follows its namespace's rule, from the namespace's kit among those given (CAIP-2's
// general [-_a-zA-Z0-9]{1,32}; EIP-155 chain ids are decimal positive integers without leading zeros,
// so that `eip155:01` cannot alias `eip155:1`). A CAIP-10 account address is [-.%a-zA-Z0-9]{1,128} and
// an address by its namespace's own rule (its kit): the eip155 profile's is `0x` and 40 hex digits,
// with an EIP-55 checksum when it has capitals, so `eip155:1:ab16…` or an all-capitals address is
// refused where it could otherwise name an account the visitor does not recognise. Each function
// checks with the kits it is given (a Foyer's are `foyer.kits`), and with CAIP's general rules alone
// without them: what passes never depends on which adapters some Foyer on the page was created with.

/**
 * Whether `value` is one of the CAIP-2 namespaces Foyer supports.
 *
 * @example
 * isNamespace('eip155') // true
 * isNamespace('tron') // false
 */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (namespaces as readonly string[]).includes(value)
}

/** Checks the parts shared by CAIP-2 and CAIP-10 by `kits`; returns the first problem, or nothing. */
function partsIssue(value: unknown, count: 2 | 3, kits: NamespaceKits): CaipIssue | undefined {
  if (typeof value !== 'string') return 'not-a-string'
  const parts = value.split(':')
  if (parts.length !== count) return 'part-count'
  if (parts.some((part) => part === '')) return 'empty-part'
  const [namespace, reference = '', address = ''] = parts
  if (!isNamespace(namespace)) return 'unknown-namespace'
  const kit = kitOf(kits, namespace)
  const pattern = count === 3 ? (kit.accountReferencePattern ?? kit.referencePattern) : kit.referencePattern
  if (!pattern.test(reference)) return 'invalid-reference'
  if (count === 3 && !(caipAccountPattern.test(address) && kit.isAddress(address))) return 'invalid-address'
  return undefined
}

/**
 * Splits a CAIP-2 network id into namespace and reference; throws on anything else (SPEC §5). The
 * reference is checked by its namespace's kit among `kits`, by CAIP's general rules otherwise.
 *
 * @example
 * parseCaipNetworkId('eip155:8453') // { namespace: 'eip155', reference: '8453' }
 * parseCaipNetworkId('eip155:1:0xab…') // throws InvalidCaipNetworkIdError (reason 'part-count')
 * parseCaipNetworkId('eip155:01', foyer.kits) // throws (reason 'invalid-reference') where EVM's kit is one of them
 */
export function parseCaipNetworkId<const value extends string>(
  value: value,
  kits: NamespaceKits = [],
): ParsedCaipNetworkId<NamespaceOf<value>> {
  const issue = partsIssue(value, 2, kits)
  if (issue) throw new InvalidCaipNetworkIdError(value, issue)
  const [namespace, reference] = value.split(':') as [NamespaceOf<value>, string]
  return { namespace, reference }
}

/**
 * Like {@link parseCaipNetworkId} but returns `undefined` instead of throwing, for untrusted input.
 *
 * @example
 * safeParseCaipNetworkId(walletReportedChain)?.reference
 */
export function safeParseCaipNetworkId(
  value: unknown,
  kits: NamespaceKits = [],
): ParsedCaipNetworkId | undefined {
  if (partsIssue(value, 2, kits)) return undefined
  const [namespace, reference] = (value as string).split(':') as [Namespace, string]
  return { namespace, reference }
}

/**
 * Joins a namespace and a reference into a CAIP-2 network id; throws if the result would not parse.
 *
 * @example
 * formatCaipNetworkId({ namespace: 'eip155', reference: 10 }) // 'eip155:10'
 */
export function formatCaipNetworkId<ns extends Namespace>(
  parts: { namespace: ns; reference: string | number },
  kits: NamespaceKits = [],
): CaipNetworkId<ns> {
  const value = `${parts.namespace}:${parts.reference}` as const
  const issue = partsIssue(value, 2, kits)
  if (issue) throw new InvalidCaipNetworkIdError(value, issue)
  return value
}

/**
 * Whether `value` is a CAIP-2 network id with a namespace Foyer supports, its reference checked by
 * its namespace's kit among `kits` (CAIP's general rules otherwise).
 *
 * @example
 * isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // true
 * isCaipNetworkId('eip155') // false
 * isCaipNetworkId('eip155:01') // true: CAIP's general shape
 * isCaipNetworkId('eip155:01', [eip155Kit]) // false: EVM chain ids have no leading zero
 */
export function isCaipNetworkId(value: unknown, kits: NamespaceKits = []): value is CaipNetworkId {
  return partsIssue(value, 2, kits) === undefined
}

/**
 * Splits a CAIP-10 account id into namespace, reference and address; throws on anything else (SPEC §5).
 * The reference and the address are checked by their namespace's kit among `kits`, by CAIP's general
 * rules otherwise.
 *
 * @example
 * parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', foyer.kits).address // '0xab16…'
 */
export function parseCaipAddress<const value extends string>(
  value: value,
  kits: NamespaceKits = [],
): ParsedCaipAddress<NamespaceOf<value>> {
  const issue = partsIssue(value, 3, kits)
  if (issue) throw new InvalidCaipAddressError(value, issue)
  return splitCaipAddress(value) as ParsedCaipAddress<NamespaceOf<value>>
}

/**
 * Like {@link parseCaipAddress} but returns `undefined` instead of throwing, for untrusted input.
 *
 * @example
 * safeParseCaipAddress(storedCaipAddress)?.address
 */
export function safeParseCaipAddress(
  value: unknown,
  kits: NamespaceKits = [],
): ParsedCaipAddress | undefined {
  if (partsIssue(value, 3, kits)) return undefined
  return splitCaipAddress(value as string)
}

function splitCaipAddress(value: string): ParsedCaipAddress {
  const [namespace, reference, address] = value.split(':') as [Namespace, string, string]
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

/**
 * Builds a CAIP-10 account id from its parts; throws if the result would not parse.
 *
 * @example
 * formatCaipAddress({ namespace: 'solana', reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address })
 */
export function formatCaipAddress<ns extends Namespace>(
  parts: { namespace: ns; reference: string | number; address: string },
  kits: NamespaceKits = [],
): CaipAddress<ns> {
  const value = `${parts.namespace}:${parts.reference}:${parts.address}` as const
  const issue = partsIssue(value, 3, kits)
  if (issue) throw new InvalidCaipAddressError(value, issue)
  return value
}

/**
 * Whether `value` is a CAIP-10 account id with a namespace Foyer supports, checked by its namespace's
 * kit among `kits` (CAIP's general rules otherwise).
 *
 * @example
 * isCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isCaipAddress('eip155:1') // false
 * isCaipAddress('eip155:1:0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', foyer.kits) // false with EVM's kit: checksum broken
 */
export function isCaipAddress(value: unknown, kits: NamespaceKits = []): value is CaipAddress {
  return partsIssue(value, 3, kits) === undefined
}
