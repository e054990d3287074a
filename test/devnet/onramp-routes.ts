import { randomBytes, randomUUID } from 'node:crypto'
import { type Address, type Hash, isAddress, isAddressEqual } from 'viem'
import { type ReadableChain, tokenIconUrl } from './account-chains.js'
import type { RecordedRequest, Reply, Route } from './api-service.js'
import { FUSD_ADDRESS } from './evm-tokens.js'
import { devnetNames } from './local-networks.js'
import {
  isOnrampProvider,
  type OnrampProviderName,
  paymentLimits,
  paymentRates,
  priceOnramp,
} from './onramp-pricing.js'
import { type SignedPurchase, signPurchase } from './onramp-purchase.js'

/**
 * A purchase the card provider delivered: the signed purchase and the transaction that paid it.
 *
 * @example
 * const record: OnrampRecord = { purchase, hash: '0xab…', from: provider.address, minedAt: '2026-11-29T03:30:00.000Z' }
 */
export type OnrampRecord = { purchase: SignedPurchase; hash: Hash; from: Address; minedAt: string }

/**
 * What the local API and its card provider share in Node (never over HTTP): the key that signs
 * checkout links, where the provider's checkout is (set by the provider when it starts), the
 * purchases it delivered (the onramp history), and the clock links expire by.
 *
 * @example
 * const provider = await startOnrampProvider({ desk: service.onramp, chains })
 */
export type OnrampDesk = {
  readonly signingKey: Uint8Array
  /** The provider's origin (`http://127.0.0.1:<port>`); `undefined` until one starts. */
  checkoutOrigin: string | undefined
  /** Delivered purchases, oldest first. */
  readonly purchases: OnrampRecord[]
  /** The clock of link expiry; a test may move it. */
  now: () => number
  /** How long a checkout link can be paid. */
  linkLifetimeMs: number
}

/**
 * How long a checkout link stays payable: long enough to type a card, short enough that an old link
 * found later cannot be paid.
 */
export const CHECKOUT_LINK_LIFETIME_MS = 15 * 60_000

/**
 * A desk with a fresh random signing key, no provider and no purchases.
 *
 * @example
 * const desk = createOnrampDesk()
 */
export function createOnrampDesk(): OnrampDesk {
  return {
    signingKey: randomBytes(32),
    checkoutOrigin: undefined,
    purchases: [],
    now: Date.now,
    linkLifetimeMs: CHECKOUT_LINK_LIFETIME_MS,
  }
}

/** Coinbase's id of ETH, as the real options list it. */
const ETH_ID = 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4'

/**
 * The provider's name of a devnet (`'foyer-devnet-31337'`), as an onramp network's `name`.
 *
 * @example
 * onrampNetworkName(31337) // 'foyer-devnet-31337'
 */
export function onrampNetworkName(chainId: number): string {
  return `foyer-devnet-${chainId}`
}

/**
 * The Blockchain API's onramp routes, for the devnets `chains()` returns at request time:
 *
 * - `GET /v1/onramp/options`: USD and EUR with the SPEC §5 limits; FUSD (the devnets' dollar token,
 *   the local stand-in of USDC) and ETH on every devnet.
 * - `POST /v1/onramp/quote` (`purchaseCurrency` symbol, `paymentCurrency`, `amount`, `network` name,
 *   optional `paymentMethod` and `provider`, meld or coinbase): the quote `priceOnramp` gives, fees of
 *   1.25 % (meld) or 1.5 % (coinbase), answered as the SPEC writes it plus `coinbaseFee` for coinbase.
 * - `POST /v1/generators/onrampurl` (`destinationWallets[0]` with the address and optionally the
 *   asset, `defaultNetwork` a devnet's CAIP-2 id, `presetFiatAmount`, `fiatCurrency`, optional
 *   `paymentMethod`, card or ach_bank_account as the quote's, and `provider`): a link to the
 *   provider's checkout carrying the purchase priced for that method, signed with the desk's key;
 *   503 while no provider is attached.
 * - `GET /v1/account/:address/history` with `onramp` (meld or coinbase): the purchases the provider
 *   delivered to the address, newest first, in the history's wire shape with the providers' states;
 *   without `onramp`, the account history (the `account` routes' own).
 *
 * Requests without `projectId`, or with what the routes do not know, answer 400 with the reason.
 *
 * @example
 * const routes = onrampRoutes(desk, () => chains, accountRoutes(() => chains))
 */
export function onrampRoutes(
  desk: OnrampDesk,
  chains: () => ReadonlyMap<string, ReadableChain>,
  account: Readonly<Record<string, Route>>,
): Record<string, Route> {
  const history = account['GET /v1/account/:address/history']
  return {
    'GET /v1/onramp/options': (request) =>
      request.query.projectId ? json(optionsOf(chains())) : badRequest('projectId is required'),
    'POST /v1/onramp/quote': (request) => quote(request, chains()),
    'POST /v1/generators/onrampurl': (request) => generate(request, desk, chains()),
    'GET /v1/account/:address/history': (request) => {
      if (request.query.onramp === undefined) {
        if (!history) return { kind: 'json', status: 404, body: { error: 'No account history' } }
        return typeof history === 'function' ? history(request) : history
      }
      return onrampHistory(request, desk)
    },
  }
}

function optionsOf(chains: ReadonlyMap<string, ReadableChain>) {
  const devnets = [...chains.values()]
  const network = (chain: ReadableChain, contractAddress: string) => ({
    name: onrampNetworkName(chain.chainId),
    display_name: devnetNames[chain.chainId as keyof typeof devnetNames] ?? `Devnet ${chain.chainId}`,
    chain_id: String(chain.chainId),
    contract_address: contractAddress,
  })
  return {
    paymentCurrencies: Object.keys(paymentRates).map((id) => ({ id, payment_method_limits: paymentLimits })),
    purchaseCurrencies: [
      {
        id: 'foyer-dollar',
        name: 'Foyer Dollar',
        symbol: 'FUSD',
        networks: devnets.map((chain) => network(chain, FUSD_ADDRESS)),
      },
      { id: ETH_ID, name: 'Ether', symbol: 'ETH', networks: devnets.map((chain) => network(chain, '')) },
    ],
  }
}

/** The devnet a provider network name or CAIP-2 id names, if the service knows it. */
function devnetOf(chains: ReadonlyMap<string, ReadableChain>, network: unknown): ReadableChain | undefined {
  if (typeof network !== 'string') return undefined
  return (
    chains.get(network) ?? [...chains.values()].find((chain) => onrampNetworkName(chain.chainId) === network)
  )
}

function quote(request: RecordedRequest, chains: ReadonlyMap<string, ReadableChain>): Reply {
  if (!request.query.projectId) return badRequest('projectId is required')
  const body = record(request.body)
  const provider = body.provider ?? 'coinbase'
  if (!isOnrampProvider(provider)) return badRequest(`Unknown provider ${String(provider)}`)
  if (!devnetOf(chains, body.network)) return badRequest(`Unknown network ${String(body.network)}`)
  const priced = priceOnramp({
    provider,
    fiatCurrency: String(body.paymentCurrency),
    amount: typeof body.amount === 'string' ? body.amount : '',
    paymentMethod: typeof body.paymentMethod === 'string' ? body.paymentMethod : 'card',
    symbol: String(body.purchaseCurrency),
  })
  if (!priced.ok) return badRequest(priced.reason)
  const fiat = (amount: string) => ({ amount, currency: String(body.paymentCurrency) })
  const { paymentTotal, paymentSubtotal, networkFee, providerFee, cryptoAmount } = priced.priced
  return json({
    quoteId: randomUUID(),
    paymentTotal: fiat(paymentTotal),
    paymentSubtotal: fiat(paymentSubtotal),
    networkFee: fiat(networkFee),
    providerFee: fiat(providerFee),
    ...(provider === 'coinbase' ? { coinbaseFee: fiat(providerFee) } : {}),
    purchaseAmount: { amount: cryptoAmount, currency: String(body.purchaseCurrency) },
  })
}

function generate(
  request: RecordedRequest,
  desk: OnrampDesk,
  chains: ReadonlyMap<string, ReadableChain>,
): Reply {
  if (!request.query.projectId) return badRequest('projectId is required')
  const body = record(request.body)
  const [wallet] = Array.isArray(body.destinationWallets) ? body.destinationWallets.map(record) : []
  const address = wallet?.address
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    return badRequest('destinationWallets[0].address is not an address of the devnets')
  if (typeof body.partnerUserId !== 'string' || body.partnerUserId === '' || body.partnerUserId.length >= 50)
    return badRequest('partnerUserId must have 1 to 49 characters')
  const blockchains = Array.isArray(wallet?.blockchains) ? wallet.blockchains : []
  const chain = devnetOf(chains, body.defaultNetwork ?? blockchains[0])
  if (!chain) return badRequest(`Unknown network ${String(body.defaultNetwork ?? blockchains[0])}`)
  if (body.presetCryptoAmount !== undefined)
    return badRequest('This provider sells a fiat amount: give presetFiatAmount, not presetCryptoAmount')
  if (typeof body.presetFiatAmount !== 'number') return badRequest('presetFiatAmount is required')
  const provider = body.provider ?? 'coinbase'
  if (!isOnrampProvider(provider)) return badRequest(`Unknown provider ${String(provider)}`)
  const assets = Array.isArray(wallet?.assets) ? wallet.assets : []
  const asset = typeof assets[0] === 'string' ? assets[0] : 'FUSD'
  const fiatCurrency = typeof body.fiatCurrency === 'string' ? body.fiatCurrency : 'USD'
  // A card unless another method is asked for, as the providers default.
  const paymentMethod = typeof body.paymentMethod === 'string' ? body.paymentMethod.toLowerCase() : 'card'
  // The number's shortest text is the amount the visitor typed (Foyer sends only such numbers).
  const priced = priceOnramp({
    provider,
    fiatCurrency,
    amount: String(body.presetFiatAmount),
    paymentMethod,
    symbol: asset,
  })
  if (!priced.ok) return badRequest(priced.reason)
  if (!desk.checkoutOrigin)
    return { kind: 'json', status: 503, body: { error: 'No card provider is attached to this service' } }
  const purchase: SignedPurchase = {
    id: randomUUID(),
    provider,
    address,
    network: chain.caipNetworkId,
    asset,
    cryptoAmount: priced.priced.cryptoAmount,
    fiatAmount: priced.priced.paymentTotal,
    fiatCurrency,
    paymentMethod,
    expires: String(desk.now() + desk.linkLifetimeMs),
  }
  return json({ url: `${desk.checkoutOrigin}/checkout?${signPurchase(desk.signingKey, purchase)}` })
}

function onrampHistory(request: RecordedRequest, desk: OnrampDesk): Reply {
  const { projectId, onramp, chainId } = request.query
  if (!projectId) return badRequest('projectId is required')
  if (!isOnrampProvider(onramp)) return badRequest(`Unknown onramp provider ${String(onramp)}`)
  const address = request.pathParams.address ?? ''
  if (!isAddress(address, { strict: false })) return badRequest(`${address} is not an address`)
  const serviceUrl = request.headers.host ? `http://${request.headers.host}` : ''
  const data = desk.purchases
    .filter(
      ({ purchase }) =>
        purchase.provider === (onramp satisfies OnrampProviderName) &&
        isAddressEqual(purchase.address as Address, address) &&
        (chainId === undefined || purchase.network === chainId),
    )
    .reverse()
    .map(({ purchase, hash, from, minedAt }) => ({
      id: purchase.id,
      metadata: {
        operationType: 'buy',
        hash,
        chain: purchase.network,
        minedAt,
        sentFrom: from,
        sentTo: purchase.address,
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        application: { name: null, iconUrl: null },
      },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: purchase.cryptoAmount },
          fungible_info: {
            name: purchase.asset === 'ETH' ? 'Ether' : 'Foyer Dollar',
            symbol: purchase.asset,
            icon: { url: tokenIconUrl(serviceUrl, purchase.asset) },
          },
        },
      ],
    }))
  return json({ data, next: null })
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function json(body: unknown): Reply {
  return { kind: 'json', body }
}

function badRequest(error: string): Reply {
  return { kind: 'json', status: 400, body: { error } }
}
