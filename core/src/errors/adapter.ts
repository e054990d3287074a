import { BaseError, type BaseErrorOptions } from './base.js'
import { defineError } from './define.js'

/**
 * The adapter asked for does not exist.
 *
 * @example
 * if (!adapter) throw new AdapterNotFoundError({ details: `namespace: ${namespace}` })
 */
export class AdapterNotFoundError extends defineError(
  'ADAPTER_NOT_FOUND',
  'Adapter not found',
  'AdapterNotFoundError',
) {}

/**
 * A Bitcoin connector supports none of the chains the site asked for (SPEC §5).
 *
 * @example
 * if (!chains.some(isSupported)) throw new ConnectorChainsNotSupportedError()
 */
export class ConnectorChainsNotSupportedError extends defineError(
  'CONNECTOR_CHAINS_NOT_SUPPORTED',
  'The connector does not support any of the requested chains',
  'ConnectorChainsNotSupportedError',
) {}

/**
 * Syncing was asked for a namespace Foyer has no support for (SPEC §5).
 *
 * @example
 * throw new UnsupportedChainNamespaceError('tron')
 */
export class UnsupportedChainNamespaceError extends BaseError<'UNSUPPORTED_CHAIN_NAMESPACE'> {
  override name = 'UnsupportedChainNamespaceError'
  static readonly code = 'UNSUPPORTED_CHAIN_NAMESPACE'
  readonly namespace: string

  constructor(namespace: string, options?: BaseErrorOptions) {
    super(UnsupportedChainNamespaceError.code, `Unsupported chain namespace: ${namespace}`, options)
    this.namespace = namespace
  }
}
