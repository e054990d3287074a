import { defineError } from '../../errors/define.js'

/**
 * The site has no Blockchain API (no project id, or basic mode): the convert service swaps are
 * quoted and built by is the API's, so the Swap view says this instead of a form.
 *
 * @example
 * throw new NoSwapServiceError()
 */
export class NoSwapServiceError extends defineError(
  'NO_SWAP_SERVICE',
  'Swaps need the Blockchain API (a project id)',
  'NoSwapServiceError',
) {}
