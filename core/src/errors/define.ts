import { BaseError, type BaseErrorOptions } from './base.js'

/**
 * The constructor `defineError` returns: a `BaseError` subclass with a fixed code and message,
 * both also readable as statics (for catalogues and tests).
 */
export type FoyerErrorClass<code extends string> = {
  new (options?: BaseErrorOptions): BaseError<code>
  readonly code: code
  readonly shortMessage: string
}

/**
 * Makes the base of an error class whose code and message never vary. Extend the result so the
 * error keeps its own name for `instanceof`.
 *
 * @example
 * export class ModalClosedError extends defineError('MODAL_CLOSED', 'Modal closed') {}
 * new ModalClosedError().code // 'MODAL_CLOSED'
 */
export function defineError<const code extends string>(
  code: code,
  shortMessage: string,
): FoyerErrorClass<code> {
  return class extends BaseError<code> {
    static readonly code = code
    static readonly shortMessage = shortMessage

    constructor(options?: BaseErrorOptions) {
      super(code, shortMessage, options)
    }
  }
}
