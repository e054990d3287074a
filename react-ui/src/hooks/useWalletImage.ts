import type { WalletDirectoryActions } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useOptionalIntents } from './useIntents.js'

/** Fetches `imageId` with one of the wallet directory's image actions; `undefined` until it has. */
function useDirectoryImage(
  kind: keyof Pick<WalletDirectoryActions, 'walletImage' | 'assetImage' | 'currencyImage' | 'tokenImage'>,
  imageId: string | undefined,
): string | undefined {
  // The skin does not know which modules the site listed: the wallet directory's actions are there or
  // not. They are reached through the running Foyer rather than imported, so the modal's lazily loaded
  // views do not share the directory's code with the page (the bundler would split it into extra
  // first-load chunks).
  const load = useOptionalIntents<WalletDirectoryActions>()?.[kind]
  const [url, setUrl] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!imageId || !load) return
    let live = true
    load(imageId).then(
      (value) => live && setUrl(value),
      () => live && setUrl(undefined),
    )
    return () => {
      live = false
    }
  }, [load, imageId])
  return url
}

/**
 * The URL of a wallet directory image, once fetched (core caches each id); `undefined` while loading,
 * without an id, without the wallet directory module, or when it failed (the skin then shows initials).
 *
 * @example
 * const src = useWalletImage(tile.imageId)
 */
export function useWalletImage(imageId: string | undefined): string | undefined {
  return useDirectoryImage('walletImage', imageId)
}

/**
 * The URL of a public asset (a network's or a connector's logo, `imageId`), once fetched; `undefined`
 * while loading, without an id, without the wallet directory module, or when it failed.
 *
 * @example
 * const src = useAssetImage(network.imageId)
 */
export function useAssetImage(imageId: string | undefined): string | undefined {
  return useDirectoryImage('assetImage', imageId)
}

/**
 * The URL of a payment currency's icon (`USD`, `EUR`), once fetched; `undefined` while loading, without
 * a currency, without the wallet directory module, or when it failed.
 *
 * @example
 * const src = useCurrencyImage(view.paymentCurrency)
 */
export function useCurrencyImage(currency: string | undefined): string | undefined {
  return useDirectoryImage('currencyImage', currency)
}

/**
 * The URL of a token's icon by symbol, for a token without an icon of its own (pass `undefined` when it
 * has one: nothing is fetched); `undefined` while loading, without the wallet directory module, or when
 * it failed.
 *
 * @example
 * const src = token.iconUrl ?? useTokenImage(token.iconUrl ? undefined : token.symbol)
 */
export function useTokenImage(symbol: string | undefined): string | undefined {
  return useDirectoryImage('tokenImage', symbol)
}
