import {
  type CaipNetworkId,
  type CollectionLists,
  type ConnectMethod,
  type ListedCollection,
  type ListedToken,
  type Network,
  networks,
  type TokenLists,
} from '@foyer/core'
import { bitcoinLocalNetwork, localNetwork, solanaLocalNetwork } from '../../test/devnet/local-networks.js'
import { type DemoCosmos, demoCosmosOf, type LocalCosmosChain, parseCosmosRpcUrls } from './demo-cosmos.js'

/**
 * A local chain of the demo stack, as the launcher passes it in `VITE_FOYER_DEVNETS`, with the
 * address of its Uniswap v2 router when the stack deployed one (where its swaps are sent).
 */
export type Devnet = { chainId: number; name: string; rpcUrl: string; swapRouter?: string | undefined }

/** What the demo page runs with, read from the launcher's environment and the page's query string. */
export type DemoConfig = {
  /** The EVM networks offered, the default one first. */
  networks: readonly [Network<'eip155'>, ...Network<'eip155'>[]]
  /**
   * The Solana network offered beside them: the local chain ("Foyer Devnet SOL") when the stack runs
   * it, Solana mainnet on the public networks; `?solana=off` leaves Solana out.
   */
  solanaNetwork: Network<'solana'> | undefined
  /**
   * The Bitcoin network offered beside them: the local regtest chain ("Foyer Regtest BTC") when the
   * stack runs it, Bitcoin mainnet on the public networks; `?bitcoin=off` leaves Bitcoin out.
   */
  bitcoinNetwork: Network<'bip122'> | undefined
  /** Where the Bitcoin network's balances are read (Esplora) by CAIP-2 id; else the adapter's defaults. */
  esploraUrls: Readonly<Record<string, string>>
  /**
   * The Cosmos networks offered beside them, with their facts: the two local chains ("Foyer Devnet
   * ATOM", "Foyer Devnet OSMO") when the stack runs them; `?cosmos=off` leaves Cosmos out.
   */
  cosmos: DemoCosmos | undefined
  /** The local Cosmos chains the Cosmos dev wallet reaches (with their RPC URLs), when Cosmos is offered. */
  cosmosChains: readonly LocalCosmosChain[]
  /**
   * The chains the Cosmos dev wallet knows at first (`?cosmosWalletChains=foyer-devnet-1`, comma
   * separated): the site suggests the others when it connects, a prompt the visitor may refuse alone.
   * Every local chain when absent.
   */
  cosmosWalletChains: readonly string[] | undefined
  /** The local chains, when the demo runs on the local stack. */
  devnets: readonly Devnet[]
  /** Announce the demo-only dev wallet (an anvil test account) over EIP-6963. */
  devWallet: boolean
  /** Restore the last connection on load (`?reconnect=off` turns it off). */
  reconnect: boolean
  /** Sign in with X: `?siwx=optional` or `?siwx=required`; off by default. */
  siwx: 'off' | 'optional' | 'required'
  /**
   * The multi-wallet module (`?multiWallet=off` leaves it out). Its actions still need the project's
   * remote `multiWallet` feature, off by default.
   */
  multiWallet: boolean
  /**
   * Where Foyer's CSS comes from: `<style>` elements it renders (`inline`, the default), or the
   * published `@foyer/react/styles.css` linked from the page's origin (`?styles=external`), as a site
   * under a strict Content-Security-Policy without nonces does.
   */
  styles: 'inline' | 'external'
  /**
   * Where the Account view's tokens come from: the local API service (`api`, the default with a project
   * id), or the chain itself (`?accountData=chain`), reading the devnet tokens with a multicall.
   */
  accountDataSource: 'api' | 'chain'
  /** The analytics module: reporting (`on`), listed with the site's `analytics` feature off, or not listed. */
  analytics: 'on' | 'off' | 'absent'
  /** Manual WalletConnect control (`?manualWalletConnect=on`): the modal opens on WalletConnect's QR code. */
  manualWalletConnect: boolean
  /** The modal's language (`?locale=ar`, `?locale=ja`); the browser's languages without it. */
  locale: string | undefined
  /** The demo's own custom wallet in the wallet directory module (`?customWallets=on`). */
  customWallets: boolean
  /** The site's own order of the Connect view's methods (`?connectMethodsOrder=social,wallet,email`), if any. */
  connectMethodsOrder: readonly ConnectMethod[] | undefined
}

/**
 * Reads the devnet tokens the launcher made (`VITE_FOYER_DEVNET_TOKENS`, JSON keyed by EVM chain id,
 * or by CAIP-2 id for the local Solana chain's SPL token) as the chain source's token lists, each with
 * its logo from the local API service; anything malformed is left out.
 *
 * @example
 * parseDevnetTokens('{"31337":[{"address":"0x5FbD…","name":"Foyer Dollar","symbol":"FUSD","decimals":18}]}', apiUrl)
 */
export function parseDevnetTokens(json: string | undefined, apiUrl: string | undefined): TokenLists {
  const lists = parseByChain(json, isListedToken)
  return Object.fromEntries(
    Object.entries(lists).map(([chain, tokens]) => [chain, tokens.map((token) => withIcon(token, apiUrl))]),
  )
}

/**
 * Reads the devnet NFT collections the launcher deployed (`VITE_FOYER_DEVNET_COLLECTIONS`, JSON keyed
 * by chain id) as the account data module's collections; anything malformed is left out.
 *
 * @example
 * parseDevnetCollections('{"31337":[{"address":"0xe7f1…","name":"Foyer Friends"}]}')
 */
export function parseDevnetCollections(json: string | undefined): CollectionLists {
  return parseByChain(json, isListedCollection)
}

/** A JSON object of lists keyed by EVM chain id, as lists keyed by CAIP-2 id, with valid items only. */
function parseByChain<item>(
  json: string | undefined,
  isItem: (value: unknown) => value is item,
): Record<CaipNetworkId, item[]> {
  if (!json) return {}
  try {
    const value: unknown = JSON.parse(json)
    if (typeof value !== 'object' || value === null) return {}
    return Object.fromEntries(
      Object.entries(value).flatMap(([chain, list]) => {
        // An EVM chain by its number; any other network by its CAIP-2 id.
        const network = /^\d+$/.test(chain) ? `eip155:${chain}` : isCaip2(chain) ? chain : undefined
        return network && Array.isArray(list) ? [[network, list.filter(isItem)]] : []
      }),
    )
  } catch {
    return {}
  }
}

/** CAIP-2's shape: a namespace of 3–8 characters, a colon, a reference of 1–32. */
const isCaip2 = (value: string): value is CaipNetworkId => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value)

function isListedToken(item: unknown): item is ListedToken {
  if (typeof item !== 'object' || item === null) return false
  const { address, name, symbol, decimals } = item as Record<string, unknown>
  return (
    typeof address === 'string' &&
    typeof name === 'string' &&
    typeof symbol === 'string' &&
    typeof decimals === 'number'
  )
}

function isListedCollection(item: unknown): item is ListedCollection {
  if (typeof item !== 'object' || item === null) return false
  const { address, name } = item as Record<string, unknown>
  return typeof address === 'string' && typeof name === 'string'
}

const withIcon = (token: ListedToken, apiUrl: string | undefined): ListedToken =>
  apiUrl ? { ...token, iconUrl: `${apiUrl}/devnet/token-icons/${token.symbol}.svg` } : token

/** Multicall3's address, the same on every chain that has it. */
const CANONICAL_MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** SPEC §3's EVM networks, offered with `?networks=public`. */
const publicNetworks = [
  networks.mainnet,
  networks.base,
  networks.arbitrum,
  networks.optimism,
  networks.polygon,
  networks.avalanche,
  networks.bsc,
  networks.zksync,
] as const

/** Reads the devnets the launcher passed; anything malformed means "no devnets" rather than a crash. */
function parseDevnets(json: string | undefined): Devnet[] {
  if (!json) return []
  try {
    const value: unknown = JSON.parse(json)
    if (!Array.isArray(value)) return []
    return value.filter(
      (item): item is Devnet =>
        typeof item?.chainId === 'number' &&
        typeof item?.name === 'string' &&
        typeof item?.rpcUrl === 'string',
    )
  } catch {
    return []
  }
}

/** Where the launcher's local chains are, beside the EVM devnets (each absent without the local stack). */
export type DemoChainUrls = {
  solanaRpcUrl?: string | undefined
  bitcoinEsploraUrl?: string | undefined
  /** The local Cosmos chains' RPC URLs, JSON by chain id (`VITE_FOYER_COSMOS_RPC_URLS`). */
  cosmosRpcUrls?: string | undefined
}

/**
 * The demo's configuration: the local devnets by default (public networks with `?networks=public`, or
 * when started without the local stack), Solana and Bitcoin beside them unless `?solana=off` or
 * `?bitcoin=off`, the local Cosmos chains (only on the local stack) unless `?cosmos=off`, the dev wallet
 * unless `?devWallet=off`, sign-in with
 * `?siwx=optional|required`, reconnect unless `?reconnect=off`, the multi-wallet module unless
 * `?multiWallet=off`, account data from the chain with `?accountData=chain`, the analytics module with
 * `?analytics=on` (reporting to the local API) or `?analytics=off` (the module listed, the site's
 * `analytics` feature off), the Connect view's methods in the site's order with
 * `?connectMethodsOrder=social,wallet,email`, manual WalletConnect control with `?manualWalletConnect=on`,
 * the modal's language with `?locale=ar`, the demo's own custom wallet with `?customWallets=on`.
 *
 * @example
 * readDemoConfig('?networks=public', import.meta.env.VITE_FOYER_DEVNETS).networks[0].name // 'Ethereum'
 * readDemoConfig('', devnetsJson, { bitcoinEsploraUrl: 'http://127.0.0.1:3002' }).bitcoinNetwork?.name // 'Foyer Regtest BTC'
 */
export function readDemoConfig(
  search: string,
  devnetsJson: string | undefined,
  { solanaRpcUrl, bitcoinEsploraUrl, cosmosRpcUrls }: DemoChainUrls = {},
): DemoConfig {
  const query = new URLSearchParams(search)
  const devnets = parseDevnets(devnetsJson)
  const [first, ...rest] = devnets.map((devnet) => ({
    ...localNetwork(devnet),
    contracts: {
      // The local stack puts Multicall3 at its canonical address on each devnet, so the chain source
      // reads every token of an account with one call, as on a public network.
      multicall3: { address: CANONICAL_MULTICALL3 },
      // The devnet's swap router, declared as a site declares its own: the embedded wallet's review
      // reads calls to it as swaps.
      ...(devnet.swapRouter ? { uniswapV2Router02: { address: devnet.swapRouter } } : {}),
    },
  }))
  const useLocal = first !== undefined && query.get('networks') !== 'public'
  const localSolana = useLocal && solanaRpcUrl ? solanaLocalNetwork(solanaRpcUrl) : undefined
  const localBitcoin = useLocal && bitcoinEsploraUrl ? bitcoinLocalNetwork() : undefined
  const bitcoinNetwork = query.get('bitcoin') === 'off' ? undefined : (localBitcoin ?? networks.bitcoin)
  // Cosmos only on the local chains: the demo has no public Cosmos RPC to read balances from.
  const cosmosChains = useLocal && query.get('cosmos') !== 'off' ? parseCosmosRpcUrls(cosmosRpcUrls) : []
  const cosmosWalletChains = query.get('cosmosWalletChains')?.split(',').filter(Boolean)
  return {
    networks: useLocal ? [first, ...rest] : publicNetworks,
    solanaNetwork: query.get('solana') === 'off' ? undefined : (localSolana ?? networks.solana),
    bitcoinNetwork,
    esploraUrls: localBitcoin && bitcoinEsploraUrl ? { [localBitcoin.caipNetworkId]: bitcoinEsploraUrl } : {},
    cosmos: demoCosmosOf(cosmosChains),
    cosmosChains,
    cosmosWalletChains,
    devnets,
    devWallet: devnets.length > 0 && query.get('devWallet') !== 'off',
    reconnect: query.get('reconnect') !== 'off',
    siwx:
      query.get('siwx') === 'required' ? 'required' : query.get('siwx') === 'optional' ? 'optional' : 'off',
    multiWallet: query.get('multiWallet') !== 'off',
    styles: query.get('styles') === 'external' ? 'external' : 'inline',
    accountDataSource: query.get('accountData') === 'chain' ? 'chain' : 'api',
    analytics: query.get('analytics') === 'on' ? 'on' : query.get('analytics') === 'off' ? 'off' : 'absent',
    connectMethodsOrder: connectMethodsOrderOf(query.get('connectMethodsOrder')),
    manualWalletConnect: query.get('manualWalletConnect') === 'on',
    locale: query.get('locale') ?? undefined,
    customWallets: query.get('customWallets') === 'on',
  }
}

const connectMethods: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/** The methods named in `?connectMethodsOrder=…`, in that order; `undefined` when none is valid. */
function connectMethodsOrderOf(value: string | null): readonly ConnectMethod[] | undefined {
  const order = (value ?? '').split(',').flatMap((name) => connectMethods.filter((method) => method === name))
  return order.length > 0 ? order : undefined
}
