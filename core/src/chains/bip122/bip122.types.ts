import type { Network } from '../../networks/network.types.js'
import type { AccountPurpose, ChainAdapter, ConnectedWalletInfo } from '../adapter.types.js'
import type { WalletRegistry } from '../solana/discovery/discovery.types.js'
import type { TransferLoader } from '../transfer.types.js'
import type { BitcoinTransactionActions } from './bip122.transactions.js'
import type { BitcoinNetworkName } from './bitcoin-networks.js'

/** The address kinds Bitcoin wallets hand out. */
export type BitcoinAddressType = 'p2tr' | 'p2wpkh' | 'p2sh' | 'p2pkh'

/**
 * One address a wallet shared, whatever its wallet family answered.
 *
 * @example
 * const payment: BitcoinWalletAddress = { address: 'bc1q…', publicKey: '02…', purpose: 'payment', addressType: 'p2wpkh' }
 */
export type BitcoinWalletAddress = {
  address: string
  /** Hex; the 32-byte x-only key for p2tr, else the 33-byte compressed key. */
  publicKey?: string | undefined
  purpose: AccountPurpose
  addressType: BitcoinAddressType
}

/** How a message is signed: the legacy format (BIP-137, "ECDSA") or BIP-322's simple signature. */
export type BitcoinSignProtocol = 'ecdsa' | 'bip322'

/** What changed in a wallet after it connected. */
export type BitcoinWalletChange =
  | { type: 'accounts'; addresses: readonly BitcoinWalletAddress[] }
  | { type: 'network'; network: string }
  | { type: 'disconnect' }

/**
 * One Bitcoin wallet, as every wallet family's source presents it to the adapter (a connector's
 * `provider`): sats-connect/WBIP004 wallets, UniSat-style injected ones, Leather, Phantom and Wallet
 * Standard wallets answer in different shapes; their sources translate, so the adapter never knows which family it talks to.
 * Every method may reject with the wallet's error (4001 when the visitor refused).
 *
 * @example
 * const port: BitcoinWalletPort = unisatPort(window.unisat)
 * await port.connect('mainnet') // [{ address: 'bc1q…', purpose: 'payment', addressType: 'p2wpkh' }, …]
 */
export type BitcoinWalletPort = {
  /** Asks for the wallet's addresses (a prompt); `network` is the one the site wants. */
  connect(network: BitcoinNetworkName): Promise<readonly BitcoinWalletAddress[]>
  /** The addresses the wallet already shares with the site, without a prompt; none when it does not. */
  accounts(): Promise<readonly BitcoinWalletAddress[]>
  /** The network the wallet is on, in its own words, where it says. */
  network?(): Promise<string>
  /** Moves the wallet to `network`, where it can. */
  switchNetwork?(network: BitcoinNetworkName): Promise<void>
  /** The signature, base64 (BIP-137's 65 bytes, or BIP-322's witness). */
  signMessage(request: { address: string; message: string; protocol: BitcoinSignProtocol }): Promise<string>
  /** Signs the inputs named per address; the signed PSBT, base64, and its txid when it was broadcast. */
  signPsbt(request: {
    psbt: string
    signInputs: Readonly<Record<string, readonly number[]>>
    broadcast: boolean
    network: BitcoinNetworkName
  }): Promise<{ psbt: string; txid?: string | undefined }>
  /** Pays `amount` sats to `recipient` from the payment address, where the wallet can; the txid. */
  sendTransfer?(request: { recipient: string; amount: bigint; network: BitcoinNetworkName }): Promise<string>
  /** Calls `onChange` on each change; returns the stop function. */
  watch?(onChange: (change: BitcoinWalletChange) => void): () => void
  disconnect?(): Promise<void>
  /** The wallet on the other side, where the connector cannot name it (a WalletConnect session's phone wallet). */
  walletInfo?(): ConnectedWalletInfo | undefined
}

/**
 * Options of the Bitcoin adapter.
 *
 * @example
 * const options: Bip122Options = { networks: [networks.bitcoin], esploraUrls: { [networks.bitcoin.caipNetworkId]: 'https://mempool.space/api' } }
 */
export type Bip122Options = {
  /** The Bitcoin networks the site offers, the default first. */
  networks: readonly [Network<'bip122'>, ...Network<'bip122'>[]]
  /**
   * Where balances are read and transactions broadcast, per network: an Esplora API base URL
   * (mempool.space's `https://mempool.space/api` by default for mainnet and testnet).
   */
  esploraUrls?: Readonly<Record<string, string>> | undefined
  /** The page whose wallets are found (`globalThis` by default); tests pass their own. */
  page?: BitcoinPage | undefined
  /**
   * The Wallet Standard registry Bitcoin wallets register in; `getWallets()` from `@wallet-standard/app`
   * (the page's) by default. Tests pass their own.
   */
  registry?: (() => WalletRegistry) | undefined
}

/** Where Bitcoin wallets inject themselves: the page's global object (`window`); read, never written. */
export type BitcoinPage = object

/**
 * The Bitcoin adapter: the common contract, and Bitcoin's own actions (PSBTs, transfers).
 *
 * @example
 * const adapter: Bip122Adapter = bip122({ networks: [networks.bitcoin] })
 */
export type Bip122Adapter = ChainAdapter<'bip122'> & BitcoinTransactionActions & TransferLoader<'bip122'>
