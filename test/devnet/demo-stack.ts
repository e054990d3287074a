import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes } from 'viem'
import { encodeBase58 } from '../../core/src/networks/base58.js'
import { bitcoinKey } from '../wallets/bitcoin-keys.js'
import { type Anvil, startAnvil } from './anvil.js'
import { type ApiService, start as startApiService } from './api-service.js'
import { installBatchExecutor } from './batch-executor.js'
import { type BitcoinChain, startBitcoinChain } from './bitcoin-esplora.js'
import type { CosmosDevnets } from './cosmos/cosmos-node.js'
import { startDemoCosmosChains } from './demo-cosmos.js'
import { type DemoPage, serveDemoBuild, startDemoDevServer } from './demo-page.js'
import type { DemoPageEnv } from './demo-page-env.js'
import { startDemoPolkadotChain } from './demo-polkadot.js'
import { DEVNET_TOKENS, type DevnetTokens, deployDevnetTokens } from './evm-tokens.js'
import {
  ANVIL_ADDRESS_0,
  ANVIL_ADDRESS_1,
  BITCOIN_DEV_PRIVATE_KEY,
  DEVNET_A,
  DEVNET_B,
  type DevnetChainId,
  devnetNames,
  SOLANA_DEV_SECRET_KEY,
  solanaLocalNetwork,
} from './local-networks.js'
import { type LoginFrame, startLoginFrame } from './login-frame/login-frame-server.js'
import { type OnrampCardProvider, startOnrampProvider } from './onramp-provider.js'
import { localPolkadotChainOf } from './polkadot/local-polkadot-chain.js'
import type { PolkadotDevnet } from './polkadot/polkadot-devnet.js'
import { type SolanaDevnet, startSolanaDevnet } from './solana-devnet.js'
import { SOLANA_FUSD } from './solana-tokens.js'
import { deployDevnetExchange, UNISWAP_V2_ROUTER_ADDRESS } from './uniswap.js'
import { type Relay, startRelay } from './wc-relay.js'

/** A local chain of the demo stack, as the demo page receives it. */
export type DemoDevnet = {
  chainId: number
  name: string
  rpcUrl: string
  /** The devnet exchange's Uniswap v2 router (the same address on both chains). */
  swapRouter: string
}

/** The demo's local stack: every remote service Foyer talks to, on 127.0.0.1, plus the demo page. */
export type DemoStack = {
  url: string
  api: ApiService
  /** The local WalletConnect relay (with its Verify API stand-in). */
  relay: Relay
  /** Two anvil chains with local chain ids (31337 and 31338), so a real wallet can add them too. */
  devnets: readonly [DemoDevnet, DemoDevnet]
  /**
   * The tokens on each anvil chain (the same fixed addresses on both): FUSD, FOY and the Foyer
   * Friends NFTs, anvil's accounts #0 and #1 (the demo's EVM dev wallet) each holding 1250.5 FUSD,
   * 42 FOY and two Foyer Friends. The API
   * service's account balance and history are read from these chains.
   */
  tokens: Readonly<Record<DevnetChainId, DevnetTokens>>
  /** The local Solana chain (LiteSVM), with the dev wallet's account funded. */
  solana: SolanaDevnet
  /** The local Bitcoin chain (regtest, Esplora's API), with the dev wallet's two addresses funded. */
  bitcoin: BitcoinChain
  /** The two local Cosmos chains (`foyer-devnet-1`, `foyer-osmo-1`), the Cosmos dev wallet's key funded on both. */
  cosmos: CosmosDevnets
  /**
   * The local Polkadot chain (chopsticks running the Rococo Asset Hub runtime), its dev keys funded; none
   * when the stack was asked for none (`polkadotPort: false`).
   */
  polkadot: PolkadotDevnet | undefined
  /** The dev login frame (email login), on an origin of its own, signing on the two anvil chains. */
  loginFrame: LoginFrame
  /**
   * The local card provider (its own origin): the checkout pages the API's signed onramp links open,
   * whose "Pay" sends the bought FUSD or ETH on the anvil chains.
   */
  onrampProvider: OnrampCardProvider
  /** The demo page's settings: where each of these services listens (see demo-page-env.ts). */
  pageEnv: DemoPageEnv
  close(): Promise<void>
}

/**
 * Production builds of the two pages the stack serves, each a folder `vite build` wrote: the demo
 * and the dev login frame. Served as plain files, they load in a fraction of the time the Vite dev
 * servers take (a built page is a few dozen requests, the dev server's demo over five hundred), and
 * one build serves any number of stacks: each stack writes its own addresses into the page it sends.
 *
 * @example
 * const pages: BuiltPages = { demo: '/tmp/foyer-e2e-x/demo', loginFrame: '/tmp/foyer-e2e-x/login-frame' }
 */
export type BuiltPages = { demo: string; loginFrame: string }

/**
 * Options of {@link startDemoStack}.
 *
 * @example
 * const options: DemoStackOptions = { port: 0, anvilPorts: [0, 0] }
 */
export type DemoStackOptions = {
  /** The demo page's port; 0 picks a free one. */
  port?: number
  /**
   * The chains' ports. The demo asks for 8545 and 8546 so the RPC URLs a real wallet stored stay valid
   * across restarts; a busy port falls back to a free one. Tests pass 0.
   */
  anvilPorts?: readonly [number, number]
  /** The relay's port; the demo asks for 4001 (a busy port falls back to a free one). Tests pass 0. */
  relayPort?: number
  /** The local Solana chain's port (its WebSocket on the next one); the demo asks for 8899. */
  solanaPort?: number
  /** The local Bitcoin chain's Esplora port; the demo asks for 3002 (electrs' regtest HTTP port). */
  bitcoinPort?: number
  /**
   * The two local Cosmos chains' RPC ports; the demo asks for 26657 (CometBFT's) and 26667. When either
   * is taken, both fall back to free ones.
   */
  cosmosPorts?: readonly [number, number]
  /**
   * The local Polkadot chain's port; the demo asks for 9944 (a Substrate node's), 0 (the default) picks a
   * free one. `false` starts none (the page then offers no Polkadot network): the chain takes 3–14 s and
   * about 300 MB to start, which browser tests that do not use it need not pay.
   */
  polkadotPort?: number | false
  /**
   * A local Polkadot chain already running (or on its way), used instead of starting one (`polkadotPort`
   * is then ignored): its owner restores and stops it, {@link DemoStack.close} leaves it running. The browser
   * tests share one per worker (test/e2e/support/e2e-stack.ts).
   */
  polkadotChain?: PolkadotDevnet | Promise<PolkadotDevnet>
  /** The dev login frame's port (another origin than the demo's); the demo asks for 5180. */
  loginFramePort?: number
  /**
   * Serve these builds instead of starting the Vite dev servers (the browser tests); without them,
   * the pages run from source with Vite's dev servers, as `npm run demo` has them.
   */
  builtPages?: BuiltPages
}

/** What the demo stack gives the Solana dev wallet's account: 100 SOL and 1,000 Foyer Dollar (SPL). */
const DEV_WALLET_LAMPORTS = 100_000_000_000n
const DEV_WALLET_SOLANA_FUSD = 1_000_000_000n

/** Starts the local Solana chain on `port` (or a free one when taken) and funds the dev wallet. */
async function startSolana(port: number): Promise<SolanaDevnet> {
  const devnet = await startSolanaDevnet({ port }).catch((error) => {
    if (port === 0) throw error
    return startSolanaDevnet({ port: 0 })
  })
  const devWallet = encodeBase58(ed25519.getPublicKey(hexToBytes(SOLANA_DEV_SECRET_KEY)))
  devnet.fund(devWallet, DEV_WALLET_LAMPORTS)
  devnet.mintFusd(devWallet, DEV_WALLET_SOLANA_FUSD)
  return devnet
}

/** What the demo stack gives the Bitcoin dev wallet: 1 BTC on its payment address, 0.1 on its ordinals one. */
const DEV_WALLET_PAYMENT_SATS = 100_000_000n
const DEV_WALLET_ORDINALS_SATS = 10_000_000n

/** Starts the local Bitcoin chain on `port` (or a free one when taken); funds the dev wallet's addresses. */
async function startBitcoin(port: number): Promise<BitcoinChain> {
  const chain = await startBitcoinChain({ port }).catch((error) => {
    if (port === 0) throw error
    return startBitcoinChain({ port: 0 })
  })
  const key = bitcoinKey(BITCOIN_DEV_PRIVATE_KEY)
  chain.fund(key.of('p2wpkh').address, DEV_WALLET_PAYMENT_SATS)
  chain.fund(key.of('p2tr').address, DEV_WALLET_ORDINALS_SATS)
  return chain
}

/**
 * Deploys the devnet tokens on both chains at once (anvil's account #0, the tests' scripted wallet,
 * and #1, the demo's EVM dev wallet, each holding a share; the NFTs' metadata served by `api`), then
 * the devnet exchange (Uniswap v2 with FUSD/FOY, FUSD/WETH and FOY/WETH pools) on each, makes
 * `api` answer account balances, history and swaps from the two chains, and starts the card provider
 * that pays the API's onramp purchases on them. BatchExecutor goes on each too: a wallet that batches
 * (EIP-5792) runs its batches through it.
 */
async function deployTokens(
  api: ApiService,
  chainA: Anvil,
  chainB: Anvil,
): Promise<{ tokens: DemoStack['tokens']; onrampProvider: OnrampCardProvider }> {
  const deploy = async ({ rpcUrl, chainId }: Anvil) => {
    const tokens = await deployDevnetTokens({
      rpcUrl,
      chainId,
      nftBaseUri: `${api.url}/devnet/nft/`,
      holders: [ANVIL_ADDRESS_0, ANVIL_ADDRESS_1],
    })
    const [exchange] = await Promise.all([
      deployDevnetExchange({ rpcUrl, chainId }),
      installBatchExecutor(rpcUrl),
    ])
    return { rpcUrl, tokens, exchange }
  }
  const [chainAState, chainBState] = await Promise.all([deploy(chainA), deploy(chainB)])
  const chains = { [`eip155:${DEVNET_A}`]: chainAState, [`eip155:${DEVNET_B}`]: chainBState }
  api.setChains(chains)
  const onrampProvider = await startOnrampProvider({ desk: api.onramp, chains })
  return { tokens: { [DEVNET_A]: chainAState.tokens, [DEVNET_B]: chainBState.tokens }, onrampProvider }
}

/**
 * Starts the demo page: the given build served with `env` written in, or else the Vite dev server
 * reading `env` from the environment (on `port`; 5173 when not given, or the next free one).
 */
function startDemoPage(
  env: DemoPageEnv,
  port: number | undefined,
  build: string | undefined,
): Promise<DemoPage> {
  return build ? serveDemoBuild({ dir: build, env, port }) : startDemoDevServer({ env, port })
}

/** Starts anvil on `port`, or on a free port when that one is taken. */
async function startChain(chainId: number, port: number): Promise<Anvil> {
  try {
    return await startAnvil({ chainId, port })
  } catch (error) {
    if (port === 0) throw error
    return startAnvil({ chainId, port: 0 })
  }
}

/**
 * Starts the local API service (project config, allowed origins, wallet directory, account balances
 * and history), two anvil chains with the devnet tokens (the EVM dev wallet and the tests' account
 * holding FUSD, FOY and two Foyer Friends each), the local Solana chain, the local Bitcoin chain and the
 * two local Cosmos chains (the dev wallets' accounts funded on each), the local Polkadot chain (its dev
 * keys funded), the WalletConnect relay, the dev
 * login frame and the demo page pointed at them, so the demo needs no cloud account. Used by
 * `npm run demo` (the pages from source, on Vite's dev servers) and by the browser tests (production
 * builds of the pages, see {@link BuiltPages}).
 *
 * @example
 * const stack = await startDemoStack({ port: 0, anvilPorts: [0, 0] })
 * await page.goto(stack.url)
 * await stack.close()
 */
export async function startDemoStack(options: DemoStackOptions = {}): Promise<DemoStack> {
  const [portA, portB] = options.anvilPorts ?? [0, 0]
  const [api, chainA, chainB, relay, solana, bitcoin, cosmos, polkadot] = await Promise.all([
    startApiService(),
    startChain(DEVNET_A, portA),
    startChain(DEVNET_B, portB),
    startRelay({ port: options.relayPort ?? 0 }).catch(() => startRelay({ port: 0 })),
    startSolana(options.solanaPort ?? 0),
    startBitcoin(options.bitcoinPort ?? 0),
    startDemoCosmosChains(options.cosmosPorts ?? [0, 0]),
    options.polkadotChain ??
      (options.polkadotPort === false ? undefined : startDemoPolkadotChain(options.polkadotPort ?? 0)),
  ])
  // Each chain's exchange is at the same fixed addresses: its router is declared on both networks.
  const devnets: [DemoDevnet, DemoDevnet] = [
    {
      chainId: DEVNET_A,
      name: devnetNames[DEVNET_A],
      rpcUrl: chainA.rpcUrl,
      swapRouter: UNISWAP_V2_ROUTER_ADDRESS,
    },
    {
      chainId: DEVNET_B,
      name: devnetNames[DEVNET_B],
      rpcUrl: chainB.rpcUrl,
      swapRouter: UNISWAP_V2_ROUTER_ADDRESS,
    },
  ]
  const loginFrame = await startLoginFrame({
    rpcUrls: { [DEVNET_A]: chainA.rpcUrl, [DEVNET_B]: chainB.rpcUrl },
    solanaRpcUrl: solana.rpcUrl,
    port: options.loginFramePort ?? 0,
    build: options.builtPages?.loginFrame,
  })
  const env: DemoPageEnv = {
    VITE_FOYER_API_URL: api.url,
    VITE_FOYER_PROJECT_ID: 'foyer-demo',
    VITE_FOYER_DEVNETS: JSON.stringify(devnets),
    // The ERC-20s on each anvil chain, by chain id (the same on both; known before they are deployed),
    // and the local Solana chain's SPL token, by its CAIP-2 id:
    // { "31337": [{ "address": "0x…", "name": "Foyer Dollar", "symbol": "FUSD", "decimals": 18 }, { …FOY }], "31338": [ … ],
    //   "solana:FoyerDevnetSo1ana1111111111111": [{ "address": "FoyerDo11ar…", "symbol": "FUSD", "decimals": 6, … }] }
    VITE_FOYER_DEVNET_TOKENS: JSON.stringify({
      [DEVNET_A]: DEVNET_TOKENS.tokens,
      [DEVNET_B]: DEVNET_TOKENS.tokens,
      [solanaLocalNetwork(solana.rpcUrl).caipNetworkId]: [SOLANA_FUSD],
    }),
    // The Foyer Friends ERC-721, likewise: { "31337": [{ "address": "0x…", "name": "Foyer Friends", "symbol": "FRND" }], … }
    VITE_FOYER_DEVNET_COLLECTIONS: JSON.stringify({
      [DEVNET_A]: [DEVNET_TOKENS.nft],
      [DEVNET_B]: [DEVNET_TOKENS.nft],
    }),
    VITE_FOYER_RELAY_URL: relay.url,
    VITE_FOYER_VERIFY_URL: relay.verifyUrl,
    VITE_FOYER_SOLANA_RPC_URL: solana.rpcUrl,
    VITE_FOYER_BITCOIN_ESPLORA_URL: bitcoin.url,
    // The local Cosmos chains' CometBFT RPC URLs by chain id: { "foyer-devnet-1": "http://…", "foyer-osmo-1": "http://…" }
    VITE_FOYER_COSMOS_RPC_URLS: JSON.stringify({
      [cosmos.cosmos.chainId]: cosmos.cosmos.rpcUrl,
      [cosmos.osmosis.chainId]: cosmos.osmosis.rpcUrl,
    }),
    // The local Polkadot chain as it reported itself (CAIP-2 id from its genesis hash, SS58 prefix, token)
    // and where it listens: { "caipNetworkId": "polkadot:…", "httpUrl": "http://…", "wsUrl": "ws://…", … }
    VITE_FOYER_POLKADOT_CHAIN: polkadot && JSON.stringify(localPolkadotChainOf(polkadot)),
    VITE_FOYER_LOGIN_FRAME_URL: loginFrame.url,
  }
  // The tokens go on the chains while the demo page starts (the dev server is the slowest step).
  const [{ tokens, onrampProvider }, page] = await Promise.all([
    deployTokens(api, chainA, chainB),
    startDemoPage(env, options.port, options.builtPages?.demo),
  ])
  return {
    url: page.url,
    api,
    relay,
    devnets,
    tokens,
    solana,
    bitcoin,
    cosmos,
    polkadot,
    loginFrame,
    onrampProvider,
    pageEnv: env,
    async close() {
      await page.close()
      await loginFrame.close()
      await Promise.all([
        onrampProvider.close(),
        api.close(),
        chainA.stop(),
        chainB.stop(),
        relay.stop(),
        solana.stop(),
        bitcoin.stop(),
        cosmos.stop(),
        options.polkadotChain ? undefined : polkadot?.stop(),
      ])
    },
  }
}
