import type { Network } from '../../core/src/networks/network.types.js'
import { defineNetwork } from '../../core/src/networks/registry.js'
import type { ScriptedKeplrChain } from '../wallets/keplr-chains.js'
import type { CosmosChainConfig } from './cosmos/chains.js'

/**
 * The chain id of the demo's and tests' first local chain ("Foyer Devnet A"; anvil's default id).
 *
 * @example
 * const anvil = await startAnvil({ chainId: DEVNET_A })
 */
export const DEVNET_A = 31337

/**
 * The chain id of the second local chain ("Foyer Devnet B"), for network switches.
 *
 * @example
 * const anvil = await startAnvil({ chainId: DEVNET_B })
 */
export const DEVNET_B = 31338

/**
 * A local chain id the demo and tests use.
 *
 * @example
 * const chainId: DevnetChainId = DEVNET_B
 */
export type DevnetChainId = typeof DEVNET_A | typeof DEVNET_B

/**
 * The display names of the local chains.
 *
 * @example
 * devnetNames[DEVNET_B] // 'Foyer Devnet B'
 */
export const devnetNames: Readonly<Record<DevnetChainId, string>> = {
  [DEVNET_A]: 'Foyer Devnet A',
  [DEVNET_B]: 'Foyer Devnet B',
}

/**
 * Anvil's default account #0 (from the well-known test mnemonic): 10000 ETH on every fresh chain.
 * Public knowledge; never use it outside a local chain.
 *
 * @example
 * createScriptedWallet({ chains, privateKey: ANVIL_PRIVATE_KEY_0 })
 */
export const ANVIL_PRIVATE_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/**
 * The address of {@link ANVIL_PRIVATE_KEY_0}, EIP-55 checksummed.
 *
 * @example
 * expect(connection.accounts[0].address).toBe(ANVIL_ADDRESS_0)
 */
export const ANVIL_ADDRESS_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Anvil's second default account (`test test … junk`, index 1): a second wallet's account.
 *
 * @example
 * createScriptedWallet({ chains, privateKey: ANVIL_PRIVATE_KEY_1 })
 */
export const ANVIL_PRIVATE_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

/** The address of {@link ANVIL_PRIVATE_KEY_1}, EIP-55 checksummed. */
export const ANVIL_ADDRESS_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * Options of {@link localNetwork}.
 *
 * @example
 * const options: LocalNetworkOptions = { chainId: DEVNET_A, name: 'Foyer Devnet A', rpcUrl: anvil.rpcUrl }
 */
export type LocalNetworkOptions = {
  chainId: number
  name: string
  /** One URL, or several tried in order (fallback). */
  rpcUrl: string | readonly string[]
}

/**
 * A Foyer network for a local chain: ETH as currency, marked as a testnet, no block explorer.
 *
 * @example
 * const devnetA = localNetwork({ chainId: DEVNET_A, name: devnetNames[DEVNET_A], rpcUrl: anvil.rpcUrl })
 */
export function localNetwork({ chainId, name, rpcUrl }: LocalNetworkOptions): Network<'eip155'> {
  return defineNetwork({
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: typeof rpcUrl === 'string' ? [rpcUrl] : [...rpcUrl] } },
    testnet: true,
  })
}

/**
 * The network of one of the two local chains, with its standard name.
 *
 * @example
 * const devnetB = devnetNetwork(DEVNET_B, anvilB.rpcUrl)
 */
export function devnetNetwork(chainId: DevnetChainId, rpcUrl: string | readonly string[]): Network<'eip155'> {
  return localNetwork({ chainId, name: devnetNames[chainId], rpcUrl })
}

/**
 * The genesis hash the local Solana chain reports (`getGenesisHash`): fixed, so its CAIP-2 id is the
 * same on every run and a wallet that stored it keeps it.
 *
 * @example
 * solanaLocalNetwork(devnet.rpcUrl).caipNetworkId // 'solana:FoyerDevnetSo1ana1111111111111'
 */
export const SOLANA_DEVNET_GENESIS_HASH = 'FoyerDevnetSo1ana111111111111111111111111111'

/**
 * The Foyer network of the local Solana chain ("Foyer Devnet SOL"): SOL as currency, marked as a
 * testnet, its CAIP-2 reference the first 32 characters of the genesis hash (the Solana rule).
 *
 * @example
 * const network = solanaLocalNetwork(devnet.rpcUrl)
 */
export function solanaLocalNetwork(rpcUrl: string): Network<'solana'> {
  const reference = SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)
  return defineNetwork({
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name: 'Foyer Devnet SOL',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

/**
 * The demo's Solana dev wallet key (an ed25519 secret key, hex): funded on the local Solana chain
 * by the demo stack. Public knowledge, demo only; it never leaves the local chain.
 *
 * @example
 * createScriptedSolanaWallet({ secretKey: hexToBytes(SOLANA_DEV_SECRET_KEY), chains })
 */
export const SOLANA_DEV_SECRET_KEY = '0x666f7965722d64656d6f2d736f6c616e612d6465762d77616c6c65742d2d2d31'

/**
 * The demo's Bitcoin dev wallet key (a secp256k1 private key, 32 bytes of hex without `0x`): its
 * payment (P2WPKH) and ordinals (taproot) addresses on regtest are funded on the local Bitcoin chain by
 * the demo stack. Public knowledge, demo only; it never leaves the local chain.
 *
 * @example
 * createScriptedBitcoinWallet({ privateKeyHex: BITCOIN_DEV_PRIVATE_KEY, esploraUrl: chain.url })
 */
export const BITCOIN_DEV_PRIVATE_KEY = '666f7965722d64656d6f2d626974636f696e2d6465762d77616c6c65742d2d31'

/**
 * The Foyer network of the local Bitcoin chain ("Foyer Regtest BTC"): Bitcoin's regtest network
 * (`bcrt1…` addresses, CAIP-2 reference from regtest's genesis hash), marked as a testnet. Its
 * balances come from the chain's Esplora API (the Bitcoin adapter's `esploraUrls`).
 *
 * @example
 * const network = bitcoinLocalNetwork()
 * bip122({ networks: [network], esploraUrls: { [network.caipNetworkId]: chain.url } })
 */
export function bitcoinLocalNetwork(): Network<'bip122'> {
  const reference = '0f9188f13cb7b2c71f2a335e3a4fc328'
  return defineNetwork({
    id: reference,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    name: 'Foyer Regtest BTC',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [] } },
    testnet: true,
  })
}

/**
 * The demo's merchant on the local EVM chains, whom the Pay buttons pay: the address of the key `99…99`,
 * held by no wallet of the demo and funded by no one, so its balance shows only what the demo paid it.
 */
export const EVM_DEMO_MERCHANT = '0x0D8e461687b7D06f86EC348E0c270b0F279855F0'

/**
 * Where the demo's Bitcoin payment goes on the local chain: the P2WPKH address of the key `99…99`, held
 * by no wallet of the demo, so its balance shows only what the demo paid it.
 */
export const BITCOIN_DEMO_RECIPIENT = 'bcrt1q6tvhjq0thwhe0wl8c7kyrjjhsfzd259z3jpr9l'

/**
 * The demo's Cosmos dev wallet mnemonic (BIP-39, 12 words: the encoding of the ASCII bytes
 * "foyer-cosmos-dev"): its key on Keplr's path m/44'/118'/0'/0/0 is funded on both local Cosmos chains
 * by the demo stack. A developer can import it into Keplr or Leap to use the local chains. Public
 * knowledge, demo only; it never leaves the local chains.
 *
 * @example
 * createScriptedKeplrWallet({ mnemonic: COSMOS_DEV_MNEMONIC, chains })
 */
export const COSMOS_DEV_MNEMONIC =
  'grid knock flock tone stomach response soap pupil industry hen bone umbrella'

/**
 * How the local Cosmos chains are shown: the chain's name, and the name of its coin (whose symbol and
 * decimals are the chain's own: ATOM and OSMO, 6 decimals each).
 *
 * @example
 * cosmosDevnetDisplay['foyer-devnet-1'].name // 'Foyer Devnet ATOM'
 */
export const cosmosDevnetDisplay: Readonly<Record<string, { name: string; currencyName: string }>> = {
  'foyer-devnet-1': { name: 'Foyer Devnet ATOM', currencyName: 'Cosmos' },
  'foyer-osmo-1': { name: 'Foyer Devnet OSMO', currencyName: 'Osmosis' },
}

/**
 * The display name of a local Cosmos chain ("Foyer Devnet ATOM"); the chain id for one not listed.
 *
 * @example
 * cosmosDevnetName('foyer-osmo-1') // 'Foyer Devnet OSMO'
 */
export const cosmosDevnetName = (chainId: string): string => cosmosDevnetDisplay[chainId]?.name ?? chainId

/**
 * The Foyer network of a local Cosmos chain, served at `rpcUrl` (its CometBFT RPC): the chain id as
 * CAIP-2 reference (both local ids are plain enough to be one), the chain's coin, marked as a testnet.
 *
 * @example
 * const network = cosmosLocalNetwork(COSMOS_DEVNET, devnets.cosmos.rpcUrl) // 'cosmos:foyer-devnet-1'
 */
export function cosmosLocalNetwork(config: CosmosChainConfig, rpcUrl: string): Network<'cosmos'> {
  const display = cosmosDevnetDisplay[config.chainId]
  return defineNetwork({
    id: config.chainId,
    caipNetworkId: `cosmos:${config.chainId}`,
    chainNamespace: 'cosmos',
    name: display?.name ?? config.chainId,
    nativeCurrency: {
      name: display?.currencyName ?? config.symbol,
      symbol: config.symbol,
      decimals: config.decimals,
    },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

/**
 * A local Cosmos chain as a Keplr-compatible wallet knows it: its display name, its RPC, and gas prices
 * from the node's minimum (low) to four times it (high), so even the low one is enough for the node.
 *
 * @example
 * createScriptedKeplrWallet({ mnemonic, chains: [cosmosDevnetWalletChain(COSMOS_DEVNET, node.rpcUrl)] })
 */
export function cosmosDevnetWalletChain(config: CosmosChainConfig, rpcUrl: string): ScriptedKeplrChain {
  const low = Number(config.minGasPrice)
  return {
    chainId: config.chainId,
    chainName: cosmosDevnetName(config.chainId),
    rpcUrl,
    prefix: config.prefix,
    denom: config.denom,
    symbol: config.symbol,
    decimals: config.decimals,
    gasPriceStep: { low, average: low * 2, high: low * 4 },
  }
}
