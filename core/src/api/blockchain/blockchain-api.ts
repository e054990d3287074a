import type { CaipAddress, CaipNetworkId } from '../../networks/network.types.js'
import type { HttpClient } from '../http.js'
import { type SdkRequest, sdkParams } from '../remote-config.js'
import { parseBalances } from './balances.parse.js'
import type {
  AccountIdentity,
  HistoryPage,
  NameSuggestion,
  RegisteredName,
  SupportedChains,
  TokenBalance,
  TokenPrice,
} from './blockchain-api.types.js'
import { parseHistory } from './history.parse.js'
import { parseIdentity } from './identity.parse.js'
import { parseNameSuggestions, parseNamesForAddress, parseRegisteredName } from './names.parse.js'
import { parseTokenPrice } from './price.parse.js'
import { parseSupportedChains } from './supported-chains.parse.js'

/**
 * Options of {@link createBlockchainApi}: the HTTP client of the Blockchain API and the project and
 * SDK every request names (SPEC §7: project id and sdk properties on every call).
 *
 * @example
 * const options: BlockchainApiOptions = { http: createHttpClient({ baseUrl: 'https://rpc.example.com' }), sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' } }
 */
export type BlockchainApiOptions = { http: HttpClient; sdk: Omit<SdkRequest, 'signal'> }

/**
 * The Blockchain API's account calls (SPEC §7), each answer checked (SPEC §5) before anyone sees it.
 *
 * @example
 * const tokens = await api.balances({ address: '0xab16…', network: 'eip155:1' })
 */
export type BlockchainApi = {
  /** `GET /v1/supported-chains`: the networks the API serves. */
  supportedChains(request?: { signal?: AbortSignal | undefined }): Promise<SupportedChains>
  /** `GET /v1/account/{address}/balance`: the account's tokens on `network`, priced in US dollars. */
  balances(request: {
    address: string
    network: CaipNetworkId
    /** A token the API should read again instead of answering from its cache (after a send). */
    forceUpdate?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<TokenBalance[]>
  /** `GET /v1/account/{account}/history`: a page of the account's transactions on `network`. */
  history(request: {
    address: string
    network: CaipNetworkId
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<HistoryPage>
  /** `GET /v1/identity/{address}`: the name and avatar the address is known by. */
  identity(request: {
    address: string
    sender?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<AccountIdentity>
  /** `GET /v1/profile/account/{name}` (apiVersion 2): the registered name; 404 when no one holds it. */
  lookUpName(request: { name: string; signal?: AbortSignal | undefined }): Promise<RegisteredName>
  /** `GET /v1/profile/reverse/{address}`: the names pointing at the address. */
  namesForAddress(request: {
    address: string
    sender?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<RegisteredName[]>
  /** `GET /v1/profile/suggestions/{name}`: names in `zone` like the one typed, and whether each is taken. */
  nameSuggestions(request: {
    name: string
    zone: string
    signal?: AbortSignal | undefined
  }): Promise<NameSuggestion[]>
  /**
   * `POST /v1/profile/account`: registers the name `message` names for `address`, proven by the
   * account's `signature` of `message`.
   */
  /**
   * `POST /v1/fungible/price`: the dollar price of the token at CAIP-10 `token` (a token contract, not
   * the native coin, which the service does not price), or `undefined` when it lists none.
   */
  tokenPrice(request: {
    token: CaipAddress
    signal?: AbortSignal | undefined
  }): Promise<TokenPrice | undefined>
  registerName(request: {
    coinType: number
    address: string
    message: string
    signature: string
    signal?: AbortSignal | undefined
  }): Promise<void>
}

/**
 * Creates the Blockchain API client. Malformed answers reject with `InvalidResponseError`; entries
 * that break a rule are left out (see the parsers).
 *
 * @example
 * const api = createBlockchainApi({ http, sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: '0.1.0' } })
 */
export function createBlockchainApi({ http, sdk }: BlockchainApiOptions): BlockchainApi {
  const common = sdkParams(sdk)
  const segment = encodeURIComponent
  return {
    async supportedChains({ signal } = {}) {
      return parseSupportedChains(await http.get({ path: '/v1/supported-chains', params: common, signal }))
    },
    async balances({ address, network, forceUpdate, signal }) {
      const body = await http.get({
        path: `/v1/account/${segment(address)}/balance`,
        params: { ...common, currency: 'usd', chainId: network, forceUpdate },
        signal,
      })
      return parseBalances(body, network)
    },
    async history({ address, network, cursor, signal }) {
      const body = await http.get({
        path: `/v1/account/${segment(address)}/history`,
        params: { ...common, chainId: network, cursor },
        signal,
      })
      return parseHistory(body, network)
    },
    async identity({ address, sender, signal }) {
      const body = await http.get({
        path: `/v1/identity/${segment(address)}`,
        params: { ...common, sender },
        signal,
      })
      return parseIdentity(body)
    },
    async lookUpName({ name, signal }) {
      const body = await http.get({
        path: `/v1/profile/account/${segment(name)}`,
        params: { ...common, apiVersion: 2 },
        signal,
      })
      return parseRegisteredName(body)
    },
    async namesForAddress({ address, sender, signal }) {
      const body = await http.get({
        path: `/v1/profile/reverse/${segment(address)}`,
        params: { ...common, sender, apiVersion: 2 },
        signal,
      })
      return parseNamesForAddress(body)
    },
    async nameSuggestions({ name, zone, signal }) {
      const body = await http.get({
        path: `/v1/profile/suggestions/${segment(name)}`,
        params: { ...common, zone },
        signal,
      })
      return parseNameSuggestions(body)
    },
    async tokenPrice({ token, signal }) {
      const body = await http.post({
        path: '/v1/fungible/price',
        params: common,
        body: { projectId: sdk.projectId, currency: 'usd', addresses: [token] },
        signal,
      })
      return parseTokenPrice(body)
    },
    async registerName({ coinType, address, message, signature, signal }) {
      await http.post({
        path: '/v1/profile/account',
        params: common,
        body: { coin_type: coinType, address, message, signature },
        signal,
      })
    },
  }
}
