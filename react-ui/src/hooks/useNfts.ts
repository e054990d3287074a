import {
  type AccountDataActions,
  type NftGalleryActor,
  type NftsViewModel,
  selectLoadedActor,
  selectNftsView,
} from '@foyer/core'
import { useMemo } from 'react'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useIntents } from './useIntents.js'
import { useSystemActor } from './useSystemActor.js'

// The account data module's lazy actor runs the NFT gallery machine once it downloaded (with the
// first `show`).
const selectGallery = selectLoadedActor<NftGalleryActor>

/**
 * What {@link useNfts} returns: the NFTs tab's model and the visitor's intents.
 *
 * @example
 * const { view, show, refresh }: UseNftsResult = useNfts()
 */
export type UseNftsResult = {
  view: NftsViewModel
  /** The gallery is on screen: find the NFTs unless they are under 30 s old (downloads the machine). */
  show(): void
  /** Find the NFTs again now. */
  refresh(): void
}

/**
 * The active account's NFTs (the account data module, with NFT collections or a source that finds
 * NFTs); `undefined` otherwise.
 *
 * @example
 * const nfts = useNfts()
 * useEffect(() => nfts?.show(), [nfts?.show])
 */
export function useNfts(): UseNftsResult | undefined {
  const lazyGallery = useSystemActor('nfts')
  const gallery = useActorSelector(lazyGallery, selectGallery)
  const view = useActorSelector(gallery, selectNftsView, sameViewModel)
  // Stable per actor, so the gallery's effect that shows it runs once.
  const { showNfts, refreshNfts } = useIntents<AccountDataActions>()
  const intents = useMemo(
    () => lazyGallery && showNfts && refreshNfts && { show: showNfts, refresh: refreshNfts },
    [lazyGallery, showNfts, refreshNfts],
  )
  return useMemo(() => intents && { view, ...intents }, [intents, view])
}
