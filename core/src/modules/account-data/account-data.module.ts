import {
  type AccountDataSource,
  type CollectionLists,
  readsChainNames,
  type TokenLists,
} from '../../account-data/account-data.types.js'
import { loadActivityMachine } from '../../machines/activity/activity.load.js'
import type { ActivityInput } from '../../machines/activity/activity.types.js'
import { loadIdentityMachine } from '../../machines/identity/identity.load.js'
import type { IdentityInput } from '../../machines/identity/identity.types.js'
import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import { loadNftGalleryMachine } from '../../machines/nft-gallery/nft-gallery.load.js'
import type { NftGalleryInput } from '../../machines/nft-gallery/nft-gallery.types.js'
import { loadPortfolioMachine } from '../../machines/portfolio/portfolio.load.js'
import type { PortfolioInput } from '../../machines/portfolio/portfolio.types.js'
import { isLocalNetwork } from '../../networks/local-network.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { FoyerModule } from '../../system/module.types.js'
import { getSystemActor, sendToSystem } from '../../system/system.js'
import { blockchainApiOf } from '../blockchain-api.config.js'
import { refreshAccountData } from './actions/refresh-account-data.js'
import type { DefaultSourceOptions } from './default-source.load.js'
import './account-data.system.js'

/**
 * Where the account data module reads from.
 *
 * @example
 * const options: AccountDataModuleOptions = { tokens: { 'eip155:1': [usdc] } }
 */
export type AccountDataModuleOptions = {
  /**
   * The site's own source. By default: the Blockchain API (`services.blockchainApiUrl`) when the site
   * has a project id and is not in basic mode, on the networks it serves; otherwise, and on the other
   * networks, the chain itself ({@link chainSource}), whose history covers local chains only.
   */
  source?: AccountDataSource | undefined
  /** The tokens the chain source reads on each network besides its native currency. */
  tokens?: TokenLists | undefined
  /**
   * The NFT collections (ERC-721 Enumerable) looked in on each network for the NFTs tab, with either
   * default source: the Blockchain API lists no NFTs. Without any, there is no NFTs tab.
   */
  collections?: CollectionLists | undefined
}

/** What the account data module adds to the facade `createFoyer` returns. */
export type AccountDataActions = {
  /** Reads the active account's tokens and activity again now. See {@link refreshAccountData}. */
  refreshAccountData(options?: { forceUpdate?: string | undefined }): void
  /** The token list is on screen: its balances are read unless they are in (downloads its machine). */
  showTokens(): void
  /** Reads the token balances again. */
  refreshTokens(): void
  /** The activity list is on screen: its first page is read unless it is in (downloads its machine). */
  showActivity(): void
  /** The visitor reached the end of the activity list: reads the next page. */
  loadMoreActivity(): void
  /** The NFT gallery is on screen: its NFTs are read unless they are in (downloads its machine). */
  showNfts(): void
  /** Reads the NFTs again. */
  refreshNfts(): void
  /** The account is on screen: its name and avatar are read unless they are in. */
  showIdentity(): void
}

/**
 * Account data for the Account view: the active account's tokens with their quantity and dollar
 * value, its NFTs where the source finds them, its activity (transactions by month) where the source
 * reads history, and its name and avatar where the source knows names; activity and names for EVM
 * accounts only (SPEC §9). Nothing is downloaded or asked until the Account view first lists them;
 * then each list's machine and the source download.
 *
 * @example
 * createFoyer({ projectId, services: { blockchainApiUrl }, adapters, modules: [accountData()] })
 * createFoyer({ adapters, modules: [accountData({ tokens: { 'eip155:1': [usdc] } })] }) // basic mode: the chain
 */
export function accountData(options: AccountDataModuleOptions = {}): FoyerModule<AccountDataActions> {
  return {
    id: 'accountData',
    // The tokens, activity and NFTs tabs, under a connected account.
    account: (system, account) =>
      getSystemActor(system, 'portfolio') && account.status === 'connected' ? [{ kind: 'accountData' }] : [],
    plug: ({ options: site, storage }) => {
      const api = blockchainApiOf(site)
      const { tokens, collections } = options
      const source = withStorageCaches(
        options.source ?? lazyDefaultSource({ api, tokens, collections }),
        storage,
      )
      const input = { source } satisfies PortfolioInput & ActivityInput & IdentityInput & NftGalleryInput
      // The chain source reads history only from local chains, and names only through adapters that
      // read them (EVM: ENS, where a configured network has it); the Blockchain API does both.
      const adapters = site.adapters ?? []
      const anyLocal = adapters.some((adapter) => adapter.networks.some(isLocalNetwork))
      const anyNames = adapters.some(readsChainNames)
      const readsHistory = options.source
        ? options.source.history !== undefined
        : api !== undefined || anyLocal
      const knowsNames = options.source
        ? options.source.identity !== undefined
        : api !== undefined || anyNames
      const findsNfts = options.source ? options.source.nfts !== undefined : collections !== undefined
      return {
        actors: [
          {
            systemId: 'portfolio',
            logic: lazyActorMachine,
            input: { systemId: 'portfolioTokens', load: loadPortfolioMachine, input },
          },
          ...(readsHistory
            ? [
                {
                  systemId: 'activity',
                  logic: lazyActorMachine,
                  input: { systemId: 'activityFeed', load: loadActivityMachine, input },
                },
              ]
            : []),
          ...(findsNfts
            ? [
                {
                  systemId: 'nfts',
                  logic: lazyActorMachine,
                  input: { systemId: 'nftGallery', load: loadNftGalleryMachine, input },
                },
              ]
            : []),
          ...(knowsNames
            ? [
                {
                  systemId: 'identity',
                  logic: lazyActorMachine,
                  input: { systemId: 'accountIdentity', load: loadIdentityMachine, input },
                },
              ]
            : []),
        ],
      }
    },
    // Each list's actor is lazy: its first event downloads its machine, which then receives it.
    actions: (foyer) => ({
      refreshAccountData: (refresh) => refreshAccountData(foyer, refresh),
      showTokens: () => sendToSystem(foyer.actor, 'portfolio', { type: 'PORTFOLIO.SHOW' }),
      refreshTokens: () => sendToSystem(foyer.actor, 'portfolio', { type: 'PORTFOLIO.REFRESH' }),
      showActivity: () => sendToSystem(foyer.actor, 'activity', { type: 'ACTIVITY.SHOW' }),
      loadMoreActivity: () => sendToSystem(foyer.actor, 'activity', { type: 'ACTIVITY.LOAD_MORE' }),
      showNfts: () => sendToSystem(foyer.actor, 'nfts', { type: 'NFTS.SHOW' }),
      refreshNfts: () => sendToSystem(foyer.actor, 'nfts', { type: 'NFTS.REFRESH' }),
      showIdentity: () => sendToSystem(foyer.actor, 'identity', { type: 'IDENTITY.SHOW' }),
    }),
  }
}

/**
 * `source` with SPEC §9's storage caches: identity lookups (5 minutes) and the first token-balance read of
 * each account on the page (30 s; later reads are refreshes and always ask). The caches' code downloads
 * with the first read.
 *
 * @example
 * const source = withStorageCaches(mySource, storage)
 */
export function withStorageCaches(source: AccountDataSource, storage: TypedStorage): AccountDataSource {
  const caches = () => import('./account-caches.load.js')
  const readOnPage = new Set<string>()
  // Bound, so a site's source written as a class keeps its `this`.
  const balances = source.balances.bind(source)
  const identity = source.identity?.bind(source)
  return {
    ...(source.history ? { history: source.history.bind(source) } : {}),
    ...(source.nfts ? { nfts: source.nfts.bind(source) } : {}),
    async balances(request) {
      const id = `${request.network.caipNetworkId}:${request.address}`
      const first = !readOnPage.has(id) && request.forceUpdate === undefined
      readOnPage.add(id)
      return (await caches()).cachedBalances(storage, balances, request, first)
    },
    ...(identity
      ? { identity: async (request) => (await caches()).cachedIdentity(storage, identity, request) }
      : {}),
  }
}

/** The default source, downloaded with its first use (the HTTP client and parsers stay off the page). */
function lazyDefaultSource(sourceOptions: DefaultSourceOptions): AccountDataSource {
  let source: Promise<AccountDataSource> | undefined
  const load = () => {
    source ??= import('./default-source.load.js').then((module) => module.createDefaultSource(sourceOptions))
    return source
  }
  return {
    async balances(request) {
      return (await load()).balances(request)
    },
    async history(request) {
      const loaded = await load()
      if (!loaded.history) throw new Error('accountData: the source reads no history')
      return loaded.history(request)
    },
    async identity(request) {
      const loaded = await load()
      if (!loaded.identity) throw new Error('accountData: the source knows no names')
      return loaded.identity(request)
    },
    async nfts(request) {
      const loaded = await load()
      if (!loaded.nfts) throw new Error('accountData: the source finds no NFTs')
      return loaded.nfts(request)
    },
  }
}
