import { BaseError, type BaseErrorOptions } from './base.js'
import { defineError } from './define.js'

/**
 * The embedded login frame did not load within its timeout (SPEC §9: 20000 ms); loading is aborted.
 *
 * @example
 * throw new FrameLoadTimeoutError()
 */
export class FrameLoadTimeoutError extends defineError(
  'IFRAME_LOAD_FAILED',
  'iframe_load_failed',
  'FrameLoadTimeoutError',
) {}

/**
 * The login frame refused to run for this site: the page's origin is neither on the project's list nor
 * one the embedded wallet allows by itself (local development, preview and tunnel hosts). The frame
 * says so in place of its ready message, so loading ends at once instead of after its 20 s timeout.
 *
 * @example
 * throw new UnverifiedDomainError()
 */
export class UnverifiedDomainError extends defineError(
  'UNVERIFIED_DOMAIN',
  'unverified_domain',
  'UnverifiedDomainError',
) {}

/**
 * A login request to the frame got no answer within its timeout (SPEC §9: 120000 ms).
 *
 * @example
 * throw new FrameRequestTimeoutError({ details: 'CONNECT_EMAIL' })
 */
export class FrameRequestTimeoutError extends defineError(
  'IFRAME_REQUEST_TIMEOUT',
  'iframe_request_timeout',
  'FrameRequestTimeoutError',
) {}

/**
 * An RPC request to the frame was aborted (an RPC abort event).
 *
 * @example
 * throw new FrameRequestAbortedError()
 */
export class FrameRequestAbortedError extends defineError(
  'FRAME_REQUEST_ABORTED',
  'Request was aborted',
  'FrameRequestAbortedError',
) {}

/**
 * A frame request other than an RPC request was aborted.
 *
 * @example
 * throw new FrameAbortedError()
 */
export class FrameAbortedError extends defineError(
  'FRAME_ABORTED',
  'Something went wrong',
  'FrameAbortedError',
) {}

/**
 * The code that runs the embedded login frame could not be loaded.
 *
 * @example
 * throw new FrameDependencyLoadError({ cause: importError })
 */
export class FrameDependencyLoadError extends defineError(
  'FRAME_DEPENDENCY_LOAD_FAILED',
  'Unable to load email login dependency',
  'FrameDependencyLoadError',
) {}

/**
 * A message was posted before the frame element existed.
 *
 * @example
 * if (!iframe) throw new FrameNotSetError()
 */
export class FrameNotSetError extends defineError(
  'FRAME_NOT_SET',
  'W3mFrame: iframe is not set',
  'FrameNotSetError',
) {}

/**
 * The frame answered a request with `name_ERROR`: shows the payload's message, else 'An error occurred'.
 *
 * @example
 * throw new FrameRequestError(payload.message)
 */
export class FrameRequestError extends BaseError<'FRAME_REQUEST_FAILED'> {
  override name = 'FrameRequestError'
  static readonly code = 'FRAME_REQUEST_FAILED'
  static readonly shortMessage = 'An error occurred'
  /** The EIP-1193 error code the frame gave with an RPC request's error (4001: the visitor refused). */
  readonly rpcCode: number | undefined

  constructor(payloadMessage?: string, options?: BaseErrorOptions & { rpcCode?: number | undefined }) {
    super(FrameRequestError.code, payloadMessage || FrameRequestError.shortMessage, options)
    this.rpcCode = options?.rpcCode
  }
}

/**
 * A new email login was asked for within the cooldown (SPEC §5: 30 s).
 *
 * @example
 * throw new EmailThrottledError(12) // 'Please try again after 12 seconds'
 */
export class EmailThrottledError extends BaseError<'EMAIL_THROTTLED'> {
  override name = 'EmailThrottledError'
  static readonly code = 'EMAIL_THROTTLED'
  /** Whole seconds left before another email login may be requested. */
  readonly seconds: number

  constructor(seconds: number, options?: BaseErrorOptions) {
    super(EmailThrottledError.code, `Please try again after ${seconds} seconds`, options)
    this.seconds = seconds
  }
}

/**
 * The login frame handed over an address Foyer will not open: one that is not an absolute URL, or
 * whose scheme is not one that call may use (https for a social login's provider page; https or the
 * Farcaster app's own scheme for a Farcaster sign-in). A `javascript:` address would run in the
 * popup or the page with this site's rights, and `data:` or `http:` ones could pass for the provider.
 * The visitor is told the login could not start ('Failed to initiate social connection', 'Failed to
 * connect to farcaster').
 *
 * @example
 * throw new FrameUrlRefusedError({ details: 'GET_SOCIAL_REDIRECT_URI answered a javascript: address' })
 */
export class FrameUrlRefusedError extends defineError(
  'FRAME_URL_REFUSED',
  'The login frame gave an address Foyer will not open',
  'FrameUrlRefusedError',
) {}

/**
 * The login frame answered with a message larger than any legitimate answer to that call: it is
 * refused before anything reads it, and the call fails.
 *
 * @example
 * throw new FrameMessageTooLargeError({ details: 'GET_USER answered more than 65536 bytes' })
 */
export class FrameMessageTooLargeError extends defineError(
  'FRAME_MESSAGE_TOO_LARGE',
  'The login frame sent an answer too large to read',
  'FrameMessageTooLargeError',
) {}

/**
 * The embedded wallet was asked for while the project has neither email nor social login on (the
 * remote configuration's flags, or the site's options when it could not be read): its login frame is
 * never loaded then.
 *
 * @example
 * if (!loginEnabled) throw new NoAuthConnectorError()
 */
export class NoAuthConnectorError extends defineError(
  'NO_AUTH_CONNECTOR',
  'No auth connector found',
  'NoAuthConnectorError',
) {}
