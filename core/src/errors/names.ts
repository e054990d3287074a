import { BaseError, type BaseErrorOptions } from './base.js'
import { defineError, type FoyerErrorClass } from './define.js'
import { HttpStatusError } from './http.js'

/**
 * The first `reasons[].description` of a name-API error body, when there is one (SPEC §8: the API's
 * reason is shown instead of the default text). Takes the body, or the `HttpStatusError` of the
 * refusal (whose body it reads).
 *
 * @example
 * apiReason({ reasons: [{ description: 'Name is taken' }] }) // 'Name is taken'
 * apiReason(httpStatusError) // its body's first reason, if any
 */
export function apiReason(body: unknown): string | undefined {
  if (body instanceof HttpStatusError) return apiReason(parsedOrUndefined(body.body))
  if (typeof body !== 'object' || body === null || !('reasons' in body)) return undefined
  const { reasons } = body
  if (!Array.isArray(reasons)) return undefined
  const first: unknown = reasons[0]
  if (typeof first !== 'object' || first === null || !('description' in first)) return undefined
  const { description } = first
  return typeof description === 'string' && description !== '' ? description : undefined
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function defineNameError<const code extends string>(
  code: code,
  fallback: string,
  name: string,
): FoyerErrorClass<code> {
  return class extends BaseError<code> {
    static readonly code = code
    static readonly shortMessage = fallback
    override name = name

    constructor(options: BaseErrorOptions = {}) {
      super(code, apiReason(options.cause) ?? fallback, options)
    }
  }
}

/**
 * Fetching name suggestions failed; shows the API's reason when the body has one.
 *
 * @example
 * throw new NameSuggestionsError({ cause: responseBody })
 */
export class NameSuggestionsError extends defineNameError(
  'NAME_SUGGESTIONS_FAILED',
  'Error fetching name suggestions',
  'NameSuggestionsError',
) {}

/**
 * Registering a name failed; shows the API's reason when the body has one, else names the name.
 *
 * @example
 * throw new NameRegistrationError('alice.reown.id', { cause: responseBody })
 */
export class NameRegistrationError extends BaseError<'NAME_REGISTRATION_FAILED'> {
  override name = 'NameRegistrationError'
  static readonly code = 'NAME_REGISTRATION_FAILED'
  /** The name the visitor tried to register (`name` is taken by `Error`). */
  readonly accountName: string

  constructor(accountName: string, options: BaseErrorOptions = {}) {
    super(
      NameRegistrationError.code,
      apiReason(options.cause) ?? `Error registering name ${accountName}`,
      options,
    )
    this.accountName = accountName
  }
}

/**
 * A name action needs the active network and it is not known.
 *
 * @example
 * if (!network) throw new NetworkNotFoundError()
 */
export class NetworkNotFoundError extends defineError(
  'NETWORK_NOT_FOUND',
  'Network not found',
  'NetworkNotFoundError',
) {}

/**
 * Registering a name needs the connected address and the connector that signs.
 *
 * @example
 * if (!address || !connector) throw new AddressOrAuthConnectorNotFoundError()
 */
export class AddressOrAuthConnectorNotFoundError extends defineError(
  'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
  'Address or auth connector not found',
  'AddressOrAuthConnectorNotFoundError',
) {}
