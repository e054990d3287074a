import { WalletDirectoryNotConfiguredError } from '../../../machines/foyer/foyer.errors.js'
import { selectDirectoryImages } from '../../../machines/recommended-wallets/recommended-wallets.selectors.js'
import { getSystemActor } from '../../../system/system.js'
import type { FoyerCore } from '../../module.types.js'
import '../wallet-directory.system.js'

/**
 * A URL for a directory image id, fetched once and cached. Rejects with
 * `WalletDirectoryNotConfiguredError` without the wallet directory module (or without the project id
 * and API URL it needs).
 *
 * @example
 * img.src = await walletImage(foyer, wallet.image_id)
 */
export async function walletImage(foyer: FoyerCore, imageId: string): Promise<string> {
  const recommended = getSystemActor(foyer.actor, 'recommendedWallets')
  if (!recommended) throw new WalletDirectoryNotConfiguredError()
  return selectDirectoryImages(recommended.getSnapshot()).walletImage(imageId)
}

/**
 * A URL for a public asset id (a network's or a connector's logo, `assets.imageId`), fetched once
 * and cached. Rejects with `WalletDirectoryNotConfiguredError` without the wallet directory module.
 *
 * @example
 * img.src = await assetImage(foyer, networks.base.assets.imageId)
 */
export async function assetImage(foyer: FoyerCore, imageId: string): Promise<string> {
  const recommended = getSystemActor(foyer.actor, 'recommendedWallets')
  if (!recommended) throw new WalletDirectoryNotConfiguredError()
  return selectDirectoryImages(recommended.getSnapshot()).assetImage(imageId)
}
