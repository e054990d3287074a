import {
  accountData,
  accountNames,
  type CreateFoyerOptions,
  chainSource,
  createFoyer,
  multiWallet,
  type PayRequest,
  pay,
  receive,
  requestPayment,
  send,
  swap,
  toasts,
  transactionApproval,
  walletDirectory,
} from '@foyer/core'
import { analytics } from '@foyer/core/analytics'
import { bip122, type SignPsbtRequest, signPsbt } from '@foyer/core/bip122'
import { cosmos } from '@foyer/core/cosmos'
import { eip155 } from '@foyer/core/eip155'
import { embeddedWallet } from '@foyer/core/embedded-wallet'
import { onramp } from '@foyer/core/onramp'
import { polkadot } from '@foyer/core/polkadot'
import { siwx } from '@foyer/core/siwx'
import { solana } from '@foyer/core/solana'
import { walletConnect } from '@foyer/core/walletconnect'
import { FoyerModal, FoyerProvider } from '@foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BITCOIN_DEMO_RECIPIENT, EVM_DEMO_MERCHANT } from '../../test/devnet/local-networks.js'
import { parseLocalPolkadotChain } from '../../test/devnet/polkadot/local-polkadot-chain.js'
import { DemoPage } from './DemoPage.js'
import { parseDevnetCollections, parseDevnetTokens, readDemoConfig } from './demo-config.js'
import { demoCustomWallets } from './demo-custom-wallets.js'
import { demoPolkadotOptions } from './demo-polkadot.js'
import {
  startBitcoinDevWallet,
  startCosmosDevWallet,
  startDevWallet,
  startPolkadotDevWallet,
  startSolanaDevWallet,
} from './dev-wallet.js'
import { readPageEnv } from './page-env.js'

/**
 * The Stately inspector, only in dev and only with `?inspect` in the URL. The `import.meta.env.DEV`
 * test is a compile-time constant, so production builds drop the branch and the import with it.
 */
async function devInspector(): Promise<CreateFoyerOptions['inspect']> {
  if (import.meta.env.DEV) {
    if (!new URLSearchParams(window.location.search).has('inspect')) return undefined
    const { createBrowserInspector } = await import('@statelyai/inspect')
    return createBrowserInspector().inspect
  }
  return undefined
}

/**
 * In the browser tests' build only (`VITE_FOYER_EXPOSE_FOYER`, a compile-time constant: other builds drop
 * the branch and its import): the latest actor events, kept on `window.foyerInspectionLog` for the
 * report a failing test prints (test/e2e/support/failure-report.ts).
 */
async function testInspectionLog(): Promise<CreateFoyerOptions['inspect']> {
  if (import.meta.env.VITE_FOYER_EXPOSE_FOYER === 'true') {
    const { createInspectionLog, INSPECTION_LOG_GLOBAL } = await import(
      '../../test/e2e/support/inspection-log.js'
    )
    const log = createInspectionLog()
    Object.assign(window, { [INSPECTION_LOG_GLOBAL]: log })
    return log.inspect
  }
  return undefined
}

/**
 * The page's Content-Security-Policy nonce, where its server sets one: Vite's `html.cspNonce`
 * convention, `<meta property="csp-nonce" nonce="…">` (the browser hides the attribute's value
 * from CSS but not from `element.nonce`).
 */
function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  return meta?.nonce || undefined
}

/** Links the published stylesheet from the page's own origin, as a site that ships Foyer's CSS does. */
async function linkPublishedStyles(): Promise<void> {
  const { default: href } = await import('@foyer/react/styles.css?url')
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
  document.head.append(link)
  await new Promise((resolve) => link.addEventListener('load', resolve, { once: true }))
}

async function start(): Promise<void> {
  const env = readPageEnv()
  const { VITE_FOYER_PROJECT_ID: projectId, VITE_FOYER_API_URL: apiUrl, VITE_FOYER_DEVNETS } = env
  const { VITE_FOYER_RELAY_URL: relayUrl, VITE_FOYER_VERIFY_URL: verifyUrl } = env
  const { VITE_FOYER_SOLANA_RPC_URL: solanaRpcUrl } = env
  const { VITE_FOYER_BITCOIN_ESPLORA_URL: bitcoinEsploraUrl } = env
  const { VITE_FOYER_COSMOS_RPC_URLS: cosmosRpcUrls } = env
  const { VITE_FOYER_POLKADOT_CHAIN: polkadotChainJson } = env
  const { VITE_FOYER_LOGIN_FRAME_URL: loginFrameUrl, VITE_FOYER_DEVNET_TOKENS } = env
  const { VITE_FOYER_DEVNET_COLLECTIONS } = env
  const config = readDemoConfig(window.location.search, VITE_FOYER_DEVNETS, {
    solanaRpcUrl,
    bitcoinEsploraUrl,
    cosmosRpcUrls,
  })
  if (config.styles === 'external') await linkPublishedStyles()
  // The local Polkadot chain, as the stack read it from the running chain, unless `?polkadot=off`; the
  // Polkadot dev wallet (an injectedWeb3 extension) lives on it. Its keyring loads while the other dev
  // wallets load.
  const polkadotChain =
    new URLSearchParams(window.location.search).get('polkadot') === 'off'
      ? undefined
      : parseLocalPolkadotChain(polkadotChainJson)
  const polkadotDevWalletStarted =
    config.devWallet && polkadotChain ? startPolkadotDevWallet() : Promise.resolve(undefined)
  // Announced before Foyer starts, as an extension's content script would be.
  const devWallet = config.devWallet ? startDevWallet(config.devnets) : undefined
  const solanaDevWallet =
    config.devWallet && config.solanaNetwork && solanaRpcUrl ? startSolanaDevWallet(solanaRpcUrl) : undefined
  // The Bitcoin dev wallet lives on the local regtest chain: only where the demo offers that one.
  const localEsploraUrl = config.bitcoinNetwork && config.esploraUrls[config.bitcoinNetwork.caipNetworkId]
  const bitcoinDevWallet =
    config.devWallet && localEsploraUrl ? await startBitcoinDevWallet(localEsploraUrl) : undefined
  // The Cosmos dev wallet (Keplr's API on `window.keplr`), on the local Cosmos chains the demo offers.
  const cosmosDevWallet = config.devWallet
    ? await startCosmosDevWallet(config.cosmosChains, config.cosmosWalletChains)
    : undefined
  const polkadotDevWallet = await polkadotDevWalletStarted
  const metadata = {
    name: 'Foyer demo',
    description: 'Foyer wallet-connection modal demo',
    url: window.location.origin,
    icons: [],
  }
  // WalletConnect on the local relay (and its Verify stand-in) when the local stack runs; otherwise
  // not offered, since WalletConnect's cloud relay needs a registered project id.
  const wc =
    projectId && relayUrl
      ? walletConnect({
          projectId,
          networks: [
            ...config.networks,
            ...(config.solanaNetwork ? [config.solanaNetwork] : []),
            ...(config.bitcoinNetwork ? [config.bitcoinNetwork] : []),
            ...(polkadotChain ? demoPolkadotOptions(polkadotChain).networks : []),
            ...(config.cosmos?.networks ?? []),
          ],
          relayUrl,
          verifyUrl,
          metadata,
        })
      : undefined
  // With a statement, a Solana wallet that has `solana:signIn` connects and signs in with one prompt.
  const statement = 'Sign in to the Foyer demo'
  const signIn = config.siwx === 'off' ? [] : [siwx({ required: config.siwx === 'required', statement })]
  const bitcoin = config.bitcoinNetwork
    ? bip122({ networks: [config.bitcoinNetwork], esploraUrls: config.esploraUrls })
    : undefined
  const accountLists = {
    tokens: parseDevnetTokens(VITE_FOYER_DEVNET_TOKENS, apiUrl),
    collections: parseDevnetCollections(VITE_FOYER_DEVNET_COLLECTIONS),
  }
  const foyer = createFoyer({
    adapters: [
      eip155({ networks: config.networks }),
      ...(config.solanaNetwork ? [solana({ networks: [config.solanaNetwork] })] : []),
      ...(bitcoin ? [bitcoin] : []),
      // One connect enables both local Cosmos chains; a chain the visitor refuses is named on the Account view.
      ...(config.cosmos ? [cosmos(config.cosmos)] : []),
      ...(polkadotChain ? [polkadot(demoPolkadotOptions(polkadotChain))] : []),
    ],
    modules: [
      walletDirectory(config.customWallets ? { customWallets: demoCustomWallets } : {}),
      // The Account view's tokens: from the local API service, which reads them from the devnets, or
      // from the chain itself with `?accountData=chain`. NFTs come from the chain either way.
      accountData(
        config.accountDataSource === 'chain' ? { source: chainSource(accountLists) } : accountLists,
      ),
      toasts(),
      // PSBTs show in the modal, in words, before the wallet is asked.
      transactionApproval(),
      // Payments the page asks for (its Pay buttons), over the devnets' own RPC. Before the modules
      // listed conditionally, so `foyer.pay` is typed.
      pay(),
      ...(wc ? [wc] : []),
      ...signIn,
      ...(config.multiWallet ? [multiWallet()] : []),
      // Email login through the local dev login frame when the local stack runs.
      // Logins start on their key's own account; the Account view offers the smart account each login
      // owns on the local chains.
      ...(loginFrameUrl ? [embeddedWallet({ frameUrl: loginFrameUrl, defaultAccountType: 'eoa' })] : []),
      // Names for embedded-wallet accounts, registered with the local API's name service.
      accountNames(),
      // The Receive view (the active address as a QR code), opened with `foyer.open('Receive')`.
      receive(),
      // The Send form (the account's coin and tokens to another address), opened with `foyer.open('Send')`.
      send(),
      // Buying crypto (OnRampProviders) through the local API's onramp and the stack's card provider,
      // which pays in FUSD (the devnets' stand-in for USDC) or ETH on the anvil chains.
      onramp(),
      // Swapping FUSD, FOY and ETH on the local chains' Uniswap v2 through the local API's convert
      // routes (the devnets are not in SPEC §9's list: their chain ids are given).
      swap({ chainIds: config.devnets.map((devnet) => devnet.chainId) }),
      // What visitors do, reported to the local API with `?analytics=on` (see the README's analytics()).
      ...(config.analytics === 'absent' ? [] : [analytics()]),
    ],
    ...(config.analytics === 'off' ? { features: { analytics: false } } : {}),
    enableReconnect: config.reconnect,
    connectMethodsOrder: config.connectMethodsOrder,
    manualWalletConnect: config.manualWalletConnect,
    // Empty values count as absent: Foyer then runs in basic mode and says so in an alert.
    projectId: projectId || undefined,
    // The local API service stands in for both the directory and the Blockchain API.
    services: apiUrl ? { apiUrl, blockchainApiUrl: apiUrl } : undefined,
    metadata,
    inspect: (await devInspector()) ?? (await testInspectionLog()),
  })
  // A handle for the console and for browser tests that drive states the UI cannot reach yet: in dev,
  // and in a build made with `VITE_FOYER_EXPOSE_FOYER=true` (the browser tests' own build). Both conditions
  // are compile-time constants, so any other production build drops the line.
  if (import.meta.env.DEV || import.meta.env.VITE_FOYER_EXPOSE_FOYER === 'true')
    Object.assign(window, {
      foyer,
      // A site's own PSBT, reviewed in the modal as `signPsbt` shows any (the demo's button only pays).
      foyerSignPsbt: (request: SignPsbtRequest) => signPsbt(foyer, request),
      // The Cosmos dev wallet's levers (rejectNext, switchKey, …), for the console and browser tests.
      foyerCosmosDevWallet: cosmosDevWallet,
      // The Polkadot dev wallet's levers (rejectNext, removeAccount, revoke, …) and its prompts.
      foyerPolkadotDevWallet: polkadotDevWallet,
    })
  // The Pay buttons pay the demo's merchant on the first local chain, in ETH and in its FUSD.
  const firstDevnet = config.devnets[0]
  const fusd =
    firstDevnet &&
    accountLists.tokens[`eip155:${firstDevnet.chainId}`]?.find((token) => token.symbol === 'FUSD')?.address
  const evmPayment =
    firstDevnet && fusd
      ? {
          network: `eip155:${firstDevnet.chainId}`,
          fusd: fusd.split(':').at(-1) ?? fusd,
          merchant: EVM_DEMO_MERCHANT,
          pay: (request: PayRequest) => requestPayment(foyer, request),
        }
      : undefined
  const container = document.getElementById('root')
  if (!container) throw new Error('Foyer demo: #root is missing from index.html')
  createRoot(container).render(
    <StrictMode>
      <FoyerProvider
        foyer={foyer}
        styleNonce={cspNonce()}
        injectStyles={config.styles === 'inline'}
        locale={config.locale}
      >
        <DemoPage
          devWallet={devWallet}
          solanaDevWallet={solanaDevWallet}
          bitcoinDevWallet={bitcoinDevWallet}
          cosmosDevWallet={cosmosDevWallet}
          polkadotDevWallet={polkadotDevWallet}
          // Paying needs funds: only on the local chain, where the demo stack funded the wallets.
          bitcoinPayment={localEsploraUrl ? { recipient: BITCOIN_DEMO_RECIPIENT } : undefined}
          evmPayment={evmPayment}
        />
        <FoyerModal />
      </FoyerProvider>
    </StrictMode>,
  )
}

void start()
