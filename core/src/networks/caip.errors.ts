import { BaseError, type BaseErrorOptions } from '../errors/base.js'

/**
 * Why a CAIP-2 or CAIP-10 string was rejected. Tests and callers branch on this rather than on the
 * message, which is free to change.
 *
 * @example
 * if (error instanceof InvalidCaipNetworkIdError && error.reason === 'unknown-namespace') …
 */
export type CaipIssue =
  | 'not-a-string'
  | 'part-count'
  | 'empty-part'
  | 'unknown-namespace'
  | 'invalid-reference'
  | 'invalid-address'

const issueText: Record<CaipIssue, string> = {
  'not-a-string': 'the value is not a string',
  'part-count': 'wrong number of colon-separated parts',
  'empty-part': 'a colon-separated part is empty',
  'unknown-namespace': 'the namespace is not one Foyer supports',
  'invalid-reference': 'the chain reference has characters or a shape CAIP-2 does not allow',
  'invalid-address': 'the account address has characters or a length CAIP-10 does not allow',
}

function describe(value: unknown, reason: CaipIssue): string {
  return `${issueText[reason]}: ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`
}

/**
 * A string is not a CAIP-2 network id Foyer accepts (`namespace:reference`, SPEC §5).
 *
 * @example
 * throw new InvalidCaipNetworkIdError('eip155', 'part-count')
 */
export class InvalidCaipNetworkIdError extends BaseError<'INVALID_CAIP_NETWORK_ID'> {
  override name = 'InvalidCaipNetworkIdError'
  readonly reason: CaipIssue
  readonly value: unknown

  constructor(value: unknown, reason: CaipIssue, options: BaseErrorOptions = {}) {
    super('INVALID_CAIP_NETWORK_ID', 'Invalid network id', { details: describe(value, reason), ...options })
    this.reason = reason
    this.value = value
  }
}

/**
 * A string is not a CAIP-10 account id Foyer accepts (`namespace:reference:address`, SPEC §5).
 *
 * @example
 * throw new InvalidCaipAddressError('eip155:1', 'part-count')
 */
export class InvalidCaipAddressError extends BaseError<'INVALID_CAIP_ADDRESS'> {
  override name = 'InvalidCaipAddressError'
  readonly reason: CaipIssue
  readonly value: unknown

  constructor(value: unknown, reason: CaipIssue, options: BaseErrorOptions = {}) {
    super('INVALID_CAIP_ADDRESS', 'Invalid account id', { details: describe(value, reason), ...options })
    this.reason = reason
    this.value = value
  }
}

/**
 * An EVM chain id cannot be turned into an ENSIP-11 coin type (it must be an integer in `[0, 2^31)`).
 *
 * @example
 * throw new InvalidCoinTypeChainIdError(2147483648)
 */
export class InvalidCoinTypeChainIdError extends BaseError<'INVALID_COIN_TYPE_CHAIN_ID'> {
  override name = 'InvalidCoinTypeChainIdError'
  readonly chainId: number

  constructor(chainId: number, options: BaseErrorOptions = {}) {
    super('INVALID_COIN_TYPE_CHAIN_ID', 'Chain id is invalid as a coin type', {
      details: `chain id ${chainId} is not an integer in [0, 2147483648)`,
      ...options,
    })
    this.chainId = chainId
  }
}

/**
 * A network definition is inconsistent (e.g. `caipNetworkId` does not match `chainNamespace` and `id`).
 *
 * @example
 * throw new InvalidNetworkError('My Chain', 'caipNetworkId eip155:2 does not match id 1')
 */
export class InvalidNetworkError extends BaseError<'INVALID_NETWORK'> {
  override name = 'InvalidNetworkError'
  constructor(name: string, problem: string, options: BaseErrorOptions = {}) {
    super('INVALID_NETWORK', 'Invalid network definition', { details: `${name}: ${problem}`, ...options })
  }
}

/**
 * Two networks in one list share a CAIP-2 id (or one's deprecated id), so lookups would be ambiguous.
 *
 * @example
 * throw new DuplicateNetworkError('eip155:1')
 */
export class DuplicateNetworkError extends BaseError<'DUPLICATE_NETWORK'> {
  override name = 'DuplicateNetworkError'
  readonly caipNetworkId: string

  constructor(caipNetworkId: string, options: BaseErrorOptions = {}) {
    super('DUPLICATE_NETWORK', 'Duplicate network', {
      details: `${caipNetworkId} appears more than once`,
      ...options,
    })
    this.caipNetworkId = caipNetworkId
  }
}

/**
 * A network list is empty: a site needs at least one network to connect to.
 *
 * @example
 * throw new EmptyNetworkListError()
 */
export class EmptyNetworkListError extends BaseError<'EMPTY_NETWORK_LIST'> {
  override name = 'EmptyNetworkListError'
  constructor(options: BaseErrorOptions = {}) {
    super('EMPTY_NETWORK_LIST', 'No networks configured', options)
  }
}

/**
 * An RPC URL override is not an absolute `http(s)` URL.
 *
 * @example
 * throw new InvalidRpcUrlError('ftp://node.example')
 */
export class InvalidRpcUrlError extends BaseError<'INVALID_RPC_URL'> {
  override name = 'InvalidRpcUrlError'
  readonly url: string

  constructor(url: string, options: BaseErrorOptions = {}) {
    super('INVALID_RPC_URL', 'Invalid RPC URL', {
      details: `not an http(s) URL: ${JSON.stringify(url)}`,
      ...options,
    })
    this.url = url
  }
}

/**
 * An RPC override names a network that is not in the list, which is almost always a typo.
 *
 * @example
 * throw new RpcOverrideNetworkNotFoundError('eip155:8435')
 */
export class RpcOverrideNetworkNotFoundError extends BaseError<'RPC_OVERRIDE_NETWORK_NOT_FOUND'> {
  override name = 'RpcOverrideNetworkNotFoundError'
  readonly caipNetworkId: string

  constructor(caipNetworkId: string, options: BaseErrorOptions = {}) {
    super('RPC_OVERRIDE_NETWORK_NOT_FOUND', 'Network not found', {
      details: `rpcOverrides has ${caipNetworkId}, which is not in the network list`,
      ...options,
    })
    this.caipNetworkId = caipNetworkId
  }
}
