import { defineError } from '../../errors/define.js'

/**
 * The visitor's time zone is one where swaps are not offered (SPEC §9's restricted zones, mainland
 * China's): the Swap view says so instead of a form, and nothing is asked of the swap service.
 *
 * @example
 * throw new SwapsNotOfferedHereError()
 */
export class SwapsNotOfferedHereError extends defineError(
  'SWAPS_NOT_OFFERED_HERE',
  'Swaps are not offered in your region',
  'SwapsNotOfferedHereError',
) {}
