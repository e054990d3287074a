import { BaseError, type BaseErrorOptions } from './base.js'

/**
 * A remote API answered with a non-OK HTTP status (SPEC §7, generic HTTP client).
 *
 * @example
 * const error = new HttpStatusError(404, { details: 'GET https://api.example.com/x' })
 * error.shortMessage // 'HTTP status code: 404'
 * error.status // 404
 */
export class HttpStatusError extends BaseError<'HTTP_STATUS'> {
  override name = 'HttpStatusError'
  /** The HTTP status the server answered with. */
  readonly status: number
  /**
   * The error answer's body, as text (`''` when it had none or could not be read): some APIs say why
   * in it (the Blockchain API's `reasons`).
   */
  readonly body: string

  constructor(status: number, options?: BaseErrorOptions & { body?: string | undefined }) {
    super('HTTP_STATUS', `HTTP status code: ${status}`, options)
    this.status = status
    this.body = options?.body ?? ''
  }
}

/**
 * A remote API did not answer (headers and body) within the HTTP client's timeout. Callers treat it
 * like any failed request: fall back, show the error, offer a retry.
 *
 * @example
 * throw new HttpTimeoutError(10_000, { details: 'GET https://api.example.com/appkit/v1/config' })
 */
export class HttpTimeoutError extends BaseError<'HTTP_TIMEOUT'> {
  override name = 'HttpTimeoutError'
  /** How long the client waited, in milliseconds. */
  readonly timeoutMs: number

  constructor(timeoutMs: number, options?: BaseErrorOptions) {
    super('HTTP_TIMEOUT', 'The request took too long to respond', options)
    this.timeoutMs = timeoutMs
  }
}

/**
 * The allowed-origins service answered 429 (SPEC §8): the check could not run, the rate-limit alert
 * is shown.
 *
 * @example
 * if (error.status === 429) throw new RateLimitedError({ cause: error })
 */
export class RateLimitedError extends BaseError<'RATE_LIMITED'> {
  override name = 'RateLimitedError'
  constructor(options?: BaseErrorOptions) {
    super('RATE_LIMITED', 'Rate limited', options)
  }
}

/**
 * The allowed-origins service answered with a 5xx status (SPEC §8). The message of the cause (the
 * HTTP status) is kept in `details` so the server alert can show it.
 *
 * @example
 * if (error.status >= 500) throw new ServerError({ cause: error })
 */
export class ServerError extends BaseError<'SERVER_ERROR'> {
  override name = 'ServerError'
  constructor(options?: BaseErrorOptions) {
    super('SERVER_ERROR', 'Server error', options)
  }
}

/**
 * The allowed-origins service refused the project id itself (an error answer saying the key is
 * invalid): the 'Invalid Project ID' alert is shown, not a missing-configuration one.
 *
 * @example
 * if (/invalid (key|project id)/i.test(error.body)) throw new InvalidProjectIdError({ cause: error })
 */
export class InvalidProjectIdError extends BaseError<'INVALID_PROJECT_ID'> {
  override name = 'InvalidProjectIdError'
  constructor(options?: BaseErrorOptions) {
    super('INVALID_PROJECT_ID', 'Invalid Project ID', options)
  }
}

/**
 * A remote API answered 2xx but its body is not JSON or not of the expected shape. Callers treat it
 * like a failed request (for example remote config falls back to local features).
 *
 * @example
 * throw new InvalidResponseError({ details: 'features[0].isEnabled: expected a boolean' })
 */
export class InvalidResponseError extends BaseError<'INVALID_RESPONSE'> {
  override name = 'InvalidResponseError'
  constructor(options?: BaseErrorOptions) {
    super('INVALID_RESPONSE', 'The server sent an invalid response', options)
  }
}
