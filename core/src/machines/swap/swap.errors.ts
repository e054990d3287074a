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

/**
 * A call the swap service built is not the swap the visitor was shown (another token, contract,
 * amount, recipient or minimum; `details` says which): it is refused before the wallet is asked.
 *
 * @example
 * throw new SwapCallMismatchError({ details: 'the swap pays what it gives to 0xbad…, not to 0xf39F…' })
 */
export class SwapCallMismatchError extends defineError(
  'SWAP_CALL_MISMATCH',
  'The swap service built a transaction that is not the swap shown, so it was not sent',
  'SwapCallMismatchError',
) {}
