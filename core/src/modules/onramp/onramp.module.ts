import type { OnrampPaymentMethod } from '../../api/blockchain/onramp-defaults.js'
import type { OnrampProvider } from '../../config/features.js'
import { browserTimeZone, isRestrictedTimeZone } from '../../config/restricted-time-zones.js'
import { selectAccountView } from '../../machines/connection/connection.selectors.js'
import { selectFeatures } from '../../machines/foyer/foyer.view.selectors.js'
import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import { loadOnrampMachine } from '../../machines/onramp/onramp.load.js'
import { isOnrampNamespace } from '../../machines/onramp/onramp.rules.js'
import type { OnrampAccount, OnrampInput, OnrampServices } from '../../machines/onramp/onramp.types.js'
import { openOnrampPopup } from '../../machines/onramp/onramp-popup.js'
import { selectIsViewAvailable } from '../../machines/router/router.selectors.js'
import { selectActiveConnection } from '../../system/active-connection.js'
import type { FoyerModule } from '../../system/module.types.js'
import { getSystemActor, type HasSystem, sendToSystem } from '../../system/system.js'
import { type BlockchainApiConfig, blockchainApiOf } from '../blockchain-api.config.js'
import { onrampViews } from './onramp.views.js'
// Also imported on their own: type declarations keep these lines (they drop the ones above), so the
// view names and actors they merge into the maps reach every site that imports this module.
import './onramp.views.js'
import './onramp.system.js'

/** What the onramp module adds to the facade `createFoyer` returns: the Buy form's intents. */
export type OnrampActions = {
  /** The Buy view shows: the form's code downloads (if it has not), for the active account. */
  openBuy(): void
  /** The amount to pay, as typed, in the payment currency. */
  setBuyAmount(amount: string): void
  /** The crypto to buy (a symbol the view lists). */
  setBuyCurrency(symbol: string): void
  /** The money to pay with (a code the view lists). */
  setBuyPaymentCurrency(currency: string): void
  /** How to pay (card or bank account; one the view lists): the amount is checked and quoted again. */
  setBuyPaymentMethod(method: OnrampPaymentMethod): void
  setBuyProvider(provider: OnrampProvider): void
  /**
   * Buy: call it in the visitor's click. It opens the provider's popup then (browsers block one opened
   * later), and the form sends it to the provider's page once generated.
   */
  buyCrypto(): void
  /** The visitor opened the provider's page from the link shown when the popup was blocked. */
  buyLinkOpened(): void
  /** Stops waiting for the provider (closing its popup): back to the form. */
  cancelBuy(): void
  /** Reads the history again after the purchase did not show in time. */
  checkBuyAgain(): void
  /** A new purchase, after one arrived. */
  resetBuy(): void
}

/**
 * What the onramp module may be given: the visitor's time zone (the browser's by default), for the
 * restricted zones where buying is not offered.
 *
 * @example
 * onramp({ timeZone: 'Europe/Paris' })
 */
export type OnrampModuleOptions = { timeZone?: string | undefined }

/**
 * Buying crypto with a card or from a bank account through the site's onramp providers (meld, coinbase; SPEC §7–9): the
 * OnRampProviders view, a form whose code downloads with its first showing, quotes and the
 * provider's page from the Blockchain API, the page in a popup, and the purchase followed in the
 * account's onramp history until it arrives (then the balances are read again). Offered from the
 * Account view on eip155 and solana accounts while the site's `onramp` feature is on; never in the
 * restricted time zones (mainland China's), where the providers may not sell. Needs the Blockchain
 * API (a project id).
 *
 * @example
 * const foyer = createFoyer({ projectId, adapters, modules: [onramp()] })
 * foyer.open('OnRampProviders')
 */
export function onramp(options: OnrampModuleOptions = {}): FoyerModule<OnrampActions> {
  // Read once: the zone does not change while the page runs.
  const restricted = isRestrictedTimeZone(options.timeZone ?? browserTimeZone())
  return {
    id: 'onramp',
    views: restricted ? {} : onrampViews,
    // A way to the Buy view from the Account view: a connected eip155 or solana account, the feature
    // on, the view available (the module running with a Blockchain API).
    account: (system, account) => {
      const router = getSystemActor(system, 'router')
      const available =
        router !== undefined && selectIsViewAvailable(router.getSnapshot(), { name: 'OnRampProviders' })
      const offered = account.status === 'connected' && isOnrampNamespace(account.namespace)
      return !restricted && available && offered && getSystemActor(system, 'buyer')
        ? [{ kind: 'onramp', opens: 'OnRampProviders' }]
        : []
    },
    plug: ({ options: site, system }) => {
      const api = blockchainApiOf(site)
      if (!api || restricted) return {}
      const input: OnrampInput = {
        services: lazyServices(api),
        onPurchased: (account) => refresh(system, account),
      }
      return {
        actors: [
          {
            systemId: 'buyer',
            logic: lazyActorMachine,
            input: { systemId: 'onramp', load: loadOnrampMachine, input },
          },
        ],
      }
    },
    actions: (foyer) => {
      const toBuyer = (event: Parameters<typeof sendToSystem<'buyer'>>[2]) =>
        sendToSystem(foyer.actor, 'buyer', event)
      return {
        openBuy: () => {
          const account = activeAccountOf(foyer.actor)
          const providers = selectFeatures(foyer.actor.getSnapshot()).onramp
          if (account && providers) toBuyer({ type: 'ONRAMP.OPEN', account, providers })
        },
        setBuyAmount: (amount) => toBuyer({ type: 'ONRAMP.SET_AMOUNT', amount }),
        setBuyCurrency: (symbol) => toBuyer({ type: 'ONRAMP.SET_PURCHASE_CURRENCY', symbol }),
        setBuyPaymentCurrency: (currency) => toBuyer({ type: 'ONRAMP.SET_PAYMENT_CURRENCY', currency }),
        setBuyPaymentMethod: (method) => toBuyer({ type: 'ONRAMP.SET_PAYMENT_METHOD', method }),
        setBuyProvider: (provider) => toBuyer({ type: 'ONRAMP.SET_PROVIDER', provider }),
        // The popup first, synchronously in the click; the time marks which purchase is this one.
        buyCrypto: () => toBuyer({ type: 'ONRAMP.CHECKOUT', popup: openOnrampPopup(), at: Date.now() }),
        buyLinkOpened: () => toBuyer({ type: 'ONRAMP.LINK_OPENED' }),
        cancelBuy: () => toBuyer({ type: 'ONRAMP.CANCEL' }),
        checkBuyAgain: () => toBuyer({ type: 'ONRAMP.CHECK_AGAIN' }),
        resetBuy: () => toBuyer({ type: 'ONRAMP.RESET' }),
      }
    },
  }
}

/** The active account as the Buy form needs it: address, namespace and network. */
function activeAccountOf(system: HasSystem): OnrampAccount | undefined {
  const account = selectAccountView(selectActiveConnection(system)?.actor.getSnapshot())
  const namespace = account.namespace
  const caipNetworkId = account.network?.caipNetworkId
  if (account.status !== 'connected' || !account.address || !namespace || !caipNetworkId) return undefined
  return { address: account.address, namespace, caipNetworkId }
}

/** The purchase arrived: the account's balance and its tokens and activity are read again. */
function refresh(system: HasSystem, account: OnrampAccount) {
  getSystemActor(system, `connection.${account.namespace}`)?.send({ type: 'CONNECTION.REFRESH_BALANCE' })
  // The loaded machines, not their lazy actors: lists not shown yet are read fresh when they show.
  sendToSystem(system, 'portfolioTokens', { type: 'PORTFOLIO.REFRESH', forceUpdate: undefined })
  sendToSystem(system, 'activityFeed', { type: 'ACTIVITY.REFRESH' })
}

/** The services, downloaded with the Buy form's first request (the HTTP client stays off the page). */
function lazyServices(api: BlockchainApiConfig): OnrampServices {
  let services: Promise<OnrampServices> | undefined
  const load = () => {
    services ??= import('./onramp-services.load.js').then((module) => module.createOnrampServices(api))
    return services
  }
  return {
    options: async (signal) => (await load()).options(signal),
    quote: async (request, signal) => (await load()).quote(request, signal),
    onrampUrl: async (request, signal) => (await load()).onrampUrl(request, signal),
    history: async (request, signal) => (await load()).history(request, signal),
  }
}
