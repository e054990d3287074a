import { BaseError, type BaseErrorOptions } from '../../errors/base.js'
import { defineError } from '../../errors/define.js'

/**
 * Two chain adapters were configured for one namespace: each namespace has one connection actor, so
 * one adapter per namespace.
 *
 * @example
 * createFoyer({ adapters: [eip155({ … }), eip155({ … })] }) // throws DuplicateAdapterError('eip155')
 */
export class DuplicateAdapterError extends BaseError<'DUPLICATE_ADAPTER'> {
  override name = 'DuplicateAdapterError'
  static readonly code = 'DUPLICATE_ADAPTER'
  readonly namespace: string

  constructor(namespace: string, options?: BaseErrorOptions) {
    super(
      DuplicateAdapterError.code,
      `Two adapters for namespace ${namespace}: configure one per namespace`,
      options,
    )
    this.namespace = namespace
  }
}

/**
 * A wallet directory call was made without a wallet directory: it needs `projectId` and
 * `services.apiUrl` (SPEC §7 sends the project id with every call).
 *
 * @example
 * await walletImage(foyer, id) // rejects with WalletDirectoryNotConfiguredError without them
 */
export class WalletDirectoryNotConfiguredError extends defineError(
  'WALLET_DIRECTORY_NOT_CONFIGURED',
  'No wallet directory: set projectId and services.apiUrl',
  'WalletDirectoryNotConfiguredError',
) {}
