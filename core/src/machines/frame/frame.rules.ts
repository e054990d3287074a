import type { AlertId } from '../../errors/alerts.js'
import type { FrameFailure } from './frame.types.js'

/**
 * The alert a frame failure raises (SPEC §8): a frame that never got ready is 'iframe load failed'; a
 * frame whose code or handshake failed is the embedded wallet's 'Network Error'.
 *
 * @example
 * alertOfFailure('IFRAME_LOAD_FAILED') // 'IFRAME_LOAD_FAILED'
 */
export function alertOfFailure(failure: FrameFailure): AlertId {
  return failure === 'IFRAME_LOAD_FAILED' ? 'IFRAME_LOAD_FAILED' : 'NETWORK_ERROR'
}
