import { walletImage } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyer } from '../context/FoyerProvider.js'

/**
 * The URL of a wallet directory image, once fetched (core caches each id); `undefined` while loading,
 * without an id, or when it failed (the skin then shows initials).
 *
 * @example
 * const src = useWalletImage(tile.imageId)
 */
export function useWalletImage(imageId: string | undefined): string | undefined {
  const foyer = useFoyer()
  const [url, setUrl] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!imageId) return
    let live = true
    walletImage(foyer, imageId).then(
      (value) => live && setUrl(value),
      () => live && setUrl(undefined),
    )
    return () => {
      live = false
    }
  }, [foyer, imageId])
  return url
}
