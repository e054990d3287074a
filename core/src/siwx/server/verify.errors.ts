import { BaseError, type BaseErrorOptions } from '../../errors/base.js'

/**
 * `verifySiwxMessage` was called with options a server cannot mean (no domain, both a client and an
 * RPC URL, a clock that is not a time): a programmer error, so it is thrown rather than returned.
 *
 * @example
 * throw new InvalidVerifyOptionsError('domain must be a non-empty string')
 */
export class InvalidVerifyOptionsError extends BaseError<'INVALID_SIWX_VERIFY_OPTIONS'> {
  override name = 'InvalidVerifyOptionsError'
  constructor(problem: string, options: BaseErrorOptions = {}) {
    super('INVALID_SIWX_VERIFY_OPTIONS', 'Invalid sign-in verification options', {
      details: problem,
      ...options,
    })
  }
}
