import { waitFor } from 'xstate'
import { WalletDirectoryNotConfiguredError } from '../../../machines/foyer/foyer.errors.js'
import {
  selectDirectoryImages,
  selectDirectoryInUse,
} from '../../../machines/recommended-wallets/recommended-wallets.selectors.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { getSystemActor } from '../../../system/system.js'
import '../wallet-directory.system.js'

/**
 * The directory's image calls, once the modal has opened. The directory is the site's API, and
 * nothing is asked of it before the visitor first opens the modal (the module loads on that open):
 * an image asked for earlier, such as the logo of the page's network button, waits for it.
 */
async function directoryImages(foyer: FoyerCore) {
  const recommended = getSystemActor(foyer.actor, 'recommendedWallets')
  if (!recommended) throw new WalletDirectoryNotConfiguredError()
  await waitFor(recommended, selectDirectoryInUse, { timeout: Number.POSITIVE_INFINITY })
  return selectDirectoryImages(recommended.getSnapshot())
}

/**
 * Which of the directory's image id spaces an image is in: wallet images, public assets (network and
 * connector logos), payment currencies, tokens by symbol.
 *
 * @example
 * const kind: DirectoryImageKind = 'currencyImage'
 */
export type DirectoryImageKind = 'walletImage' | 'assetImage' | 'currencyImage' | 'tokenImage'

/**
 * A URL for image `id` of `kind`, fetched once and cached, after the modal's first open; what
 * {@link walletImage}, {@link assetImage}, {@link currencyImage} and {@link tokenImage} call. Rejects with
 * `WalletDirectoryNotConfiguredError` without the wallet directory module.
 *
 * @example
 * img.src = await directoryImage(foyer, 'tokenImage', 'ETH')
 */
export async function directoryImage(
  foyer: FoyerCore,
  kind: DirectoryImageKind,
  id: string,
): Promise<string> {
  return (await directoryImages(foyer))[kind](id)
}

/**
 * A URL for a directory image id, fetched once and cached, after the modal's first open. Rejects with
 * `WalletDirectoryNotConfiguredError` without the wallet directory module (or without the project id
 * and API URL it needs).
 *
 * @example
 * img.src = await walletImage(foyer, wallet.image_id)
 */
export function walletImage(foyer: FoyerCore, imageId: string): Promise<string> {
  return directoryImage(foyer, 'walletImage', imageId)
}

/**
 * A URL for a public asset id (a network's or a connector's logo, `assets.imageId`), fetched once
 * and cached, after the modal's first open. Rejects with `WalletDirectoryNotConfiguredError` without
 * the wallet directory module.
 *
 * @example
 * img.src = await assetImage(foyer, networks.base.assets.imageId)
 */
export function assetImage(foyer: FoyerCore, imageId: string): Promise<string> {
  return directoryImage(foyer, 'assetImage', imageId)
}

/**
 * A URL for a payment currency's icon (`USD`, `EUR`: the Buy form's currencies), fetched once and
 * cached, after the modal's first open. Rejects with `WalletDirectoryNotConfiguredError` without the
 * wallet directory module.
 *
 * @example
 * img.src = await currencyImage(foyer, 'EUR')
 */
export function currencyImage(foyer: FoyerCore, currency: string): Promise<string> {
  return directoryImage(foyer, 'currencyImage', currency)
}

/**
 * A URL for a token's icon by its symbol (`ETH`, `USDC`), for a token without an icon of its own,
 * fetched once and cached, after the modal's first open. Rejects with `WalletDirectoryNotConfiguredError`
 * without the wallet directory module.
 *
 * @example
 * img.src = token.iconUrl ?? (await tokenImage(foyer, token.symbol))
 */
export function tokenImage(foyer: FoyerCore, symbol: string): Promise<string> {
  return directoryImage(foyer, 'tokenImage', symbol)
}
