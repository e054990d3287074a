// Test fixtures for the wallet list machine (imported by tests only).
import type {
  DirectoryWallet,
  WalletDirectory,
  WalletListRequest,
  WalletsPage,
} from '../../api/wallet-directory.types.js'

/** A directory wallet named `name`, with an id derived from it. */
export const wallet = (name: string, certified = false): DirectoryWallet => ({
  id: `id-${name.toLowerCase().replace(/\s+/g, '-')}`,
  name,
  image_id: `img-${name.toLowerCase()}`,
  ...(certified ? { badge_type: 'certified' as const } : {}),
})

/** What a directory answers for a request (page, search and filter); the rest of the request is ignored. */
export type Catalogue = (request: { page: number; search: string; certifiedOnly: boolean }) => WalletsPage

/** The request as the catalogue sees it: no search is the empty search. */
export const keyOf = (request: WalletListRequest) => ({
  page: request.page,
  search: request.search ?? '',
  certifiedOnly: request.certifiedOnly ?? false,
})

/** A directory of `total` wallets (every third certified), `pageSize` a page, searched by name. */
export function largeCatalogue(total: number, pageSize = 40): Catalogue {
  const all = Array.from({ length: total }, (_, i) => wallet(`Wallet ${i + 1}`, i % 3 === 0))
  return ({ page, search, certifiedOnly }) => {
    const matching = all.filter(
      (w) => w.name.toLowerCase().includes(search.toLowerCase()) && (!certifiedOnly || w.badge_type),
    )
    return { data: matching.slice((page - 1) * pageSize, page * pageSize), count: matching.length }
  }
}

/** A request the gated directory received, waiting for the test to answer it. */
export type GatedRequest = WalletListRequest & {
  /** Answers as the catalogue says (also after an abort: a server may not notice). */
  answer(): void
  fail(error: unknown): void
  readonly answered: boolean
}

/**
 * A wallet directory whose requests wait until the test answers them, newest last; the catalogue
 * decides what an answered request returns.
 */
export function gatedDirectory(catalogue: Catalogue): {
  directory: WalletDirectory
  requests: GatedRequest[]
} {
  const requests: GatedRequest[] = []
  const directory: WalletDirectory = {
    listWallets: (request) =>
      new Promise<WalletsPage>((resolve, reject) => {
        let answered = false
        requests.push({
          ...request,
          answer: () => {
            answered = true
            resolve(catalogue(keyOf(request)))
          },
          fail: (error) => {
            answered = true
            reject(error)
          },
          get answered() {
            return answered
          },
        })
      }),
    recommendedWallets: async () => [],
    walletImage: async (imageId) => `https://wallets.example/${imageId}.png`,
    assetImage: async (imageId) => `https://assets.example/${imageId}.png`,
    currencyImage: async (currency) => `https://assets.example/currencies/${currency}.png`,
    tokenImage: async (symbol) => `https://assets.example/tokens/${symbol}.png`,
  }
  return { directory, requests }
}

/** A wallet directory answering every request at once from the catalogue, recording the requests. */
export function instantDirectory(catalogue: Catalogue): {
  directory: WalletDirectory
  requests: WalletListRequest[]
} {
  const requests: WalletListRequest[] = []
  const directory: WalletDirectory = {
    listWallets: async (request) => {
      requests.push(request)
      return catalogue(keyOf(request))
    },
    recommendedWallets: async () => [],
    walletImage: async (imageId) => `https://wallets.example/${imageId}.png`,
    assetImage: async (imageId) => `https://assets.example/${imageId}.png`,
    currencyImage: async (currency) => `https://assets.example/currencies/${currency}.png`,
    tokenImage: async (symbol) => `https://assets.example/tokens/${symbol}.png`,
  }
  return { directory, requests }
}
