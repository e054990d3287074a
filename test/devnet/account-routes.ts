import { isAddress } from 'viem'
import { readBalances } from './account-balances.js'
import { priceOf, type ReadableChain, tokenIconUrl } from './account-chains.js'
import { type HistoryEntry, readHistory } from './account-history.js'
import type { RecordedRequest, Reply, Route } from './api-service.js'
import { nftImage, nftMetadata, tokenLogo } from './token-art.js'

/**
 * How many transactions a page of `GET /v1/account/{address}/history` holds.
 *
 * @example
 * expect(page.transactions).toHaveLength(HISTORY_PAGE_SIZE)
 */
export const HISTORY_PAGE_SIZE = 10

/**
 * The Blockchain API's account routes, answered from the devnets `chains()` returns at request time
 * (so chains can be attached after the service starts), plus what the answers link to:
 *
 * - `GET /v1/account/:address/balance?chainId=eip155:…&projectId=…`: `{ balances }` read from the chain
 *   now (see `readBalances`); `{ balances: [] }` for a chain the service does not know (any other
 *   network, as the real API answers for networks it does not index).
 * - `GET /v1/account/:address/history?chainId=…&projectId=…&cursor=…`: `{ data, next }`, ten
 *   transactions a page, newest first (see `readHistory`); `next` an opaque cursor, `null` on the
 *   last page.
 * - `GET /v1/supported-chains`: `{ http, ws }`, the devnets it reads (no WebSocket), so Foyer reads
 *   every other network from the chain itself, as it does for networks the real API does not serve.
 * - `GET /devnet/nft/:tokenId`: a Foyer Friend's ERC-721 metadata (its `tokenURI`);
 *   `GET /devnet/nft-images/:id.svg` its picture; `GET /devnet/token-icons/:symbol.svg` ETH's,
 *   FUSD's and FOY's logos.
 *
 * Without `projectId` or `chainId`, or with a malformed address or cursor, they answer 400 with a
 * JSON `error`; a chain that does not answer gives 502. Links are absolute, on the host the request
 * named.
 *
 * @example
 * const routes = accountRoutes(() => resolveAccountChains({ 'eip155:31337': { rpcUrl, tokens } }))
 * routes['GET /v1/account/:address/balance']
 */
export function accountRoutes(chains: () => ReadonlyMap<string, ReadableChain>): Record<string, Route> {
  return {
    'GET /v1/supported-chains': (request) =>
      request.query.projectId
        ? { kind: 'json', body: { http: [...chains().keys()], ws: [] } }
        : badRequest('projectId is required'),
    'GET /v1/account/:address/balance': (request) =>
      onChain(request, chains(), { balances: [] }, async (chain, address, serviceUrl) => ({
        balances: await readBalances(chain, address, serviceUrl),
      })),
    'GET /v1/account/:address/history': (request) => {
      const after = readCursor(request.query.cursor)
      if (after === 'malformed') return badRequest('cursor is not one this service gave')
      return onChain(request, chains(), { data: [], next: null }, async (chain, address, serviceUrl) =>
        page(await readHistory(chain, address, serviceUrl), after),
      )
    },
    // A token's dollar price, as the Blockchain API answers it: one fungible per token asked for, by
    // its CAIP-10 address (name, symbol, icon, price), from the devnet's fixed prices. Like the real
    // service: no addresses is a 400, another currency than usd a 422, a token it does not price
    // (the native coin's placeholders among them) a 400.
    'POST /v1/fungible/price': (request) => {
      const body = request.body
      if (typeof body !== 'object' || body === null) return badRequest('a JSON body is required')
      const { projectId, currency, addresses } = body as Record<string, unknown>
      if (typeof projectId !== 'string' || projectId === '') return badRequest('projectId is required')
      if (!Array.isArray(addresses) || addresses.length === 0) return badRequest('addresses is required')
      if (currency !== 'usd')
        return { kind: 'json', status: 422, body: { error: `Unsupported currency ${String(currency)}` } }
      const fungibles = addresses.map((address) => fungibleOf(chains(), address, serviceUrlOf(request)))
      if (fungibles.some((fungible) => fungible === undefined)) return badRequest('Asset is not supported')
      return { kind: 'json', body: { fungibles } }
    },
    'GET /devnet/nft/:tokenId': (request) => {
      const id = request.pathParams.tokenId ?? ''
      if (!/^\d+$/.test(id)) return notFound(`No Foyer Friend ${id}`)
      return { kind: 'json', body: nftMetadata(serviceUrlOf(request), BigInt(id)) }
    },
    'GET /devnet/nft-images/:file': (request) => {
      const id = /^(\d+)\.svg$/.exec(request.pathParams.file ?? '')?.[1]
      return id === undefined ? notFound('No such picture') : svg(nftImage(BigInt(id)))
    },
    'GET /devnet/token-icons/:file': (request) => {
      const symbol = /^(\w+)\.svg$/.exec(request.pathParams.file ?? '')?.[1]
      const logo = symbol === undefined ? undefined : tokenLogo(symbol)
      return logo === undefined ? notFound('No such token icon') : svg(logo)
    },
  }
}

type Read = (chain: ReadableChain, address: `0x${string}`, serviceUrl: string) => Promise<unknown>

/** The fungible of a devnet token's CAIP-10 address, with its fixed price; `undefined` when unpriced. */
function fungibleOf(chains: ReadonlyMap<string, ReadableChain>, address: unknown, serviceUrl: string) {
  if (typeof address !== 'string') return undefined
  const [namespace, reference, tokenAddress = ''] = address.split(':')
  const chain = chains.get(`${namespace}:${reference}`)
  const token = chain?.tokens.tokens.find(
    (entry) => entry.address.toLowerCase() === tokenAddress.toLowerCase(),
  )
  const price = token && priceOf(token.symbol)
  if (!token || price === undefined) return undefined
  return { name: token.name, symbol: token.symbol, iconUrl: tokenIconUrl(serviceUrl, token.symbol), price }
}

/** Checks the request as the real API does, then answers from the chain it names, or `empty`. */
async function onChain(
  request: RecordedRequest,
  chains: ReadonlyMap<string, ReadableChain>,
  empty: unknown,
  read: Read,
): Promise<Reply> {
  const { projectId, chainId } = request.query
  if (!projectId) return badRequest('projectId is required')
  if (!chainId) return badRequest('chainId is required')
  const chain = chains.get(chainId)
  if (!chain) return { kind: 'json', body: empty }
  const address = request.pathParams.address ?? ''
  if (!isAddress(address, { strict: false })) return badRequest(`${address} is not an address of ${chainId}`)
  try {
    return { kind: 'json', body: await read(chain, address, serviceUrlOf(request)) }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { kind: 'json', status: 502, body: { error: `The devnet ${chainId} did not answer: ${reason}` } }
  }
}

/** The history page after the cursor's position (newest first), with the next page's cursor. */
function page(entries: readonly HistoryEntry[], after: Position | undefined) {
  const rest = after
    ? entries.filter(
        ({ block, index }) => block < after.block || (block === after.block && index < after.index),
      )
    : entries
  const shown = rest.slice(0, HISTORY_PAGE_SIZE)
  const last = shown.at(-1)
  return {
    data: shown.map((entry) => entry.transaction),
    next: last && rest.length > shown.length ? writeCursor(last) : null,
  }
}

/** A transaction's place on the chain: cursors name the last one a page showed. */
type Position = { block: bigint; index: number }

function writeCursor({ block, index }: Position): string {
  return Buffer.from(`${block}:${index}`).toString('base64url')
}

function readCursor(cursor: string | undefined): Position | undefined | 'malformed' {
  if (cursor === undefined || cursor === '') return undefined
  const match = /^(\d+):(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  return match ? { block: BigInt(match[1] ?? 0), index: Number(match[2]) } : 'malformed'
}

function serviceUrlOf(request: RecordedRequest): string {
  const host = request.headers.host
  return host ? `http://${host}` : ''
}

function badRequest(error: string): Reply {
  return { kind: 'json', status: 400, body: { error } }
}

function notFound(error: string): Reply {
  return { kind: 'json', status: 404, body: { error } }
}

function svg(body: string): Reply {
  return { kind: 'raw', body, contentType: 'image/svg+xml' }
}
