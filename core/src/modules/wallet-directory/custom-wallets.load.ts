import {
  type CustomWallet,
  checkCustomWallets,
  type InvalidCustomWalletError,
} from '../../chains/walletconnect/custom-wallets.js'
import type { HasSystem } from '../../system/system.js'
import { sendToSystem } from '../../system/system.js'
import './wallet-directory.system.js'

/**
 * Checks the site's custom wallets, tells it of each malformed one (`console.warn` of its message
 * without `onInvalid`: a mistake in the site's own options, said where its developers look) and gives
 * the Connect view those that pass. Loaded on its own, only by a site with custom wallets.
 *
 * @example
 * listCustomWallets([{ id: 'acme', name: 'Acme', mobileLink: 'acme://' }], undefined, foyer.actor)
 */
export function listCustomWallets(
  customWallets: readonly CustomWallet[],
  onInvalid: ((error: InvalidCustomWalletError) => void) | undefined,
  system: HasSystem,
): void {
  const { wallets, errors } = checkCustomWallets(customWallets)
  for (const error of errors) (onInvalid ?? ((invalid) => console.warn(invalid.message)))(error)
  sendToSystem(system, 'recommendedWallets', { type: 'RECOMMENDED.CUSTOM', wallets })
}
