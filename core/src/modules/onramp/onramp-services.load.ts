import { createOnrampApi, loadOnrampOptions, loadOnrampQuote } from '../../api/blockchain/onramp-api.js'
import { createHttpClient } from '../../api/http.js'
import type { OnrampServices } from '../../machines/onramp/onramp.types.js'
import type { BlockchainApiConfig } from '../blockchain-api.config.js'

/**
 * The Buy form's services on the Blockchain API, with the SPEC §8 fallbacks (built-in options, an
 * estimated quote). Loaded with `import()`, with the Buy form's first request.
 *
 * @example
 * const services = createOnrampServices({ url, sdk })
 * await services.options(signal) // the service's options, or the defaults marked `fromDefaults`
 */
export function createOnrampServices({ url, sdk }: BlockchainApiConfig): OnrampServices {
  const api = createOnrampApi({ http: createHttpClient({ baseUrl: url }), sdk })
  return {
    options: (signal) => loadOnrampOptions(api, { signal }),
    quote: (request, signal) => loadOnrampQuote(api, { ...request, signal }),
    onrampUrl: (request, signal) => api.onrampUrl({ ...request, signal }),
    history: (request, signal) => api.history({ ...request, signal }),
  }
}
