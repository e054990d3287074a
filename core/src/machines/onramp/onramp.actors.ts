import { fromCallback, fromPromise } from 'xstate'
import type {
  OnrampHistoryPage,
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from '../../api/blockchain/onramp.types.js'
import { ONRAMP_POPUP_POLL_MS } from './onramp.constants.js'
import type { OnrampEvent, OnrampHistoryRequest, OnrampPopup, OnrampServices } from './onramp.types.js'

/** The options, or the built-in defaults (the services apply SPEC §8). */
export const loadOptionsActor = fromPromise<OnrampOptions, { services: OnrampServices }>(
  ({ input, signal }) => input.services.options(signal),
)

/** A quote, or the estimate (the services apply SPEC §8). */
export const loadQuoteActor = fromPromise<
  OnrampQuote,
  { services: OnrampServices; request: OnrampQuoteRequest | undefined }
>(({ input, signal }) => input.services.quote(required(input.request), signal))

/**
 * The provider's page for the purchase (`POST /v1/generators/onrampurl`), and the purchases the history
 * lists already, read at the same time: none of those can be the one about to be made (a history that
 * cannot be read now leaves only the time to tell).
 */
export const generateUrlActor = fromPromise<
  { url: string; known: readonly string[] },
  {
    services: OnrampServices
    request: OnrampUrlRequest | undefined
    history: OnrampHistoryRequest | undefined
  }
>(async ({ input, signal }) => {
  const history = input.history
  const [url, known] = await Promise.all([
    input.services.onrampUrl(required(input.request), signal),
    history
      ? input.services.history(history, signal).then(
          (page) => page.purchases.map((purchase) => purchase.id),
          () => [],
        )
      : [],
  ])
  return { url, known }
})

/** The account's purchases at the provider (the history's `onramp` parameter). */
export const readHistoryActor = fromPromise<
  OnrampHistoryPage,
  { services: OnrampServices; request: OnrampHistoryRequest | undefined }
>(({ input, signal }) => input.services.history(required(input.request), signal))

// The machine asks only once its guards found the form complete; a request missing then is a bug.
function required<request>(request: request | undefined): request {
  if (request === undefined) throw new Error('The Buy form is not complete')
  return request
}

/**
 * Polls the provider's popup every second (SPEC §9) and sends `ONRAMP.POPUP_CLOSED` once the visitor
 * closed it: a popup on another origin says nothing else Foyer may read.
 */
export const watchPopupActor = fromCallback<OnrampEvent, { popup: OnrampPopup | undefined }>(
  ({ input, sendBack }) => {
    const timer = setInterval(() => {
      if (input.popup?.closed() ?? true) sendBack({ type: 'ONRAMP.POPUP_CLOSED' })
    }, ONRAMP_POPUP_POLL_MS)
    return () => clearInterval(timer)
  },
)
