import type { CaipNetworkId } from '../../networks/network.types.js'
import { isTokenAmount } from '../../utils/token-amount.js'
import { sdkParams } from '../remote-config.js'
import type { BlockchainApiOptions } from './blockchain-api.js'
import type {
  OnrampHistoryPage,
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from './onramp.types.js'
import { exactJsonNumber } from './onramp-decimal.js'
import { defaultOnrampOptions, estimatedQuote } from './onramp-defaults.js'
import { parseOnrampHistory } from './onramp-history.parse.js'
import { parseOnrampOptions } from './onramp-options.parse.js'
import { parseOnrampQuote, parseOnrampUrl } from './onramp-quote.parse.js'

type Signal = { signal?: AbortSignal | undefined }

/**
 * The Blockchain API's onramp calls (SPEC §7), each answer checked before anyone sees it. They throw
 * on failure; {@link loadOnrampOptions} and {@link loadOnrampQuote} add the SPEC §8 fallbacks.
 *
 * @example
 * const api = createOnrampApi({ http, sdk })
 * const quote = await api.quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'polygon' })
 */
export type OnrampApi = {
  /** `GET /v1/onramp/options`: what can be bought, and paid with. */
  options(request?: Signal): Promise<OnrampOptions>
  /** `POST /v1/onramp/quote`: what `amount` of the payment currency buys. */
  quote(request: OnrampQuoteRequest & Signal): Promise<OnrampQuote>
  /** `POST /v1/generators/onrampurl`: the provider's page to pay on, for this purchase. */
  onrampUrl(request: OnrampUrlRequest & Signal): Promise<string>
  /** `GET /v1/account/{address}/history?onramp={provider}`: the account's purchases at the provider. */
  history(request: {
    address: string
    provider: string
    network?: CaipNetworkId | undefined
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<OnrampHistoryPage>
}

/**
 * The longest `partnerUserId` the URL generator takes (its reference: "must be less than 50 chars").
 */
export const MAX_PARTNER_USER_ID_LENGTH = 49

/**
 * Creates the onramp client on the Blockchain API's HTTP client. Malformed answers reject with
 * `InvalidResponseError` (see the parsers); a request Foyer should never make (an amount that is no
 * plain decimal, one no JSON number can carry exactly, a partner id of 50 characters or more) throws
 * a `RangeError` before anything is sent.
 *
 * @example
 * const onramp = createOnrampApi({ http, sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' } })
 */
export function createOnrampApi({ http, sdk }: BlockchainApiOptions): OnrampApi {
  const common = sdkParams(sdk)
  return {
    async options({ signal } = {}) {
      return parseOnrampOptions(await http.get({ path: '/v1/onramp/options', params: common, signal }))
    },
    async quote({ signal, ...request }) {
      if (!isTokenAmount(request.amount))
        throw new RangeError(`quote: amount ${request.amount} is not a plain decimal`)
      const { purchaseCurrency, paymentCurrency, amount, network, paymentMethod, provider } = request
      const body = { purchaseCurrency, paymentCurrency, amount, network, paymentMethod, provider }
      return parseOnrampQuote(await http.post({ path: '/v1/onramp/quote', params: common, body, signal }))
    },
    async onrampUrl({ signal, ...request }) {
      if (request.partnerUserId === '' || request.partnerUserId.length > MAX_PARTNER_USER_ID_LENGTH)
        throw new RangeError(
          `onrampUrl: partnerUserId must have 1 to ${MAX_PARTNER_USER_ID_LENGTH} characters`,
        )
      const body = {
        destinationWallets: request.destinationWallets,
        partnerUserId: request.partnerUserId,
        defaultNetwork: request.defaultNetwork,
        defaultExperience: 'buy',
        presetCryptoAmount: optionalNumber(request.presetCryptoAmount),
        presetFiatAmount: optionalNumber(request.presetFiatAmount),
        fiatCurrency: request.fiatCurrency,
        paymentMethod: request.paymentMethod,
        provider: request.provider,
      }
      return parseOnrampUrl(
        await http.post({ path: '/v1/generators/onrampurl', params: common, body, signal }),
      )
    },
    async history({ address, provider, network, cursor, signal }) {
      const body = await http.get({
        path: `/v1/account/${encodeURIComponent(address)}/history`,
        params: { ...common, onramp: provider, chainId: network, cursor },
        signal,
      })
      return parseOnrampHistory(body)
    },
  }
}

const optionalNumber = (amount: string | undefined) =>
  amount === undefined ? undefined : exactJsonNumber(amount)

/**
 * The onramp options, or the built-in defaults when the service fails or answers junk (SPEC §8:
 * USD and EUR, USDC and ETH on Ethereum and Polygon; `fromDefaults` says which). A request the caller
 * aborted is not a failure of the service: it rejects with the abort's reason.
 *
 * @example
 * const options = await loadOnrampOptions(onramp, { signal })
 * if (options.fromDefaults) console.warn('Onramp options are the built-in defaults')
 */
export async function loadOnrampOptions(
  api: Pick<OnrampApi, 'options'>,
  { signal }: Signal = {},
): Promise<OnrampOptions> {
  try {
    return await api.options({ signal })
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error
    return defaultOnrampOptions
  }
}

/**
 * A quote for the request, or when the service fails or answers junk, the estimate whose every amount
 * is the amount entered, marked `estimate: true` (SPEC §8). An aborted request rejects with the
 * abort's reason; a request Foyer should not make (see {@link createOnrampApi}) still throws.
 *
 * @example
 * const quote = await loadOnrampQuote(onramp, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'polygon' })
 * quote.estimate // true when the service could not quote
 */
export async function loadOnrampQuote(
  api: Pick<OnrampApi, 'quote'>,
  request: OnrampQuoteRequest & Signal,
): Promise<OnrampQuote> {
  try {
    return await api.quote(request)
  } catch (error) {
    if (error instanceof RangeError) throw error
    if (request.signal?.aborted) throw request.signal.reason ?? error
    const { signal: _, ...entered } = request
    return estimatedQuote(entered)
  }
}
