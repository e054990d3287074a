import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { OnrampOptions } from '../../api/blockchain/onramp.types.js'
import { defaultOnrampOptions, estimatedQuote } from '../../api/blockchain/onramp-defaults.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import type { generateUrlActor, loadOptionsActor, loadQuoteActor, readHistoryActor } from './onramp.actors.js'
import { devnetAccount, devnetOptions, meldQuote, purchaseAt } from './onramp.fixtures.js'
import { onrampMachine } from './onramp.machine.js'
import { selectOnrampView } from './onramp.selectors.js'
import type { OnrampEvent, OnrampPopup, OnrampServices } from './onramp.types.js'

/**
 * Model-based tests: the onramp machine's graph is generated (the services' answers and the three
 * delays are ordinary events to the generator), then walked on real actors with a simulated clock and
 * services that answer when the test says; the walks take every transition at least once. After every
 * step the view, the popup's calls and the purchases notified are compared with the rules written out
 * again below (SPEC §5 limits per payment method, §8 fallbacks, §9 defaults and providers; the popup opened in the click,
 * closed on Cancel; a purchase counts only from Buy on), and the actor with the model's state.
 */

type Service = 'loadOptions' | 'loadQuote' | 'generateUrl' | 'readHistory'
type Answer =
  | { type: `xstate.done.actor.${Service}`; output: unknown }
  | { type: `xstate.error.actor.${Service}`; error: unknown }
const PAUSED = 'xstate.after.onrampQuotePause.onramp.editing.pausing'
const POLLED = 'xstate.after.onrampHistoryPoll.onramp.confirming.waiting'
const TIMED_OUT = 'xstate.after.onrampConfirmTimeout.onramp.confirming'
type Delay = { type: typeof PAUSED | typeof POLLED | typeof TIMED_OUT }
type ModelEvent = OnrampEvent | Answer | Delay

const AT = Date.parse('2026-11-29T04:00:00Z')
const URL = 'http://127.0.0.1:4100/checkout?id=1'
const popupStub: OnrampPopup = { navigate: () => {}, closed: () => false, close: () => {} }
const estimate = estimatedQuote({
  purchaseCurrency: 'FUSD',
  paymentCurrency: 'USD',
  amount: '50',
  network: 'x',
})
const fresh = { purchases: [purchaseAt('2026-11-29T04:01:00Z')] }
const earlier = { purchases: [purchaseAt('2026-11-29T03:00:00Z')] }
// Mined within the clock skew of Buy, but listed when Buy was pressed: an earlier purchase, not this one.
const listedBefore = purchaseAt('2026-11-29T04:00:10Z')
const recentButKnown = { purchases: [listedBefore] }
// The devnet's options, but EUR paid by card only: a method the currency has no limits for is not
// offered, and choosing that currency while paying by bank account falls back to the card.
const options: OnrampOptions = {
  ...devnetOptions,
  paymentCurrencies: devnetOptions.paymentCurrencies.map((currency) =>
    currency.id === 'EUR'
      ? { ...currency, limits: currency.limits.filter((limit) => limit.id === 'card') }
      : currency,
  ),
}

const events: ModelEvent[] = [
  { type: 'ONRAMP.OPEN', account: devnetAccount, providers: ['meld', 'coinbase'] },
  { type: 'ONRAMP.SET_AMOUNT', amount: '50' },
  { type: 'ONRAMP.SET_AMOUNT', amount: '5' },
  // Above the card's maximum, within the bank account's.
  { type: 'ONRAMP.SET_AMOUNT', amount: '8000' },
  { type: 'ONRAMP.SET_PAYMENT_METHOD', method: 'ach_bank_account' },
  { type: 'ONRAMP.SET_PAYMENT_METHOD', method: 'card' },
  { type: 'ONRAMP.SET_PROVIDER', provider: 'coinbase' },
  { type: 'ONRAMP.SET_PURCHASE_CURRENCY', symbol: 'ETH' },
  { type: 'ONRAMP.SET_PAYMENT_CURRENCY', currency: 'EUR' },
  { type: 'ONRAMP.CHECKOUT', popup: popupStub, at: AT },
  { type: 'ONRAMP.CHECKOUT', popup: undefined, at: AT },
  { type: 'ONRAMP.LINK_OPENED' },
  { type: 'ONRAMP.POPUP_CLOSED' },
  { type: 'ONRAMP.CANCEL' },
  { type: 'ONRAMP.CHECK_AGAIN' },
  { type: 'ONRAMP.RESET' },
  { type: 'xstate.done.actor.loadOptions', output: options },
  { type: 'xstate.done.actor.loadOptions', output: defaultOnrampOptions },
  { type: 'xstate.error.actor.loadOptions', error: new DOMException('Aborted', 'AbortError') },
  { type: 'xstate.done.actor.loadQuote', output: meldQuote },
  { type: 'xstate.done.actor.loadQuote', output: estimate },
  { type: 'xstate.error.actor.loadQuote', error: new RangeError('amount') },
  { type: 'xstate.done.actor.generateUrl', output: { url: URL, known: [listedBefore.id] } },
  { type: 'xstate.error.actor.generateUrl', error: new Error('503') },
  { type: 'xstate.done.actor.readHistory', output: fresh },
  { type: 'xstate.done.actor.readHistory', output: earlier },
  { type: 'xstate.done.actor.readHistory', output: recentButKnown },
  { type: 'xstate.error.actor.readHistory', error: new Error('down') },
  { type: PAUSED },
  { type: POLLED },
  { type: TIMED_OUT },
]

const serviceOf = (event: ModelEvent): Service | undefined =>
  /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1] as Service | undefined

// Where each answer and delay can come: only from the state that asked or scheduled it; the popup
// poll reports only while the popup is watched.
const invokedIn: Record<Service, (snapshot: AnyMachineSnapshot) => boolean> = {
  loadOptions: (s) => s.matches('loadingOptions'),
  loadQuote: (s) => s.matches({ editing: 'quoting' }),
  generateUrl: (s) => s.matches('opening'),
  readHistory: (s) => s.matches({ confirming: 'reading' }),
}
function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const service = serviceOf(event)
  if (service) return invokedIn[service](snapshot)
  if (event.type === PAUSED) return snapshot.matches({ editing: 'pausing' })
  if (event.type === POLLED) return snapshot.matches({ confirming: 'waiting' })
  if (event.type === TIMED_OUT) return snapshot.matches('confirming')
  if (event.type === 'ONRAMP.POPUP_CLOSED') return snapshot.matches('inProgress')
  return true
}

const serialize = (snapshot: AnyMachineSnapshot) => {
  const { services: _, popup, onPurchased: __, ...context } = snapshot.context
  return JSON.stringify([snapshot.value, context, popup !== undefined])
}

type State =
  | 'closed'
  | 'loading'
  | 'incomplete'
  | 'pausing'
  | 'quoting'
  | 'quoted'
  | 'opening'
  | 'blocked'
  | 'inProgress'
  | 'reading'
  | 'waiting'
  | 'timedOut'
  | 'purchased'
type Reference = {
  state: State
  options: OnrampOptions | undefined
  amount: string
  provider: 'meld' | 'coinbase' | undefined
  symbol: string | undefined
  payment: string | undefined
  method: 'card' | 'ach_bank_account' | undefined
  quote: 'real' | 'estimate' | undefined
  popup: boolean
  url: string | undefined
  error: string | undefined
  purchase: boolean
  notified: number
  navigated: number
  closedPopups: number
}

const editingStates: readonly State[] = ['incomplete', 'pausing', 'quoting', 'quoted']
const confirmingStates: readonly State[] = ['reading', 'waiting']
const URL_FAILED = 'The provider’s page could not be opened. Try again.'

// The rules written out again: SPEC §5's limits on USD/EUR (card 10 to 7500, bank account 10 to
// 25000), what the devnet sells; EUR takes no bank account in the options above (the defaults' does).
const bankOffered = (ref: Reference) => ref.options?.fromDefaults === true || ref.payment !== 'EUR'
const withinLimits = (ref: Reference) =>
  ref.amount === '50' || (ref.amount === '8000' && ref.method === 'ach_bank_account')
function isQuotable(ref: Reference): boolean {
  const sold = ref.options?.purchaseCurrencies.some(
    (currency) => currency.symbol === ref.symbol && currency.networks.some((n) => n.chainId === '31337'),
  )
  return sold === true && ref.payment !== undefined && ref.method !== undefined && withinLimits(ref)
}
function amountError(ref: Reference): string | undefined {
  const words = ref.method === 'ach_bank_account' ? 'bank account' : 'card'
  if (!ref.options) return undefined
  if (ref.amount === '5') return `The least you can pay by ${words} is 10.00 ${ref.payment}`
  if (ref.amount === '8000' && ref.method === 'card')
    return `The most you can pay by card is 7500.00 ${ref.payment}`
  return undefined
}
const checked = (ref: Reference): Reference => ({ ...ref, state: isQuotable(ref) ? 'pausing' : 'incomplete' })
const backToQuote = (ref: Reference, closing: boolean): Reference => ({
  ...ref,
  state: 'quoted',
  popup: false,
  url: undefined,
  error: undefined,
  closedPopups: ref.closedPopups + (closing && ref.popup ? 1 : 0),
})

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  const editing = editingStates.includes(ref.state)
  const confirming = confirmingStates.includes(ref.state)
  switch (event.type) {
    case 'ONRAMP.OPEN':
      // Loaded once per account: the same account keeps its form.
      if (ref.options) return ref
      return {
        ...ref,
        state: 'loading',
        provider: 'meld',
        symbol: undefined,
        payment: undefined,
        method: undefined,
        quote: undefined,
        url: undefined,
        error: undefined,
        popup: false,
        purchase: false,
      }
    case 'xstate.done.actor.loadOptions': {
      const options = event.output as OnrampOptions
      // USDC first (SPEC §9); the devnet sells no USDC, so its first crypto, FUSD; the defaults sell nothing here.
      const symbol = options.fromDefaults ? undefined : 'FUSD'
      return checked({ ...ref, options, symbol, payment: 'USD', method: 'card' })
    }
    case 'xstate.error.actor.loadOptions':
      return { ...ref, state: 'closed' }
    case 'ONRAMP.SET_AMOUNT':
    case 'ONRAMP.SET_PROVIDER':
    case 'ONRAMP.SET_PURCHASE_CURRENCY':
    case 'ONRAMP.SET_PAYMENT_CURRENCY':
    case 'ONRAMP.SET_PAYMENT_METHOD': {
      if (!editing) return ref
      // Only a method the currency offers is taken (the view lists no other).
      if (event.type === 'ONRAMP.SET_PAYMENT_METHOD' && event.method !== 'card' && !bankOffered(ref))
        return ref
      const edited = { ...ref, quote: undefined, error: undefined }
      if (event.type === 'ONRAMP.SET_AMOUNT') edited.amount = event.amount
      if (event.type === 'ONRAMP.SET_PROVIDER') edited.provider = event.provider
      if (event.type === 'ONRAMP.SET_PURCHASE_CURRENCY') edited.symbol = event.symbol
      if (event.type === 'ONRAMP.SET_PAYMENT_CURRENCY') edited.payment = event.currency
      if (event.type === 'ONRAMP.SET_PAYMENT_METHOD') edited.method = event.method
      // A currency that takes no bank account leaves the card chosen.
      if (!bankOffered(edited)) edited.method = 'card'
      return checked(edited)
    }
    case PAUSED:
      return { ...ref, state: 'quoting' }
    case 'xstate.done.actor.loadQuote':
      return {
        ...ref,
        state: 'quoted',
        quote: (event.output as typeof estimate).estimate ? 'estimate' : 'real',
      }
    case 'xstate.error.actor.loadQuote':
      return { ...ref, state: 'incomplete', quote: undefined }
    case 'ONRAMP.CHECKOUT':
      if (ref.state !== 'quoted') return ref
      return { ...ref, state: 'opening', popup: event.popup !== undefined, url: undefined, error: undefined }
    case 'xstate.done.actor.generateUrl':
      return ref.popup
        ? { ...ref, state: 'inProgress', url: URL, navigated: ref.navigated + 1 }
        : { ...ref, state: 'blocked', url: URL }
    case 'xstate.error.actor.generateUrl':
      return { ...backToQuote(ref, true), error: URL_FAILED }
    case 'ONRAMP.LINK_OPENED':
      return ref.state === 'blocked' ? { ...ref, state: 'reading' } : ref
    case 'ONRAMP.POPUP_CLOSED':
      return { ...ref, state: 'reading', popup: false }
    case 'ONRAMP.CANCEL':
      return ['opening', 'blocked', 'inProgress', 'reading', 'waiting', 'timedOut'].includes(ref.state)
        ? backToQuote(ref, true)
        : ref
    case 'xstate.done.actor.readHistory':
      // Only a purchase of the crypto bought (FUSD here), mined since Buy (less a minute), is this one.
      return event.output === fresh && ref.symbol === 'FUSD'
        ? { ...ref, state: 'purchased', purchase: true, popup: false, notified: ref.notified + 1 }
        : { ...ref, state: 'waiting' }
    case 'xstate.error.actor.readHistory':
      return { ...ref, state: 'waiting' }
    case POLLED:
      return { ...ref, state: 'reading' }
    case TIMED_OUT:
      return confirming ? { ...ref, state: 'timedOut' } : ref
    case 'ONRAMP.CHECK_AGAIN':
      return ref.state === 'timedOut' ? { ...ref, state: 'reading' } : ref
    case 'ONRAMP.RESET':
      if (ref.state !== 'purchased') return ref
      return checked({
        ...ref,
        amount: '',
        quote: undefined,
        url: undefined,
        error: undefined,
        purchase: false,
        popup: false,
      })
    default:
      return ref
  }
}

const viewStatus: Record<State, string> = {
  closed: 'closed',
  loading: 'loading',
  incomplete: 'editing',
  pausing: 'quoting',
  quoting: 'quoting',
  quoted: 'quoted',
  opening: 'opening',
  blocked: 'blocked',
  inProgress: 'inProgress',
  reading: 'confirming',
  waiting: 'confirming',
  timedOut: 'timedOut',
  purchased: 'purchased',
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const clock = new SimulatedClock()
  const pending = new Map<Service, { resolve(value: unknown): void; reject(error: unknown): void }>()
  // Each service answers what the walk gives it, when the walk says (typed as the logic it stands in for).
  const answering = <logic>(service: Service) =>
    fromPromise(
      () => new Promise((resolve, reject) => pending.set(service, { resolve, reject })),
    ) as unknown as logic
  const calls = { navigated: [] as string[], closed: 0, notified: 0 }
  const popup: OnrampPopup = {
    navigate: (url) => calls.navigated.push(url),
    closed: () => false,
    close: () => {
      calls.closed += 1
    },
  }
  const services = {} as OnrampServices
  const actor = createActor(
    onrampMachine.provide({
      actors: {
        loadOptions: answering<typeof loadOptionsActor>('loadOptions'),
        loadQuote: answering<typeof loadQuoteActor>('loadQuote'),
        generateUrl: answering<typeof generateUrlActor>('generateUrl'),
        readHistory: answering<typeof readHistoryActor>('readHistory'),
        // The poll itself has its own test; here the walk says when the popup closed.
        watchPopup: fromCallback(() => {}),
      },
    }),
    { input: { services, onPurchased: () => calls.notified++ }, clock },
  ).start()
  // When each delay is due: from when its state was entered.
  let pausingSince = 0
  let waitingSince = 0
  let confirmingSince = 0
  let ref: Reference = {
    state: 'closed',
    options: undefined,
    amount: '',
    provider: undefined,
    symbol: undefined,
    payment: undefined,
    method: undefined,
    quote: undefined,
    popup: false,
    url: undefined,
    error: undefined,
    purchase: false,
    notified: 0,
    navigated: 0,
    closedPopups: 0,
  }
  for (const { event, key } of walk) {
    const service = serviceOf(event)
    if (event.type === PAUSED) clock.set(pausingSince + 500)
    else if (event.type === POLLED) clock.set(waitingSince + 5_000)
    else if (event.type === TIMED_OUT) clock.set(confirmingSince + 240_000)
    else if (service && 'error' in event) pending.get(service)?.reject(event.error)
    else if (service && 'output' in event) pending.get(service)?.resolve(event.output)
    else if (event.type === 'ONRAMP.CHECKOUT') actor.send({ ...event, popup: event.popup && popup })
    else actor.send(event as OnrampEvent)
    await settle()
    const before = ref.state
    ref = referenceStep(ref, event)
    const now = clock.now()
    if (ref.state === 'pausing') pausingSince = now
    if (ref.state === 'waiting') waitingSince = now
    if (!confirmingStates.includes(before) && confirmingStates.includes(ref.state)) confirmingSince = now

    const view = selectOnrampView(actor.getSnapshot())
    expect(view.status).toBe(viewStatus[ref.state])
    expect(view.optionsAreDefaults).toBe(ref.options?.fromDefaults === true)
    expect(view.purchaseSymbol).toBe(ref.symbol)
    expect(view.paymentCurrency).toBe(ref.payment)
    expect(view.paymentMethod).toBe(ref.method)
    expect(view.paymentMethods).toEqual(
      !ref.options ? [] : bankOffered(ref) ? ['card', 'ach_bank_account'] : ['card'],
    )
    expect(view.provider).toBe(ref.provider)
    expect(view.providers).toEqual(
      ref.state === 'closed' && !ref.options ? view.providers : ['meld', 'coinbase'],
    )
    expect(view.amount).toBe(ref.amount)
    expect(view.amountError).toBe(amountError(ref))
    // The model's amounts are all numbers: whatever is wrong with them is a limit crossed.
    expect(view.amountLimit?.currency).toBe(view.amountError && ref.payment)
    expect(view.quote?.isEstimate).toBe(ref.quote && ref.quote === 'estimate')
    if (ref.quote === 'estimate') expect(view.quote?.words).toMatch(/estimate/)
    expect(view.quote?.message.kind).toBe(ref.quote && (ref.quote === 'estimate' ? 'estimate' : 'quoted'))
    expect(view.canBuy).toBe(ref.state === 'quoted')
    expect(view.url).toBe(ref.url)
    expect(view.purchase !== undefined).toBe(ref.purchase)
    expect(view.purchaseAmount).toEqual(ref.purchase ? { amount: '97.4', symbol: 'FUSD' } : undefined)
    if (ref.state === 'timedOut')
      expect(view.error).toBe('The purchase has not arrived yet. It can take a few minutes.')
    else if (ref.error) expect(view.error).toBe(ref.error)
    expect(calls.notified, 'balances refreshed once per purchase').toBe(ref.notified)
    expect(calls.navigated, 'the popup sent to the provider’s page').toEqual(Array(ref.navigated).fill(URL))
    expect(calls.closed, 'the popup closed on Cancel or a failure').toBe(ref.closedPopups)
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('onramp: model-based walks', () => {
  const graph = modelGraph({
    machine: onrampMachine,
    input: { services: {} as OnrampServices },
    events,
    canHappen,
    serialize,
  })

  it('reaches every state', () => {
    const values = new Set(graph.states.map((state) => JSON.stringify(state.value)))
    for (const value of [
      '"closed"',
      '"loadingOptions"',
      '{"editing":"incomplete"}',
      '{"editing":"pausing"}',
      '{"editing":"quoting"}',
      '{"editing":"quoted"}',
      '"opening"',
      '"blocked"',
      '"inProgress"',
      '{"confirming":"reading"}',
      '{"confirming":"waiting"}',
      '"timedOut"',
      '"purchased"',
    ])
      expect(values).toContain(value)
  })

  // Some 550 states: ~14 s alone, more on 2 busy cores; a deadline for a hung walk, not a speed check.
  it(`checks every transition from ${graph.nodes.length} states against the rules`, {
    timeout: 120_000,
  }, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 2)
  })
})
