import type { WalletDirectoryClient } from '../../api/wallet-directory.js'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'

/**
 * The Connect view's directory groups (SPEC §2 connector groups `featured`, `custom` and
 * `recommended`): the site's featured wallets, in its order, the directory's recommended ones, no
 * wallet in both, and the wallets the site lists itself (`custom`, in its order; none when left out).
 *
 * @example
 * const { featured, recommended } = directoryWallets // featured: [rainbow], recommended: [trust, …]
 */
export type DirectoryWalletGroups = {
  featured: readonly DirectoryWallet[]
  recommended: readonly DirectoryWallet[]
  custom?: readonly DirectoryWallet[] | undefined
}

/**
 * What the recommended wallets actor (systemId `recommendedWallets`) is started with.
 *
 * @example
 * createActor(recommendedWalletsMachine, { input: { directory } })
 */
export type RecommendedWalletsInput = { directory: RecommendedWalletsSource }

/**
 * The part of the directory client the actor uses: the recommended call and the featured ids, and
 * the image calls its rows need (the actor runs from the start, so images are reached through it
 * while the AllWallets list has not downloaded).
 */
export type RecommendedWalletsSource = Pick<
  WalletDirectoryClient,
  'recommendedWallets' | 'featuredIds' | 'walletImage' | 'assetImage' | 'currencyImage' | 'tokenImage'
>

/** The actor's context: the directory and the groups of the last successful load. */
export type RecommendedWalletsContext = RecommendedWalletsInput & { groups: DirectoryWalletGroups }

/**
 * Events the recommended wallets actor accepts.
 *
 * @example
 * recommendedWallets.send({ type: 'RECOMMENDED.LOAD' })
 */
export type RecommendedWalletsEvent =
  /**
   * The modal opened: load the featured and recommended wallets, unless they are loaded or loading.
   * After a failure, the next open tries again.
   *
   * @example
   * recommendedWallets.send({ type: 'RECOMMENDED.LOAD' })
   */
  | { type: 'RECOMMENDED.LOAD' }
  /**
   * The site's custom wallets, checked (the wallet directory module sends them once their check has
   * loaded): the `custom` group, whatever the directory answers.
   *
   * @example
   * recommendedWallets.send({ type: 'RECOMMENDED.CUSTOM', wallets: [acme] })
   */
  | { type: 'RECOMMENDED.CUSTOM'; wallets: readonly DirectoryWallet[] }
