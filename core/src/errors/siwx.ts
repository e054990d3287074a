import { defineError } from './define.js'

/**
 * Sign-in could not start; the namespace is disconnected and the modal resets to Connect (SPEC §8).
 *
 * @example
 * throw new SiwxInitError({ cause: error })
 */
export class SiwxInitError extends defineError(
  'SIWX_INIT_FAILED',
  'A problem occurred while trying initialize authentication',
  'SiwxInitError',
) {}

/**
 * The visitor declined to sign the sign-in message (SPEC §4, sign-in).
 *
 * @example
 * throw new SignatureDeclinedError({ cause: rejection })
 */
export class SignatureDeclinedError extends defineError(
  'SIGNATURE_DECLINED',
  'Signature declined',
  'SignatureDeclinedError',
) {}

/**
 * Signing failed with a smart account: the site may not verify smart-account signatures.
 *
 * @example
 * if (accountType === 'smartAccount') throw new SmartAccountNotSupportedError({ cause: error })
 */
export class SmartAccountNotSupportedError extends defineError(
  'SMART_ACCOUNT_NOT_SUPPORTED',
  'This application might not support Smart Accounts',
  'SmartAccountNotSupportedError',
) {}

/**
 * A sign-in action ran although sign-in is not configured.
 *
 * @example
 * if (!siwx) throw new SiwxNotEnabledError()
 */
export class SiwxNotEnabledError extends defineError(
  'SIWX_NOT_ENABLED',
  'SIWX is not enabled',
  'SiwxNotEnabledError',
) {}

/**
 * Sign-in needs an active account address and there is none.
 *
 * @example
 * if (!caipAddress) throw new NoActiveCaipAddressError()
 */
export class NoActiveCaipAddressError extends defineError(
  'NO_ACTIVE_CAIP_ADDRESS',
  'No ActiveCaipAddress found',
  'NoActiveCaipAddressError',
) {}

/**
 * Sign-in needs the active network and a connection client.
 *
 * @example
 * if (!network || !client) throw new NoActiveNetworkOrClientError()
 */
export class NoActiveNetworkOrClientError extends defineError(
  'NO_ACTIVE_NETWORK_OR_CLIENT',
  'No ActiveCaipNetwork or client found',
  'NoActiveNetworkOrClientError',
) {}

/**
 * Sign-in needs the connection client to ask for a signature.
 *
 * @example
 * if (!client) throw new NoConnectionClientError()
 */
export class NoConnectionClientError extends defineError(
  'NO_CONNECTION_CLIENT',
  'No ConnectionController client found',
  'NoConnectionClientError',
) {}

/**
 * A configuration sets both the legacy `siweConfig` and `siwx`; only one is allowed (SPEC §5).
 *
 * @example
 * if (options.siweConfig && options.siwx) throw new SiwxConfigConflictError()
 */
export class SiwxConfigConflictError extends defineError(
  'SIWX_CONFIG_CONFLICT',
  'Cannot set both siweConfig and siwx: use siwx only',
  'SiwxConfigConflictError',
) {}
