import { HttpStatusError } from '../../errors/http.js'
import { apiReason } from '../../errors/names.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import type { HttpClient } from '../http.js'
import { type SdkRequest, sdkParams } from '../remote-config.js'
import { SWAP_SLIPPAGE_PERCENT } from './convert.constants.js'
import { NetworkNotSupportedForGasPriceError, NetworkNotSupportedForSwapsError } from './convert.errors.js'
import type {
  ApprovalTransaction,
  EvmAddress,
  SwapGasPrices,
  SwapPair,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from './convert.types.js'
import { parseAllowance, parseGasPrices } from './convert-amounts.parse.js'
import { parseSwapQuotes } from './convert-quotes.parse.js'
import { parseSwapTokens } from './convert-tokens.parse.js'
import { parseApprovalTransaction, parseSwapTransaction } from './convert-transactions.parse.js'
import { caip10Of } from './convert-values.parse.js'

// Kept here too, where the client that sends it was first read from.
export { SWAP_SLIPPAGE_PERCENT }

/**
 * Options of {@link createConvertApi}: the Blockchain API's HTTP client and the project and SDK every
 * request names.
 *
 * @example
 * const options: ConvertApiOptions = { http: createHttpClient({ baseUrl: 'https://rpc.example.com' }), sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' } }
 */
export type ConvertApiOptions = { http: HttpClient; sdk: Omit<SdkRequest, 'signal'> }

type Signal = { signal?: AbortSignal | undefined }

/**
 * The Blockchain API's convert (swap) calls (SPEC §7), one per endpoint, on EVM networks. Every answer
 * is checked before anyone sees it (amounts as bigints from decimal strings, every CAIP-10 address on
 * the network asked, quotes and transactions for what was asked); a malformed one rejects with
 * `InvalidResponseError`. On a network the API does not swap on (SPEC §8), `tokens` and `quotes`
 * answer empty lists, `gasPrices` rejects with `NetworkNotSupportedForGasPriceError` and the others
 * with `NetworkNotSupportedForSwapsError`. Other failures reject with the HTTP client's errors.
 *
 * @example
 * const convert = createConvertApi({ http, sdk })
 * const [quote] = await convert.quotes({ network: 'eip155:1', from: NATIVE_TOKEN_ADDRESS, to: usdc, amount: 10n ** 18n, userAddress })
 */
export type ConvertApi = {
  /** `GET /v1/convert/tokens`: the tokens the API swaps on `network`. */
  tokens(request: { network: CaipNetworkId<'eip155'> } & Signal): Promise<SwapToken[]>
  /** `GET /v1/convert/quotes`: what `amount` (base units) of `from` would give of `to`. */
  quotes(
    request: SwapPair & { amount: bigint; userAddress: EvmAddress; gasPrice?: bigint | undefined } & Signal,
  ): Promise<SwapQuote[]>
  /** `GET /v1/convert/allowance`: how much of `token` the swap provider may take from `userAddress`. */
  allowance(
    request: { network: CaipNetworkId<'eip155'>; token: EvmAddress; userAddress: EvmAddress } & Signal,
  ): Promise<bigint>
  /** `GET /v1/convert/gas-price`: gas prices on `network`, in wei. */
  gasPrices(request: { network: CaipNetworkId<'eip155'> } & Signal): Promise<SwapGasPrices>
  /**
   * `GET /v1/convert/build-approve`: the approval letting the provider take `amount` of `from`
   * (unlimited without `amount`), to send before the swap.
   */
  buildApproval(
    request: SwapPair & { userAddress: EvmAddress; amount?: bigint | undefined } & Signal,
  ): Promise<ApprovalTransaction>
  /**
   * `POST /v1/convert/build-transaction`: the swap of `amount` of `from` for `to`, sent by
   * `userAddress`, allowing {@link SWAP_SLIPPAGE_PERCENT} slippage. `disableEstimate` asks the API not
   * to simulate it (it would fail before the approval is mined).
   */
  buildSwap(
    request: SwapPair & {
      userAddress: EvmAddress
      amount: bigint
      disableEstimate?: boolean | undefined
    } & Signal,
  ): Promise<SwapTransaction>
}

/**
 * Creates the convert client over the Blockchain API's HTTP client.
 *
 * @example
 * const convert = createConvertApi({ http: createHttpClient({ baseUrl }), sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: '0.1.0' } })
 */
export function createConvertApi({ http, sdk }: ConvertApiOptions): ConvertApi {
  const common = sdkParams(sdk)
  return {
    async tokens({ network, signal }) {
      return onSwapNetwork(
        network,
        async () =>
          parseSwapTokens(
            await http.get({ path: '/v1/convert/tokens', params: { ...common, chainId: network }, signal }),
            network,
          ),
        () => [],
      )
    },
    async quotes({ network, from, to, amount, userAddress, gasPrice, signal }) {
      const params = {
        ...common,
        amount: String(amount),
        userAddress,
        from: caip10Of(network, from),
        to: caip10Of(network, to),
        gasPrice: gasPrice === undefined ? undefined : String(gasPrice),
      }
      return onSwapNetwork(
        network,
        async () =>
          parseSwapQuotes(
            await http.get({ path: '/v1/convert/quotes', params, signal }),
            { network, from, to },
            amount,
          ),
        () => [],
      )
    },
    async allowance({ network, token, userAddress, signal }) {
      const params = {
        ...common,
        tokenAddress: caip10Of(network, token),
        userAddress: caip10Of(network, userAddress),
      }
      return onSwapNetwork(
        network,
        async () => parseAllowance(await http.get({ path: '/v1/convert/allowance', params, signal })),
        notForSwaps(network),
      )
    },
    async gasPrices({ network, signal }) {
      return onSwapNetwork(
        network,
        async () =>
          parseGasPrices(
            await http.get({
              path: '/v1/convert/gas-price',
              params: { ...common, chainId: network },
              signal,
            }),
          ),
        () => {
          throw new NetworkNotSupportedForGasPriceError({ details: network })
        },
      )
    },
    async buildApproval({ network, from, to, userAddress, amount, signal }) {
      const params = {
        ...common,
        from: caip10Of(network, from),
        to: caip10Of(network, to),
        userAddress: caip10Of(network, userAddress),
        amount: amount === undefined ? undefined : String(amount),
      }
      return onSwapNetwork(
        network,
        async () =>
          parseApprovalTransaction(await http.get({ path: '/v1/convert/build-approve', params, signal }), {
            network,
            from,
            to,
          }),
        notForSwaps(network),
      )
    },
    async buildSwap({ network, from, to, userAddress, amount, disableEstimate, signal }) {
      const body = {
        projectId: sdk.projectId,
        amount: String(amount),
        from: caip10Of(network, from),
        to: caip10Of(network, to),
        userAddress: caip10Of(network, userAddress),
        eip155: { slippage: SWAP_SLIPPAGE_PERCENT },
        disableEstimate: disableEstimate ?? false,
      }
      return onSwapNetwork(
        network,
        async () =>
          parseSwapTransaction(
            await http.post({ path: '/v1/convert/build-transaction', params: common, body, signal }),
            { network, from, to },
            { userAddress, amount },
          ),
        notForSwaps(network),
      )
    },
  }
}

function notForSwaps(network: CaipNetworkId<'eip155'>): () => never {
  return () => {
    throw new NetworkNotSupportedForSwapsError({ details: network })
  }
}

/**
 * Runs a call; when the API refuses it because it does not swap on `network`, answers `otherwise()`
 * instead (an empty result, or one of the two 'Network not supported' errors).
 */
async function onSwapNetwork<T>(
  network: CaipNetworkId<'eip155'>,
  call: () => Promise<T>,
  otherwise: () => T,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isNetworkRefusal(error, network)) return otherwise()
    throw error
  }
}

/**
 * Whether the API refused a call because it does not swap on `network`. The real service says so
 * only in words: a 400 whose reason (its `field` empty) reads 'Conversion parameter error: Chain ID
 * <CAIP-2 id> is not supported', passed on from its swap provider. That sentence, naming the network
 * asked, is what is matched; any other refusal stays the HTTP error it is.
 */
function isNetworkRefusal(error: unknown, network: CaipNetworkId<'eip155'>): boolean {
  return (
    error instanceof HttpStatusError &&
    error.status === 400 &&
    apiReason(error) === `Conversion parameter error: Chain ID ${network} is not supported`
  )
}
