import { defineError } from '../../errors/define.js'

/**
 * A request reached the WalletConnect connector while no session is settled (the visitor has not
 * paired a wallet, or the wallet ended the session).
 *
 * @example
 * if (!provider.session) throw new WalletConnectNotPairedError({ details: 'personal_sign' })
 */
export class WalletConnectNotPairedError extends defineError(
  'WALLETCONNECT_NOT_PAIRED',
  'No WalletConnect session: pair a wallet first',
  'WalletConnectNotPairedError',
) {}

/**
 * `@walletconnect/universal-provider` could not be started (a bad relay URL or project id, storage
 * unavailable). SPEC §8: init failures are reported as UniversalProviderInitError.
 *
 * @example
 * throw new UniversalProviderInitError({ cause: error })
 */
export class UniversalProviderInitError extends defineError(
  'UNIVERSAL_PROVIDER_INIT_ERROR',
  'WalletConnect could not be started',
  'UniversalProviderInitError',
) {}

/**
 * The `verifyUrl` option cannot be applied: the WalletConnect client no longer has the (non-public)
 * field Foyer sets it through. Pin `@walletconnect/universal-provider` to the version Foyer supports.
 *
 * @example
 * throw new VerifyUrlUnsupportedError({ details: '2.26.0' })
 */
export class VerifyUrlUnsupportedError extends defineError(
  'WALLETCONNECT_VERIFY_URL_UNSUPPORTED',
  'This WalletConnect client has no Verify URL to set: the verifyUrl option cannot be applied',
  'VerifyUrlUnsupportedError',
) {}
