import { BaseError, type BaseErrorOptions } from '../../errors/base.js'

/**
 * Two chain adapters were configured for one namespace: each namespace has one connection actor, so
 * one adapter per namespace.
 *
 * @example
 * createFoyer({ adapters: [eip155({ … }), eip155({ … })] }) // throws DuplicateAdapterError('eip155')
 */
export class DuplicateAdapterError extends BaseError<'DUPLICATE_ADAPTER'> {
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
