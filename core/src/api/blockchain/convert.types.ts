import type { CaipAddress, CaipNetworkId } from '../../networks/network.types.js'

/**
 * An EVM address as the convert answers carry it (`0x` and 40 hex digits, in the case the service
 * wrote it).
 *
 * @example
 * const router: EvmAddress = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F'
 */
export type EvmAddress = `0x${string}`

/**
 * Hex-encoded bytes (`0x…`), such as a transaction's calldata.
 *
 * @example
 * const data: HexData = '0x095ea7b3…'
 */
export type HexData = `0x${string}`

/**
 * The placeholder address the Blockchain API gives an EVM chain's native currency (ETH) in its
 * convert calls, where a token contract's address would be.
 *
 * @example
 * convert.quote({ network: 'eip155:1', from: NATIVE_TOKEN_ADDRESS, to: usdc, amount: 10n ** 18n, userAddress })
 */
export const NATIVE_TOKEN_ADDRESS: EvmAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * A token the API swaps on one network (`GET /v1/convert/tokens`). `address` is the plain address
 * (the native currency's is {@link NATIVE_TOKEN_ADDRESS}), `caipAddress` the CAIP-10 address the API
 * wrote, on the network asked.
 *
 * @example
 * const usdc: SwapToken = { name: 'USD Coin', symbol: 'USDC', address: '0xA0b8…eB48', caipAddress: 'eip155:1:0xA0b8…eB48', decimals: 6, logoUri: 'https://…/usdc.png', eip2612: true, isNative: false }
 */
export type SwapToken = {
  name: string
  symbol: string
  address: EvmAddress
  caipAddress: CaipAddress<'eip155'>
  decimals: number
  /** `undefined` when the API has no logo. */
  logoUri: string | undefined
  /** Whether the token takes EIP-2612 permits (an approval by signature). */
  eip2612: boolean
  isNative: boolean
}

/**
 * A quote (`GET /v1/convert/quotes`): how much of `to` the API expects for `fromAmount` of `from`,
 * in base units.
 *
 * @example
 * const quote: SwapQuote = { id: undefined, from: NATIVE_TOKEN_ADDRESS, to: usdc, fromAmount: 10n ** 18n, toAmount: 3_012_500_000n }
 */
export type SwapQuote = {
  /** The provider's id of the quote, when it gives one. */
  id: string | undefined
  from: EvmAddress
  to: EvmAddress
  fromAmount: bigint
  toAmount: bigint
}

/**
 * Gas prices in wei (`GET /v1/convert/gas-price`), from cheapest to fastest.
 *
 * @example
 * const prices: SwapGasPrices = { standard: 1_000_000_000n, fast: 1_250_000_000n, instant: 1_500_000_000n }
 */
export type SwapGasPrices = { standard: bigint; fast: bigint; instant: bigint }

/**
 * The approval a swap needs first (`GET /v1/convert/build-approve`): an ERC-20 `approve` call to
 * send to the token `to`, letting the swap provider take the tokens.
 *
 * @example
 * await wallet.sendTransaction({ to: approval.to, data: approval.data, value: approval.value })
 */
export type ApprovalTransaction = {
  /** The token contract the call goes to (the `from` token asked). */
  to: EvmAddress
  data: HexData
  value: bigint
  /** The gas price the API suggests, when it gives one. */
  gasPrice: bigint | undefined
}

/**
 * The swap itself (`POST /v1/convert/build-transaction`): the call `from` (the visitor) sends to the
 * provider's contract `to`, with `value` (the amount in when swapping the native currency, else 0).
 *
 * @example
 * await wallet.sendTransaction({ to: swap.to, data: swap.data, value: swap.value, gas: swap.gas })
 */
export type SwapTransaction = {
  from: EvmAddress
  to: EvmAddress
  data: HexData
  value: bigint
  /** What the API expects the swap to give, in base units of the `to` token. */
  toAmount: bigint
  /** The gas limit the API suggests, when it gives one. */
  gas: bigint | undefined
  gasPrice: bigint | undefined
}

/**
 * What a swap call names: the network and the two tokens on it by plain address (the native
 * currency as {@link NATIVE_TOKEN_ADDRESS}). The client writes every CAIP-10 address from `network`,
 * so a request can never mix chains.
 *
 * @example
 * const pair: SwapPair = { network: 'eip155:8453', from: NATIVE_TOKEN_ADDRESS, to: '0x8335…2913' }
 */
export type SwapPair = { network: CaipNetworkId<'eip155'>; from: EvmAddress; to: EvmAddress }
