import type { CaipNetworkId, Network } from '../../networks/network.types.js'
import type { ChainAdapter, ConnectedWalletInfo } from '../adapter.types.js'
import type { TransferLoader } from '../transfer.types.js'
import type { CosmosChainReader } from './balance/chain-reader.js'
import type { KeplrChainInfo } from './chain-info.js'
import type { CosmosChainFacts } from './cosmos-networks.js'

/**
 * One Cosmos wallet, as its source presents it to the adapter (a connector's `provider`): Keplr,
 * Leap and Cosmostation's Keplr-compatible object answer the same calls but list their chains and
 * announce account changes each its own way; their sources translate. Every method may reject with
 * a Foyer error (4001's when the visitor refused). Answers are the wallet's own, checked by the adapter.
 *
 * @example
 * const port: CosmosWalletPort = keplrFamilyConnectors(window)[0].provider
 * await port.enable(['cosmoshub-4', 'osmosis-1'])
 */
export type CosmosWalletPort = {
  /** The ids of the chains the wallet knows; rejects when it cannot say. */
  chainIds(): Promise<readonly string[]>
  /** Adds a chain to the wallet (a prompt); absent when the wallet cannot add chains. */
  suggestChain?(info: KeplrChainInfo): Promise<void>
  /** Asks the visitor, in one prompt, to let the site use every chain of `chainIds`. */
  enable(chainIds: readonly string[]): Promise<void>
  /** The wallet's key on a chain (Keplr's `Key`), as the wallet answered. */
  getKey(chainId: string): Promise<unknown>
  /** ADR-036's signature of `data` by `signer` (Keplr's `StdSignature`), as the wallet answered. */
  signArbitrary(chainId: string, signer: string, data: string): Promise<unknown>
  /**
   * Keplr's `signDirect`: the signature of a SIGN_MODE_DIRECT document by `signer`, as the wallet
   * answered (Keplr's `DirectSignResponse`: the document it signed, which may differ from the one
   * given, and its `StdSignature`). `options` asks it not to offer a fee or memo of its own. Absent
   * where the wallet cannot sign transactions.
   */
  signDirect?(
    chainId: string,
    signer: string,
    signDoc: CosmosSignDoc,
    options: { preferNoSetFee: boolean; preferNoSetMemo: boolean },
  ): Promise<unknown>
  /**
   * Keplr's `signAmino`: the signature of an amino JSON document (a StdSignDoc) by `signer`, as the
   * wallet answered (Keplr's `AminoSignResponse`: the document it signed and its `StdSignature`). What
   * a Ledger key signs transfers with, since the Ledger's Cosmos app cannot sign SIGN_MODE_DIRECT.
   * Absent where the wallet offers no amino signing.
   */
  signAmino?(
    chainId: string,
    signer: string,
    signDoc: CosmosAminoSignDoc,
    options: { preferNoSetFee: boolean; preferNoSetMemo: boolean },
  ): Promise<unknown>
  /** Calls `onChange` whenever the visitor switches keys in the wallet; returns the stop function. */
  watch(onChange: () => void): () => void
  /** Takes the site's permission for `chainIds` back, where the wallet can. */
  disconnect?(chainIds: readonly string[]): Promise<void>
  /** The wallet's own name and icon, where the connector does not say them (a WalletConnect session's). */
  walletInfo?(): ConnectedWalletInfo | undefined
}

/**
 * A SIGN_MODE_DIRECT document as Keplr's `signDirect` takes it: the transaction's body and auth info as
 * protobuf bytes, the chain id and the account number they are signed for.
 *
 * @example
 * const doc: CosmosSignDoc = { bodyBytes, authInfoBytes, chainId: 'cosmoshub-4', accountNumber: 7n }
 */
export type CosmosSignDoc = {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}

/**
 * An amino JSON document as Keplr's `signAmino` takes it (CosmJS's `StdSignDoc`): the messages in their
 * amino form, the fee, memo, chain id, and the account number and sequence as decimal text.
 *
 * @example
 * const doc: CosmosAminoSignDoc = { chain_id: 'cosmoshub-4', account_number: '7', sequence: '3', fee, msgs, memo: '' }
 */
export type CosmosAminoSignDoc = {
  chain_id: string
  account_number: string
  sequence: string
  fee: { amount: readonly { denom: string; amount: string }[]; gas: string }
  msgs: readonly { type: string; value: unknown }[]
  memo: string
}

/** Where Cosmos wallets inject themselves: the page's global object (`window`); read, never written. */
export type CosmosPage = object

/**
 * Options of the Cosmos adapter.
 *
 * @example
 * const options: CosmosOptions = { networks: [cosmosHub, osmosis] }
 */
export type CosmosOptions = {
  /** The Cosmos chains the site offers, the default first: one connect enables them all. */
  networks: readonly [Network<'cosmos'>, ...Network<'cosmos'>[]]
  /**
   * The facts of chains that are not presets (or new facts for a preset's): bech32 prefix, coin,
   * gas prices, REST URL, by CAIP-2 id. Every network needs them.
   */
  chains?: Readonly<Partial<Record<CaipNetworkId<'cosmos'>, CosmosChainFacts>>> | undefined
  /**
   * How long a wallet request may wait for its answer (a prompt the visitor leaves open, a wallet that
   * hangs) before it fails with `CosmosWalletRequestTimeoutError`: 120 s by default.
   */
  requestTimeoutMs?: number | undefined
  /** How long one read from a chain's RPC may take: SPEC §9's 10 s by default. */
  rpcTimeoutMs?: number | undefined
  /** The page whose wallets are found (`globalThis` by default); tests pass their own. */
  page?: CosmosPage | undefined
  /**
   * Reads the chains (balances); by default CosmJS's `StargateClient` over each network's RPC,
   * downloaded with the first read. Tests pass their own.
   */
  chainReader?: CosmosChainReader | undefined
}

/**
 * The Cosmos adapter: the common contract, sending the chains' own coins (the Send form's, its code
 * downloaded with the first one), and `dispose` to end what it keeps open (the chains' RPC clients,
 * wallet detection).
 *
 * @example
 * const adapter: CosmosAdapter = cosmos({ networks: [cosmosHub, osmosis] })
 */
export type CosmosAdapter = ChainAdapter<'cosmos'> &
  TransferLoader<'cosmos'> & {
    /** Disconnects the RPC clients it opened and stops looking for wallets. */
    dispose(): void
  }
