import type { NftCard } from '@foyer/core'
import { useEffect, useState } from 'react'
import { walletInitials } from '../../components/WalletImage.js'
import type { UseNftsResult } from '../../hooks/useNfts.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { ListSkeleton } from './ListSkeleton.js'

/**
 * The Account view's NFTs tab: a gallery of the NFTs the account holds, each with its picture, name,
 * collection and token id. Asks for the NFTs when it shows (they are found unless under 30 s old).
 *
 * @example
 * const nfts = useNfts()
 * {nfts && <AccountNfts nfts={nfts} />}
 */
export function AccountNfts({ nfts }: { nfts: UseNftsResult }) {
  const { view, show, refresh } = nfts
  const { t } = useI18n()
  useEffect(() => {
    show()
  }, [show])
  switch (view.status) {
    case 'loading':
      return <ListSkeleton label={t('Loading NFTs…')} />
    case 'unavailable':
      return (
        <p className="foyer-tokens-note">
          {t('NFTs are unavailable.')}{' '}
          <button type="button" className="foyer-link-button" onClick={refresh}>
            {t('Try again')}
          </button>
        </p>
      )
    case 'listed':
      if (view.nfts.length === 0)
        return <p className="foyer-tokens-note">{t('No NFTs on this network yet.')}</p>
      return (
        <ul className="foyer-nft-grid" aria-busy={view.isRefreshing}>
          {view.nfts.map((nft) => (
            <NftItem key={nft.key} nft={nft} />
          ))}
        </ul>
      )
  }
}

function NftItem({ nft }: { nft: NftCard }) {
  return (
    <li className="foyer-nft">
      <NftPicture nft={nft} />
      <span className="foyer-nft-name">{nft.name}</span>
      <span className="foyer-nft-meta">
        <span className="foyer-nft-collection">{nft.collection}</span>
        <span className="foyer-nft-id">{nft.tokenId}</span>
      </span>
    </li>
  )
}

/**
 * The NFT's picture, or its collection's initials when it has none or the picture fails to load.
 * Described by the name beside it, so the picture itself has `alt=""`.
 */
function NftPicture({ nft }: { nft: NftCard }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  if (!nft.imageUrl || failedSrc === nft.imageUrl)
    return (
      <span className="foyer-nft-picture foyer-nft-monogram" aria-hidden="true">
        {walletInitials(nft.collection)}
      </span>
    )
  return (
    <img
      className="foyer-nft-picture"
      src={nft.imageUrl}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(nft.imageUrl)}
    />
  )
}
