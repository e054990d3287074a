import type { WalletDirectoryActions } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyer } from '../context/FoyerProvider.js'

/**
 * The URL of a wallet directory image, once fetched (core caches each id); `undefined` while loading,
 * without an id, without the wallet directory module, or when it failed (the skin then shows initials).
 *
 * @example
 * const src = useWalletImage(tile.imageId)
 */
export function useWalletImage(imageId: string | undefined): string | undefined {
  // The skin does not know which modules the site listed: the wallet directory's action is there or not.
  // It is reached through the running Foyer rather than imported, so the modal's lazily loaded views do
  // not share the directory's code with the page (the bundler would split it into extra first-load chunks).
  const { walletImage } = useFoyer() as Partial<WalletDirectoryActions>
  const [url, setUrl] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!imageId || !walletImage) return
    let live = true
    walletImage(imageId).then(
      (value) => live && setUrl(value),
      () => live && setUrl(undefined),
    )
    return () => {
      live = false
    }
  }, [walletImage, imageId])
  return url
}
