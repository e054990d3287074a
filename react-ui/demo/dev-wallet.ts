import { hexToBytes } from 'viem'
import {
  BITCOIN_DEV_PRIVATE_KEY,
  COSMOS_DEV_MNEMONIC,
  cosmosDevnetWalletChain,
  SOLANA_DEV_SECRET_KEY,
} from '../../test/devnet/local-networks.js'
import {
  POLKADOT_DEV_WALLET_ACCOUNTS,
  POLKADOT_DEV_WALLET_KEY,
} from '../../test/devnet/polkadot/polkadot-dev-wallet-accounts.js'
import { announceWallet } from '../../test/wallets/announce.js'
import type { ScriptedBitcoinWallet } from '../../test/wallets/bitcoin-wallet.js'
import { createScriptedWallet, type ScriptedWalletControls } from '../../test/wallets/eip1193-wallet.js'
import type { KeplrWalletMemory, ScriptedKeplrWalletControls } from '../../test/wallets/keplr-wallet.js'
import type { ScriptedPolkadotExtensionControls } from '../../test/wallets/polkadot-extension.js'
import { registerWallet } from '../../test/wallets/register-wallet.js'
import {
  createScriptedSolanaWallet,
  type ScriptedSolanaWalletControls,
} from '../../test/wallets/solana-wallet.js'
import type { Devnet } from './demo-config.js'
import type { LocalCosmosChain } from './demo-cosmos.js'
import { devWalletIcon } from './dev-wallet-icon.js'

/**
 * Anvil's default account #1 (the well-known test mnemonic): funded on every fresh local chain.
 * Public knowledge, demo only; it never leaves the local chains.
 */
const ANVIL_PRIVATE_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

// A browser extension remembers which sites it authorised; the dev wallet keeps that in sessionStorage
// so a reload reconnects without a prompt, as with a real wallet.
const authorisedKey = 'foyer-dev-wallet:authorised'

/**
 * Starts the demo-only "dev wallet": an EIP-6963 wallet in the page, signing locally with an anvil
 * test account, so a visitor without a wallet extension can try every flow. It knows only the first
 * devnet, so switching to the second one goes through `wallet_addEthereumChain` as with a real wallet.
 *
 * @example
 * const devWallet = startDevWallet(config.devnets)
 * devWallet.rejectNext()
 */
export function startDevWallet(devnets: readonly Devnet[]): ScriptedWalletControls {
  const { provider, controls } = createScriptedWallet({
    chains: devnets.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    privateKey: ANVIL_PRIVATE_KEY_1,
    knownChainIds: devnets.slice(0, 1).map((devnet) => devnet.chainId),
    switchOnAdd: true,
    authorised: sessionStorage.getItem(authorisedKey) === 'true',
  })
  const remembering = {
    ...provider,
    async request(args: Parameters<typeof provider.request>[0]) {
      try {
        return await provider.request(args)
      } finally {
        sessionStorage.setItem(authorisedKey, String(controls.authorised))
      }
    },
  }
  announceWallet(remembering, { name: 'Foyer Dev Wallet', rdns: 'dev.foyer.wallet', icon: devWalletIcon })
  return controls
}

const solanaAuthorisedKey = 'foyer-dev-wallet:solana-authorised'

/**
 * Starts the demo-only Solana dev wallet: a Wallet Standard wallet in the page, signing locally with
 * the demo stack's funded key and sending to the local Solana chain. It offers `solana:signIn`, so
 * sign-in (`?siwx=optional`) costs one prompt. Like an extension, it remembers for the tab that it
 * authorised the site, so a reload reconnects silently.
 *
 * @example
 * const solanaWallet = startSolanaDevWallet(import.meta.env.VITE_FOYER_SOLANA_RPC_URL)
 */
export function startSolanaDevWallet(rpcUrl: string): ScriptedSolanaWalletControls {
  const { wallet, controls } = createScriptedSolanaWallet({
    name: 'Foyer Dev Wallet',
    icon: devWalletIcon,
    secretKey: hexToBytes(SOLANA_DEV_SECRET_KEY),
    chains: [{ chain: 'solana:localnet', rpcUrl }],
    authorised: sessionStorage.getItem(solanaAuthorisedKey) === 'true',
    signIn: true,
    onChange: () => sessionStorage.setItem(solanaAuthorisedKey, String(controls.authorised)),
  })
  registerWallet(wallet)
  return controls
}

const bitcoinAuthorisedKey = 'foyer-dev-wallet:bitcoin-authorised'

/** The Bitcoin dev wallet's levers, for the demo page. */
export type BitcoinDevWalletControls = Pick<
  ScriptedBitcoinWallet,
  'rejectNext' | 'corruptSignatures' | 'moveTo'
>

/**
 * Starts the demo-only Bitcoin dev wallet: a sats-connect wallet announced in `window.btc_providers`
 * (WBIP004), with the payment (P2WPKH) and ordinals (taproot) addresses of the demo stack's funded key
 * on regtest, signing messages (ECDSA and BIP-322) and PSBTs in the page and broadcasting to the local
 * chain's Esplora API. bitcoinjs-lib and bip322-js load only here, after the page has Node's globals.
 * Like an extension, it remembers for the tab that it authorised the site, so a reload reconnects
 * silently.
 *
 * @example
 * const bitcoinWallet = await startBitcoinDevWallet(import.meta.env.VITE_FOYER_BITCOIN_ESPLORA_URL)
 */
export async function startBitcoinDevWallet(esploraUrl: string): Promise<BitcoinDevWalletControls> {
  const { installNodeGlobals } = await import('./node-globals.js')
  installNodeGlobals()
  const { createScriptedBitcoinWallet } = await import('../../test/wallets/bitcoin-wallet.js')
  const wallet = createScriptedBitcoinWallet({
    privateKeyHex: BITCOIN_DEV_PRIVATE_KEY,
    esploraUrl,
    network: 'Regtest',
    connected: sessionStorage.getItem(bitcoinAuthorisedKey) === 'true',
  })
  const provider = {
    ...wallet.satsConnect,
    async request(...args: Parameters<typeof wallet.satsConnect.request>) {
      try {
        return await wallet.satsConnect.request(...args)
      } finally {
        sessionStorage.setItem(bitcoinAuthorisedKey, String(wallet.connected))
      }
    },
  }
  const id = 'FoyerDevWallet.BitcoinProvider'
  Reflect.set(window, 'FoyerDevWallet', { BitcoinProvider: provider })
  const announced: unknown = Reflect.get(window, 'btc_providers')
  Reflect.set(window, 'btc_providers', [
    ...(Array.isArray(announced) ? announced : []),
    { ...wallet.announcement, id, name: 'Foyer Dev Wallet', icon: devWalletIcon },
  ])
  return wallet
}

const cosmosMemoryKey = 'foyer-dev-wallet:cosmos-memory'

/** What the Cosmos dev wallet remembered in this tab, when it is well formed. */
function rememberedCosmos(): KeplrWalletMemory | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(cosmosMemoryKey) ?? 'null')
    const memory = value as KeplrWalletMemory | null
    const wellFormed =
      Array.isArray(memory?.enabledChainIds) &&
      typeof memory?.chainInfosGranted === 'boolean' &&
      Array.isArray(memory?.suggestedChains)
    return wellFormed ? (memory ?? undefined) : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts the demo-only Cosmos dev wallet: a Keplr-compatible wallet on `window.keplr` (with Keplr's
 * `window.getOfflineSigner*` beside it), its key named "Foyer Dev Wallet", from the demo stack's Cosmos
 * mnemonic, funded on both local Cosmos chains, signing in the page and broadcasting to those chains.
 * cosmjs loads only here. It knows every chain of `chains` at first, or only those of `knownChainIds`
 * when given (the site then suggests the others, a prompt of their own the visitor may refuse). Like an
 * extension, it remembers for the tab which chains it granted the site (and any chain the site
 * suggested), so a reload asks nothing again. Nothing happens without a chain.
 *
 * @example
 * const cosmosWallet = await startCosmosDevWallet(parseCosmosRpcUrls(import.meta.env.VITE_FOYER_COSMOS_RPC_URLS))
 */
export async function startCosmosDevWallet(
  chains: readonly LocalCosmosChain[],
  knownChainIds?: readonly string[],
): Promise<ScriptedKeplrWalletControls | undefined> {
  if (chains.length === 0) return undefined
  const { createScriptedKeplrWallet } = await import('../../test/wallets/keplr-wallet.js')
  const { keplr, controls } = await createScriptedKeplrWallet({
    mnemonic: COSMOS_DEV_MNEMONIC,
    chains: chains.map(({ config, rpcUrl }) => cosmosDevnetWalletChain(config, rpcUrl)),
    knownChainIds,
    keyName: 'Foyer Dev Wallet',
    remembered: rememberedCosmos(),
    onChange: (memory) => sessionStorage.setItem(cosmosMemoryKey, JSON.stringify(memory)),
  })
  // Where Keplr's content script puts them.
  Object.assign(window, {
    keplr,
    getOfflineSigner: keplr.getOfflineSigner,
    getOfflineSignerOnlyAmino: keplr.getOfflineSignerOnlyAmino,
    getOfflineSignerAuto: keplr.getOfflineSignerAuto,
  })
  return controls
}

const polkadotAuthorisedKey = 'foyer-dev-wallet:polkadot-authorised'
const polkadotUnsharedKey = 'foyer-dev-wallet:polkadot-unshared'

/** The accounts the visitor stopped sharing in this tab, as the Polkadot dev wallet remembered them. */
function rememberedUnshared(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(polkadotUnsharedKey) ?? '[]')
    return Array.isArray(stored) ? stored.filter((address) => typeof address === 'string') : []
  } catch {
    return []
  }
}

/**
 * Starts the demo-only Polkadot dev wallet: an extension at `window.injectedWeb3['foyer-dev-wallet']`
 * (the polkadot-js page interface), holding //Alice, //Bob, the Foyer dev key (ed25519), all funded on
 * the local Polkadot chain, and an ethereum account Foyer must not offer. It signs in the page
 * (`signRaw`, `signPayload`); @polkadot/keyring loads only here. Like an extension, it remembers for the
 * tab that it let the site in, so a reload reconnects without a prompt, and which accounts the visitor
 * stopped sharing.
 *
 * @example
 * const polkadotWallet = await startPolkadotDevWallet()
 * polkadotWallet.rejectNext()
 */
export async function startPolkadotDevWallet(): Promise<ScriptedPolkadotExtensionControls> {
  const { createScriptedPolkadotExtension } = await import('../../test/wallets/polkadot-extension.js')
  const { extension, controls } = createScriptedPolkadotExtension({
    accounts: POLKADOT_DEV_WALLET_ACCOUNTS,
    authorised: sessionStorage.getItem(polkadotAuthorisedKey) === 'true',
    unshared: rememberedUnshared(),
    onChange: ({ authorised, unshared }) => {
      sessionStorage.setItem(polkadotAuthorisedKey, String(authorised))
      sessionStorage.setItem(polkadotUnsharedKey, JSON.stringify(unshared))
    },
  })
  // Where an extension's content script puts itself, beside any other extension's.
  const injected: unknown = Reflect.get(window, 'injectedWeb3')
  Reflect.set(window, 'injectedWeb3', {
    ...(typeof injected === 'object' && injected !== null ? injected : {}),
    [POLKADOT_DEV_WALLET_KEY]: extension,
  })
  return controls
}
