import { BaseError, type BaseErrorOptions } from '../errors/base.js'

/**
 * What is wrong with a sign-in message or its data. Callers (and the server verifier) branch on
 * this, not on the message text.
 *
 * @example
 * if (error instanceof InvalidSiwxMessageError && error.issue === 'unsupported-namespace') …
 */
export type SiwxMessageIssue =
  | 'not-a-string'
  | 'unsupported-namespace'
  | 'layout'
  | 'scheme'
  | 'domain'
  | 'address'
  | 'statement'
  | 'uri'
  | 'version'
  | 'chain-id'
  | 'nonce'
  | 'issued-at'
  | 'expiration-time'
  | 'not-before'
  | 'request-id'
  | 'resources'

/**
 * Sign-in message data that cannot be written, or text that is not a sign-in message Foyer reads.
 *
 * @example
 * throw new InvalidSiwxMessageError('nonce', 'at least 8 letters or digits')
 */
export class InvalidSiwxMessageError extends BaseError<'INVALID_SIWX_MESSAGE'> {
  override name = 'InvalidSiwxMessageError'
  readonly issue: SiwxMessageIssue

  constructor(issue: SiwxMessageIssue, problem: string, options: BaseErrorOptions = {}) {
    super('INVALID_SIWX_MESSAGE', 'Invalid sign-in message', { details: `${issue}: ${problem}`, ...options })
    this.issue = issue
  }
}

/**
 * A session handed to a sign-in storage does not have the shape of a `SiwxSession`.
 *
 * @example
 * if (!isSiwxSession(session)) throw new InvalidSiwxSessionError()
 */
export class InvalidSiwxSessionError extends BaseError<'INVALID_SIWX_SESSION'> {
  override name = 'InvalidSiwxSessionError'
  constructor(options: BaseErrorOptions = {}) {
    super('INVALID_SIWX_SESSION', 'Invalid sign-in session', {
      details: 'expected { data: SiwxMessageData, message: string, signature: string }',
      ...options,
    })
  }
}
