import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type {
  OnrampHistoryPage,
  OnrampOptions,
  OnrampPurchase,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from '../../api/blockchain/onramp.types.js'
import type { OnrampPaymentMethod } from '../../api/blockchain/onramp-defaults.js'
import type { OnrampProvider } from '../../config/features.js'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'
import type { onrampMachine } from './onramp.machine.js'

/**
 * The services the Buy form asks, with the SPEC §8 fallbacks already applied: `options` gives the
 * built-in defaults (marked `fromDefaults`) when the service fails, `quote` an estimate (marked
 * `estimate`). Only an aborted request rejects them; `onrampUrl` and `history` reject on failure.
 *
 * @example
 * const services: OnrampServices = { options: (signal) => loadOnrampOptions(api, { signal }), … }
 */
export type OnrampServices = {
  options(signal: AbortSignal): Promise<OnrampOptions>
  quote(request: OnrampQuoteRequest, signal: AbortSignal): Promise<OnrampQuote>
  onrampUrl(request: OnrampUrlRequest, signal: AbortSignal): Promise<string>
  history(request: OnrampHistoryRequest, signal: AbortSignal): Promise<OnrampHistoryPage>
}

/**
 * Whose purchases to read, at which provider, on which network.
 *
 * @example
 * const request: OnrampHistoryRequest = { address: '0xf39F…2266', provider: 'meld', network: 'eip155:31337' }
 */
export type OnrampHistoryRequest = { address: string; provider: string; network: CaipNetworkId }

/**
 * The provider's page in a popup the visitor's click opened blank (browsers block popups opened
 * later): sent to the page once its address is known, polled until the visitor closes it.
 *
 * @example
 * const popup: OnrampPopup = { navigate: (url) => opened.location.replace(url), closed: () => opened.closed, close: () => opened.close() }
 */
export type OnrampPopup = { navigate(url: string): void; closed(): boolean; close(): void }

/**
 * The account the crypto is bought for: its address and the network it is delivered on.
 *
 * @example
 * const account: OnrampAccount = { address: '0xf39F…2266', namespace: 'eip155', caipNetworkId: 'eip155:31337' }
 */
export type OnrampAccount = { address: string; namespace: Namespace; caipNetworkId: CaipNetworkId }

/** The onramp machine's input: the services, and what to do once a purchase arrived (refresh balances). */
export type OnrampInput = {
  services: OnrampServices
  onPurchased?: ((account: OnrampAccount) => void) | undefined
}

/** The Buy form's state (see `onrampMachine`). */
export type OnrampContext = OnrampInput & {
  account: OnrampAccount | undefined
  /** The site's providers that serve the account's namespace (SPEC §9), in the site's order. */
  providers: readonly OnrampProvider[]
  provider: OnrampProvider | undefined
  options: OnrampOptions | undefined
  /** The crypto's symbol (`USDC`, or the currency standing in for it). */
  purchaseSymbol: string | undefined
  /** The payment currency's code (`USD`). */
  paymentCurrency: string | undefined
  /** How the visitor pays (card or bank account): one the payment currency has limits for. */
  paymentMethod: OnrampPaymentMethod | undefined
  /** The amount to pay, as typed. */
  amount: string
  quote: OnrampQuote | undefined
  /** The provider's page for the quoted purchase, once generated. */
  url: string | undefined
  popup: OnrampPopup | undefined
  /** When the visitor pressed Buy (ms since 1970): purchases mined since then are this one. */
  checkoutAt: number | undefined
  /** The purchases the history listed when Buy was pressed: none of them is this one. */
  knownPurchases: readonly string[]
  purchase: OnrampPurchase | undefined
  error: string | undefined
}

/** The onramp machine's events. */
export type OnrampEvent =
  /** The Buy view shows, for this account and the site's onramp providers. */
  | { type: 'ONRAMP.OPEN'; account: OnrampAccount; providers: readonly OnrampProvider[] }
  /** The amount to pay, as typed, in the payment currency. */
  | { type: 'ONRAMP.SET_AMOUNT'; amount: string }
  | { type: 'ONRAMP.SET_PURCHASE_CURRENCY'; symbol: string }
  | { type: 'ONRAMP.SET_PAYMENT_CURRENCY'; currency: string }
  /** How to pay: ignored unless the payment currency has limits for it (the view offers only those). */
  | { type: 'ONRAMP.SET_PAYMENT_METHOD'; method: OnrampPaymentMethod }
  | { type: 'ONRAMP.SET_PROVIDER'; provider: OnrampProvider }
  /**
   * Buy, in the visitor's click: the popup opened then (none when the browser blocked it) and the time.
   */
  | { type: 'ONRAMP.CHECKOUT'; popup: OnrampPopup | undefined; at: number }
  /** The visitor opened the provider's page from the link (the popup was blocked). */
  | { type: 'ONRAMP.LINK_OPENED' }
  /** The provider's popup was closed (the popup poll saw it). */
  | { type: 'ONRAMP.POPUP_CLOSED' }
  /** Stop waiting for the provider: back to the form. */
  | { type: 'ONRAMP.CANCEL' }
  /** Read the history again after the wait timed out. */
  | { type: 'ONRAMP.CHECK_AGAIN' }
  /** A new purchase: the form empties its amount. */
  | { type: 'ONRAMP.RESET' }

export type OnrampActor = ActorRefFrom<typeof onrampMachine>
export type OnrampSnapshot = SnapshotFrom<typeof onrampMachine>
