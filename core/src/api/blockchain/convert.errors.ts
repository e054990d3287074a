import { defineError } from '../../errors/define.js'

/**
 * The Blockchain API does not swap on the network asked (SPEC §8): building an approval or a swap,
 * or reading an allowance, there fails with this; listing tokens and quoting answer empty instead.
 *
 * @example
 * throw new NetworkNotSupportedForSwapsError({ details: 'eip155:31339' })
 */
export class NetworkNotSupportedForSwapsError extends defineError(
  'NETWORK_NOT_SUPPORTED_FOR_SWAPS',
  'Network not supported for Swaps',
  'NetworkNotSupportedForSwapsError',
) {}

/**
 * The Blockchain API has no gas prices for the network asked (SPEC §8).
 *
 * @example
 * throw new NetworkNotSupportedForGasPriceError({ details: 'eip155:31339' })
 */
export class NetworkNotSupportedForGasPriceError extends defineError(
  'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE',
  'Network not supported for Gas Price',
  'NetworkNotSupportedForGasPriceError',
) {}
