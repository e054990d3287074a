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
 * Makes the base of an error class whose code and message never vary, with the class's name. Extend
 * the result so the error is its own class for `instanceof`.
 *
 * @example
 * export class PopupClosedError extends defineError('POPUP_CLOSED', 'Popup closed', 'PopupClosedError') {}
 * new PopupClosedError().code // 'POPUP_CLOSED'
 */
export function defineError<const code extends string>(
  code: code,
  shortMessage: string,
  name: string,
): FoyerErrorClass<code> {
  return class extends BaseError<code> {
    static readonly code = code
    static readonly shortMessage = shortMessage
    // Its own name, written out: a minified bundle renames classes, and logs should still say which error.
    override name = name

    constructor(options?: BaseErrorOptions) {
      super(code, shortMessage, options)
    }
  }
}
