import type { AccountDataSource, BalancesRequest } from '../../account-data/account-data.types.js'
import type { AccountIdentity, TokenBalance } from '../../api/blockchain/blockchain-api.types.js'
import { isCaipAddress, isCaipNetworkId } from '../../networks/caip.js'
import { type CachedTokenBalance, storageKeys } from '../../storage/keys.js'
import { readThrough } from '../../storage/read-through.js'
import type { TypedStorage } from '../../storage/storage.types.js'

// SPEC §3/§9 caches of the account data, kept in the site's storage so a reload within their lifetime
// asks nothing: the account's name and avatar (5 minutes) and its token balances (the portfolio, 30 s).
// Loaded with `import()`, with the first read, so the storage keys stay off the page.

type IdentityRequest = Parameters<NonNullable<AccountDataSource['identity']>>[0]

/** A cache entry's id: the account's CAIP-10 id on the network read. */
const accountId = ({ address, network }: { address: string; network: { caipNetworkId: string } }) =>
  `${network.caipNetworkId}:${address}`

/**
 * The account's name and avatar through the identity cache (5 minutes): a lookup within 5 minutes of
 * the last one, even after a reload, asks nothing. A failed lookup is not cached (the next show asks
 * again).
 *
 * @example
 * await cachedIdentity(storage, source.identity, { address, network, adapter, signal })
 */
export function cachedIdentity(
  storage: TypedStorage,
  identity: (request: IdentityRequest) => Promise<AccountIdentity>,
  request: IdentityRequest,
): Promise<AccountIdentity> {
  return readThrough(storage, storageKeys.identityCache, accountId(request), {
    read: () => identity(request),
    // JSON has no undefined: an absent name or avatar is left out of the entry.
    toEntry: ({ name, avatar }) => ({
      ...(name === undefined ? {} : { name }),
      ...(avatar === undefined ? {} : { avatar }),
    }),
    fromEntry: ({ name, avatar }) => ({ name, avatar }),
  })
}

/**
 * The account's token balances, from the portfolio cache (30 s) when `mayUseCache` (the page's first
 * read of the account: a reload within 30 s asks nothing), else from `balances`; every answer read is
 * cached. A read again on the same page (a refresh, after a send or a purchase) always asks: the
 * balances may just have changed. A cached list with an entry that is not a token balance is no entry.
 *
 * @example
 * await cachedBalances(storage, source.balances, request, true)
 */
export async function cachedBalances(
  storage: TypedStorage,
  balances: (request: BalancesRequest) => Promise<readonly TokenBalance[]>,
  request: BalancesRequest,
  mayUseCache: boolean,
): Promise<readonly TokenBalance[]> {
  const id = accountId(request)
  const cached = mayUseCache
    ? tokenBalancesOf(storage.readFresh(storageKeys.balanceCache)[id]?.balances)
    : undefined
  if (cached) return cached
  const read = await balances(request)
  storage.writeFresh(storageKeys.balanceCache, id, { balances: read.map(toCached) })
  return read
}

const toCached = ({ address, value, price, ...token }: TokenBalance): CachedTokenBalance => ({
  ...token,
  // JSON has no undefined: absent fields are left out.
  ...(address === undefined ? {} : { address }),
  ...(value === undefined ? {} : { value }),
  ...(price === undefined ? {} : { price }),
})

function tokenBalancesOf(entries: readonly CachedTokenBalance[] | undefined): TokenBalance[] | undefined {
  if (!entries) return undefined
  const tokens: TokenBalance[] = []
  for (const { chainId, address, iconUrl, ...token } of entries) {
    if (!isCaipNetworkId(chainId) || (address !== undefined && !isCaipAddress(address))) return undefined
    tokens.push({ ...token, chainId, address, iconUrl: iconUrl ?? '' })
  }
  return tokens
}
