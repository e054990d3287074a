import { assertEvent, assign, setup } from 'xstate'
import type { OnrampOptions, OnrampPurchase, OnrampQuote } from '../../api/blockchain/onramp.types.js'
import {
  generateUrlActor,
  loadOptionsActor,
  loadQuoteActor,
  readHistoryActor,
  watchPopupActor,
} from './onramp.actors.js'
import {
  ONRAMP_CONFIRM_TIMEOUT_MS,
  ONRAMP_HISTORY_POLL_MS,
  ONRAMP_QUOTE_PAUSE_MS,
} from './onramp.constants.js'
import { historyRequestOf, quoteRequestOf, urlRequestOf } from './onramp.requests.js'
import {
  defaultPaymentCurrency,
  defaultPurchaseSymbol,
  keptPaymentMethod,
  ONRAMP_URL_FAILED,
  paymentMethodsFor,
  providersFor,
  purchaseSince,
} from './onramp.rules.js'
import type { OnrampContext, OnrampEvent, OnrampInput } from './onramp.types.js'

type HistoryOutput = { purchases: readonly OnrampPurchase[] }

/** The purchase of the history that is this checkout's (see `purchaseSince`). */
function thisPurchase(context: OnrampContext, { purchases }: HistoryOutput) {
  const { purchaseSymbol: symbol, checkoutAt: at, knownPurchases: known } = context
  return symbol && at !== undefined ? purchaseSince(purchases, { symbol, at, known }) : undefined
}

const emptyForm = {
  quote: undefined,
  url: undefined,
  popup: undefined,
  checkoutAt: undefined,
  knownPurchases: [],
  purchase: undefined,
  error: undefined,
} as const

/**
 * The Buy form (systemId `onramp`; the OnRampProviders view). Opening it loads what can be bought and
 * paid with (the built-in defaults when the service fails, marked so), picks USDC (or the currency
 * standing in for it on the network), USD and a card; the visitor may pay by bank account instead
 * when the payment currency offers it. The amount typed is checked against the chosen method's limits,
 * and once typing pauses a quote is asked from the chosen provider for that method (an estimate when
 * the service failed, marked so); changing the method checks and quotes the amount again. Buy, pressed in the visitor's click with the popup that click opened, generates
 * the provider's page and sends the popup there (a blocked popup leaves a link for a new tab); once
 * the popup is closed the history's `onramp` parameter is read every 5 s until the purchase shows,
 * then the balances are refreshed. After 4 min it says the purchase has not arrived, with a way to
 * check again or go back; Cancel goes back to the form at any time.
 *
 * @example
 * const onramp = createActor(onrampMachine, { input: { services } }).start()
 * onramp.send({ type: 'ONRAMP.OPEN', account, providers: ['meld', 'coinbase'] })
 */
export const onrampMachine = setup({
  types: {
    context: {} as OnrampContext,
    events: {} as OnrampEvent,
    input: {} as OnrampInput,
  },
  actors: {
    loadOptions: loadOptionsActor,
    loadQuote: loadQuoteActor,
    generateUrl: generateUrlActor,
    readHistory: readHistoryActor,
    watchPopup: watchPopupActor,
  },
  delays: {
    onrampQuotePause: ONRAMP_QUOTE_PAUSE_MS,
    onrampHistoryPoll: ONRAMP_HISTORY_POLL_MS,
    onrampConfirmTimeout: ONRAMP_CONFIRM_TIMEOUT_MS,
  },
  guards: {
    isQuotable: ({ context }) => quoteRequestOf(context) !== undefined,
    hasPopup: ({ context }) => context.popup !== undefined,
    isOfferedMethod: ({ context, event }) => {
      assertEvent(event, 'ONRAMP.SET_PAYMENT_METHOD')
      return paymentMethodsFor(context).includes(event.method)
    },
    isOtherAccount: ({ context, event }) => {
      assertEvent(event, 'ONRAMP.OPEN')
      const { account } = context
      return (
        context.options === undefined ||
        account?.address !== event.account.address ||
        account.caipNetworkId !== event.account.caipNetworkId
      )
    },
    hasPurchase: ({ context }, params: HistoryOutput) => thisPurchase(context, params) !== undefined,
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'ONRAMP.OPEN')
      const providers = providersFor(event.providers, event.account.namespace)
      return {
        ...emptyForm,
        account: event.account,
        providers,
        provider: providers[0],
        options: undefined,
        purchaseSymbol: undefined,
        paymentCurrency: undefined,
        paymentMethod: undefined,
      }
    }),
    setOptions: assign(({ context }, params: { options: OnrampOptions }) => {
      const paymentCurrency = defaultPaymentCurrency(params.options)
      return {
        options: params.options,
        purchaseSymbol: context.account && defaultPurchaseSymbol(params.options, context.account),
        paymentCurrency,
        paymentMethod: keptPaymentMethod({
          options: params.options,
          paymentCurrency,
          paymentMethod: undefined,
        }),
      }
    }),
    edit: assign(({ context, event }) => {
      switch (event.type) {
        case 'ONRAMP.SET_AMOUNT':
          return { amount: event.amount, quote: undefined, error: undefined }
        case 'ONRAMP.SET_PURCHASE_CURRENCY':
          return { purchaseSymbol: event.symbol, quote: undefined, error: undefined }
        // The method chosen stays while the new currency offers it; else its first method.
        case 'ONRAMP.SET_PAYMENT_CURRENCY': {
          const paymentCurrency = event.currency
          const paymentMethod = keptPaymentMethod({ ...context, paymentCurrency })
          return { paymentCurrency, paymentMethod, quote: undefined, error: undefined }
        }
        case 'ONRAMP.SET_PAYMENT_METHOD':
          return { paymentMethod: event.method, quote: undefined, error: undefined }
        case 'ONRAMP.SET_PROVIDER':
          return { provider: event.provider, quote: undefined, error: undefined }
        default:
          return {}
      }
    }),
    setQuote: assign((_, params: { quote: OnrampQuote }) => ({ quote: params.quote })),
    // The quote could not even be estimated (a request Foyer refuses to make): no quote, no Buy.
    clearQuote: assign({ quote: undefined }),
    startCheckout: assign(({ event }) => {
      assertEvent(event, 'ONRAMP.CHECKOUT')
      return { popup: event.popup, checkoutAt: event.at, error: undefined, url: undefined }
    }),
    setUrl: assign((_, params: { url: string; known: readonly string[] }) => ({
      url: params.url,
      knownPurchases: params.known,
    })),
    navigatePopup: ({ context }) => {
      if (context.url) context.popup?.navigate(context.url)
    },
    closePopup: ({ context }) => context.popup?.close(),
    setUrlFailed: assign({ error: ONRAMP_URL_FAILED, popup: undefined }),
    setPurchase: assign(({ context }, params: HistoryOutput) => ({
      purchase: thisPurchase(context, params),
      popup: undefined,
    })),
    notifyPurchased: ({ context }) => {
      if (context.account) context.onPurchased?.(context.account)
    },
    forgetPopup: assign({ popup: undefined }),
    forgetCheckout: assign({
      popup: undefined,
      url: undefined,
      checkoutAt: undefined,
      knownPurchases: [],
      error: undefined,
    }),
    resetForm: assign({ ...emptyForm, amount: '' }),
  },
}).createMachine({
  id: 'onramp',
  context: ({ input }) => ({
    ...input,
    ...emptyForm,
    account: undefined,
    providers: [],
    provider: undefined,
    options: undefined,
    purchaseSymbol: undefined,
    paymentCurrency: undefined,
    paymentMethod: undefined,
    amount: '',
  }),
  initial: 'closed',
  on: {
    // Another account (or the first opening) loads the options again; the same account keeps its form.
    'ONRAMP.OPEN': { guard: 'isOtherAccount', target: '.loadingOptions', actions: 'open' },
  },
  states: {
    // Nothing asked yet: the Buy view has not shown.
    closed: {},
    loadingOptions: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ services: context.services }),
        onDone: {
          target: 'editing',
          actions: { type: 'setOptions', params: ({ event }) => ({ options: event.output }) },
        },
        // Only an abort rejects (the services fall back to the defaults): the view stays closed.
        onError: 'closed',
      },
    },
    editing: {
      initial: 'checking',
      on: {
        'ONRAMP.SET_AMOUNT': { target: '.checking', reenter: true, actions: 'edit' },
        'ONRAMP.SET_PURCHASE_CURRENCY': { target: '.checking', reenter: true, actions: 'edit' },
        'ONRAMP.SET_PAYMENT_CURRENCY': { target: '.checking', reenter: true, actions: 'edit' },
        // Another method has other limits: the amount is checked, and quoted, again.
        'ONRAMP.SET_PAYMENT_METHOD': {
          guard: 'isOfferedMethod',
          target: '.checking',
          reenter: true,
          actions: 'edit',
        },
        'ONRAMP.SET_PROVIDER': { target: '.checking', reenter: true, actions: 'edit' },
      },
      states: {
        // Whether the form holds something to quote; the view says what is missing or wrong.
        checking: { always: [{ guard: 'isQuotable', target: 'pausing' }, { target: 'incomplete' }] },
        incomplete: {},
        // Typing may go on: the quote waits for the amount to settle.
        pausing: { after: { onrampQuotePause: 'quoting' } },
        quoting: {
          invoke: {
            id: 'loadQuote',
            src: 'loadQuote',
            input: ({ context }) => ({ services: context.services, request: quoteRequestOf(context) }),
            onDone: {
              target: 'quoted',
              actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) },
            },
            onError: { target: 'incomplete', actions: 'clearQuote' },
          },
        },
        quoted: {
          on: { 'ONRAMP.CHECKOUT': { target: '#onramp.opening', actions: 'startCheckout' } },
        },
      },
    },
    // The provider's page is generated; the popup the click opened waits, blank.
    opening: {
      invoke: {
        id: 'generateUrl',
        src: 'generateUrl',
        input: ({ context }) => ({
          services: context.services,
          request: urlRequestOf(context),
          history: historyRequestOf(context),
        }),
        onDone: [
          {
            guard: 'hasPopup',
            target: 'inProgress',
            actions: [{ type: 'setUrl', params: ({ event }) => event.output }, 'navigatePopup'],
          },
          { target: 'blocked', actions: { type: 'setUrl', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing.quoted', actions: ['closePopup', 'setUrlFailed'] },
      },
      on: { 'ONRAMP.CANCEL': { target: 'editing.quoted', actions: ['closePopup', 'forgetCheckout'] } },
    },
    // The browser blocked the popup: the view offers the page as a link to open in a new tab.
    blocked: {
      on: {
        'ONRAMP.LINK_OPENED': 'confirming',
        'ONRAMP.CANCEL': { target: 'editing.quoted', actions: 'forgetCheckout' },
      },
    },
    // The visitor pays in the provider's popup; its closing is the sign they are done.
    inProgress: {
      invoke: { id: 'watchPopup', src: 'watchPopup', input: ({ context }) => ({ popup: context.popup }) },
      on: {
        // The visitor closed it: nothing of it is left to close.
        'ONRAMP.POPUP_CLOSED': { target: 'confirming', actions: 'forgetPopup' },
        'ONRAMP.CANCEL': { target: 'editing.quoted', actions: ['closePopup', 'forgetCheckout'] },
      },
    },
    // The purchase is awaited in the history, every 5 s, for at most 4 min.
    confirming: {
      initial: 'reading',
      after: { onrampConfirmTimeout: 'timedOut' },
      on: { 'ONRAMP.CANCEL': { target: 'editing.quoted', actions: 'forgetCheckout' } },
      states: {
        reading: {
          invoke: {
            id: 'readHistory',
            src: 'readHistory',
            input: ({ context }) => ({ services: context.services, request: historyRequestOf(context) }),
            onDone: [
              {
                guard: { type: 'hasPurchase', params: ({ event }) => event.output },
                target: '#onramp.purchased',
                actions: { type: 'setPurchase', params: ({ event }) => event.output },
              },
              { target: 'waiting' },
            ],
            // A failed read is read again after the wait, like one that did not list it yet.
            onError: 'waiting',
          },
        },
        waiting: { after: { onrampHistoryPoll: 'reading' } },
      },
    },
    // Not in the history after 4 min: it may still come; the visitor reads again or leaves.
    timedOut: {
      on: {
        'ONRAMP.CHECK_AGAIN': 'confirming',
        'ONRAMP.CANCEL': { target: 'editing.quoted', actions: 'forgetCheckout' },
      },
    },
    // The crypto arrived: the balances are read again.
    purchased: {
      entry: 'notifyPurchased',
      on: { 'ONRAMP.RESET': { target: 'editing', actions: 'resetForm' } },
    },
  },
})
