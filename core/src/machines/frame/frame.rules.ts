import type { AlertId } from '../../errors/alerts.js'
import { FrameDependencyLoadError, FrameLoadTimeoutError, UnverifiedDomainError } from '../../errors/frame.js'
import type { FrameFailure } from './frame.types.js'

/**
 * The alert a frame failure raises (SPEC §8): a frame that never got ready is 'iframe load failed'; a
 * frame that refused this site's origin is 'unverified domain'; a frame whose code or handshake failed
 * is the embedded wallet's 'Network Error'.
 *
 * @example
 * alertOfFailure('IFRAME_LOAD_FAILED') // 'IFRAME_LOAD_FAILED'
 */
export function alertOfFailure(failure: FrameFailure): AlertId {
  return failure === 'FRAME_DEPENDENCY_LOAD_FAILED' ? 'NETWORK_ERROR' : failure
}

/**
 * The failure a frame that could not be opened has: the frame's refusal of this site, else a failure
 * of its code or handshake.
 *
 * @example
 * failureOfOpenError(new UnverifiedDomainError()) // 'UNVERIFIED_DOMAIN'
 */
export function failureOfOpenError(error: unknown): FrameFailure {
  return error instanceof UnverifiedDomainError ? 'UNVERIFIED_DOMAIN' : 'FRAME_DEPENDENCY_LOAD_FAILED'
}

/**
 * The error a failure is told with: 'iframe_load_failed', 'unverified_domain' or 'Unable to load email
 * login dependency'.
 *
 * @example
 * errorOfFailure('UNVERIFIED_DOMAIN').shortMessage // 'unverified_domain'
 */
export function errorOfFailure(
  failure: FrameFailure,
): FrameLoadTimeoutError | UnverifiedDomainError | FrameDependencyLoadError {
  if (failure === 'UNVERIFIED_DOMAIN') return new UnverifiedDomainError()
  return failure === 'FRAME_DEPENDENCY_LOAD_FAILED'
    ? new FrameDependencyLoadError()
    : new FrameLoadTimeoutError()
}
