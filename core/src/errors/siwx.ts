import { defineError } from './define.js'

/**
 * Words of the sign-in and signing flows that are shown, never thrown: the sign-in view and the
 * snackbar show them when sign-in could not start or a signature failed (SPEC §8's texts). They are
 * data rather than error classes because nothing needs to catch them.
 *
 * @example
 * signingMessages.signatureDeclined // 'Signature declined'
 */
export const signingMessages = {
  /** Sign-in could not start: its message or nonce could not be made. */
  siwxInitFailed: 'A problem occurred while trying initialize authentication',
  /** The wallet refused or failed to sign (the sign-in message, or a request to approve). */
  signatureDeclined: 'Signature declined',
} as const

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
