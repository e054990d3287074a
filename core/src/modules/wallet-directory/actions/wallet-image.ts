import { WalletDirectoryNotConfiguredError } from '../../../machines/foyer/foyer.errors.js'
import { selectWalletDirectory } from '../../../machines/wallet-list/wallet-list.selectors.js'
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
  const list = getSystemActor(foyer.actor, 'walletList')
  if (!list) throw new WalletDirectoryNotConfiguredError()
  return selectWalletDirectory(list.getSnapshot()).walletImage(imageId)
}
