import type { AminoSignResponse, OfflineAminoSigner, StdSignature, StdSignDoc } from '@cosmjs/amino'
import type { DirectSignResponse, OfflineDirectSigner } from '@cosmjs/proto-signing'

// The shapes of Keplr's injected API (`window.keplr`; Leap mirrors it on `window.leap`), as its
// `@keplr-wallet/types` declares them, for the part a site uses to connect, read keys and sign. Written
// out here rather than installed: the scripted wallet answers them, nothing imports Keplr.

/**
 * A currency of a chain as Keplr describes it: the display denom (`ATOM`), the base denom (`uatom`)
 * and the decimals between them.
 *
 * @example
 * const atom: KeplrCurrency = { coinDenom: 'ATOM', coinMinimalDenom: 'uatom', coinDecimals: 6 }
 */
export type KeplrCurrency = {
  coinDenom: string
  coinMinimalDenom: string
  coinDecimals: number
  coinGeckoId?: string
  coinImageUrl?: string
}

/** A fee currency: a currency with the gas prices Keplr offers (low, average, high). */
export type KeplrFeeCurrency = KeplrCurrency & {
  gasPriceStep?: { low: number; average: number; high: number }
}

/**
 * A chain as `experimentalSuggestChain` takes it and Keplr stores it.
 *
 * @example
 * await keplr.experimentalSuggestChain(chainInfo)
 */
export type KeplrChainInfo = {
  rpc: string
  rest: string
  chainId: string
  chainName: string
  stakeCurrency?: KeplrCurrency
  bip44: { coinType: number }
  bech32Config: {
    bech32PrefixAccAddr: string
    bech32PrefixAccPub: string
    bech32PrefixValAddr: string
    bech32PrefixValPub: string
    bech32PrefixConsAddr: string
    bech32PrefixConsPub: string
  }
  currencies: KeplrCurrency[]
  feeCurrencies: KeplrFeeCurrency[]
  features?: string[]
  beta?: boolean
  chainSymbolImageUrl?: string
}

/** A chain as `getChainInfosWithoutEndpoints` answers it: the endpoints are not given to sites. */
export type KeplrChainInfoWithoutEndpoints = Omit<KeplrChainInfo, 'rpc' | 'rest'> & {
  rpc: undefined
  rest: undefined
  nodeProvider: undefined
}

/**
 * What `getKey(chainId)` answers: the selected key's name, its compressed secp256k1 public key, its
 * 20-byte address and that address in the chain's bech32 prefix.
 *
 * @example
 * const { bech32Address } = await keplr.getKey('foyer-devnet-1') // 'cosmos1…'
 */
export type KeplrKey = {
  name: string
  algo: 'secp256k1'
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  /** The same 20 bytes as an EIP-55 hex address. */
  ethereumHexAddress: string
  isNanoLedger: boolean
  isKeystone: boolean
}

/** One chain's answer of `getKeysSettled`, as `Promise.allSettled` has it. */
export type KeplrSettled<value> =
  | { status: 'fulfilled'; value: value }
  | { status: 'rejected'; reason: Error }

/**
 * A SignDoc as `signDirect` takes it: the account number may be a `Long` (Keplr's own type), a bigint
 * (cosmjs's), a decimal string or absent.
 */
export type KeplrDirectSignDoc = {
  bodyBytes?: Uint8Array | null
  authInfoBytes?: Uint8Array | null
  chainId?: string | null
  accountNumber?: { toString(): string } | bigint | string | number | null
}

/** How `sendTx` hands a transaction to the chain. */
export type KeplrBroadcastMode = 'block' | 'sync' | 'async'

/**
 * The part of Keplr's injected object the scripted wallet answers. Every request is async and fails
 * with a plain `Error` whose message is the wallet's text (no `code`): Keplr's page script turns each
 * failure of its extension into `new Error(message)`.
 *
 * @example
 * await keplr.enable(['foyer-devnet-1'])
 * const signer = keplr.getOfflineSigner('foyer-devnet-1')
 */
export type KeplrApi = {
  readonly version: string
  readonly mode: 'extension'
  defaultOptions: Record<string, unknown>
  ping(): Promise<void>
  enable(chainIds: string | string[]): Promise<void>
  disable(chainIds?: string | string[]): Promise<void>
  experimentalSuggestChain(chainInfo: KeplrChainInfo): Promise<void>
  getChainInfosWithoutEndpoints(): Promise<KeplrChainInfoWithoutEndpoints[]>
  getChainInfoWithoutEndpoints(chainId: string): Promise<KeplrChainInfoWithoutEndpoints>
  getKey(chainId: string): Promise<KeplrKey>
  getKeysSettled(chainIds: string[]): Promise<KeplrSettled<KeplrKey>[]>
  signDirect(
    chainId: string,
    signer: string,
    signDoc: KeplrDirectSignDoc,
    signOptions?: Record<string, unknown>,
  ): Promise<DirectSignResponse>
  signAmino(
    chainId: string,
    signer: string,
    signDoc: StdSignDoc,
    signOptions?: Record<string, unknown>,
  ): Promise<AminoSignResponse>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  verifyArbitrary(
    chainId: string,
    signer: string,
    data: string | Uint8Array,
    signature: StdSignature,
  ): Promise<boolean>
  sendTx(chainId: string, tx: Uint8Array, mode: KeplrBroadcastMode): Promise<Uint8Array>
  getOfflineSigner(chainId: string): OfflineAminoSigner & OfflineDirectSigner
  getOfflineSignerOnlyAmino(chainId: string): OfflineAminoSigner
  getOfflineSignerAuto(chainId: string): Promise<OfflineAminoSigner | OfflineDirectSigner>
}
