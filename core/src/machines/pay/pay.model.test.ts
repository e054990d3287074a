import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromCallback, fromPromise } from 'xstate'
import { eip155Kit } from '../../chains/eip155/eip155.kit.js'
import type { PreparedTransfer } from '../../chains/transfer.types.js'
import { PayNetworkNotConnectedError } from '../../errors/pay.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { payMachine } from './pay.machine.js'
import { selectPayView } from './pay.selectors.js'
import { payerShortfallOf } from './pay.shortfall.js'
import type { PayContext, PayQuote } from './pay.types.js'

/**
 * Model-based tests: the pay machine's graph is generated (the chain's and the wallet's answers are
 * ordinary events to the generator), then walked on real actors whose effects wait for the test, so
 * every transition is taken at least once. After each step the state, the outcome each request
 * settled with and the view's words are compared with the rules written out again below: a request is
 * read before anything is asked; one payment at a time (another is refused as busy); a shortfall ends
 * the request before the wallet with the numbers; closing before the wallet is asked ends it as
 * closed, and after it changes nothing; Approve is possible only with the fee known and covered; the
 * promise resolves only with a transaction that landed and is the transfer shown. With several
 * accounts to pay from, the active one pays unless it cannot cover the payment (then the first that
 * can), the visitor may pick only an account that covers it, and the wallet is asked to send from the
 * account picked.
 */

const MERCHANT = '0x0D8e461687b7D06f86EC348E0c270b0F279855F0'
const FUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const HASH = `0x${'ab'.repeat(32)}`
/** The active account, and a second one the wallet shares (as it shares it: lowercase). */
const ACTIVE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const STRANGER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const COVERS = 10n ** 18n
const SHORT = 10n ** 15n
const input = { kits: [eip155Kit] }
const requests = {
  a: { network: 'eip155:31337', asset: 'native', amount: '0.01', recipient: MERCHANT },
  b: {
    network: 'eip155:31337',
    asset: `eip155:31337/erc20:${FUSD}`,
    amount: '5',
    recipient: MERCHANT.toLowerCase(),
  },
  c: { network: 'eip155:31337', asset: 'native', amount: '1e3', recipient: MERCHANT },
} as const
type RequestId = keyof typeof requests

/** A quote as the preparing actor gives it: with what its payer lacks, worked out from its numbers. */
const withShortfall = (quote: Omit<PayQuote, 'shortfall'>): PayQuote => ({
  ...quote,
  shortfall: payerShortfallOf(quote),
})
const preparedFor = (context: PayContext, balance: bigint, from: string): PreparedTransfer => ({
  to: context.order?.recipient ?? MERCHANT,
  amount: 10n ** 16n,
  token: context.order?.token ? { address: FUSD, decimals: 18 } : undefined,
  caipNetworkId: 'eip155:31337',
  from: from.toLowerCase(),
  fee: 42_000n * 10n ** 9n,
  balance,
  nativeBalance: balance,
  symbol: context.order?.token ? 'FUSD' : 'ETH',
  feeTerms: {},
})
const quoteFor = (context: PayContext, balance: bigint, from = ACTIVE): PayQuote =>
  withShortfall({
    prepared: preparedFor(context, balance, from),
    decimals: 18,
    symbol: context.order?.token ? 'FUSD' : 'ETH',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    networkName: 'Foyer Local',
    // The sending code shows addresses checksummed, whatever case the site wrote them in.
    recipient: MERCHANT,
    from,
  })
/** What the chain said, per tag: one account (covered or short), or two (the active one first). */
const quotesFor = (context: PayContext, tag: QuoteTag): PayQuote[] =>
  ({
    covered: [quoteFor(context, COVERS)],
    short: [quoteFor(context, SHORT)],
    two: [quoteFor(context, COVERS), quoteFor(context, COVERS, SECOND)],
    activeShort: [quoteFor(context, SHORT), quoteFor(context, COVERS, SECOND)],
  })[tag]
type QuoteTag = 'covered' | 'short' | 'two' | 'activeShort'

const done = (id: string) => `xstate.done.actor.${id}` as const
const failed = (id: string) => `xstate.error.actor.${id}` as const
const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })

type ModelEvent =
  | { type: 'PAY.REQUEST'; requestId: RequestId; request: (typeof requests)[RequestId] }
  | { type: 'PAY.APPROVE' | 'PAY.CLOSE' | 'PAY.PAYER_CHANGED' | 'PAY.OPEN' }
  | { type: 'PAY.CHOOSE_PAYER'; address: string }
  | AnswerEvent

/**
 * An actor's answer: its output (`xstate.done.actor.<id>`, with the quotes' tag for the model) or its
 * error (`xstate.error.actor.<id>`).
 */
type AnswerEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown; tag?: QuoteTag }
  | { type: `xstate.error.actor.${string}`; error: unknown }
const isAnswer = (event: ModelEvent): event is AnswerEvent => actorOf(event.type) !== undefined

function eventsIn(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as PayContext
  return [
    ...(['a', 'b', 'c'] as const).map((requestId) => ({
      type: 'PAY.REQUEST' as const,
      requestId,
      request: requests[requestId],
    })),
    { type: 'PAY.APPROVE' },
    { type: 'PAY.CLOSE' },
    { type: 'PAY.PAYER_CHANGED' },
    { type: 'PAY.OPEN' },
    ...[ACTIVE, SECOND, STRANGER].map((address) => ({
      type: 'PAY.CHOOSE_PAYER' as const,
      address,
    })),
    ...(['covered', 'short', 'two', 'activeShort'] as const).map((tag) => ({
      type: done('preparePayment'),
      output: quotesFor(context, tag),
      tag,
    })),
    { type: failed('preparePayment'), error: new PayNetworkNotConnectedError() },
    { type: done('sendPayment'), output: HASH },
    { type: failed('sendPayment'), error: rejected },
    { type: done('confirmPayment'), output: 'succeeded' },
    { type: done('confirmPayment'), output: 'failed' },
    { type: done('confirmPayment'), output: 'differs' },
    { type: failed('confirmPayment'), error: new Error('No receipt within 60000 ms') },
  ]
}

const answeredIn: Record<string, string> = {
  preparePayment: 'preparing',
  sendPayment: 'sending',
  confirmPayment: 'confirming',
}
const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1]
const canHappen = (snapshot: AnyMachineSnapshot, event: ModelEvent) => {
  const actor = actorOf(event.type)
  return actor === undefined || answeredIn[actor] === snapshot.value
}

const serialize = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as PayContext
  const last = c.settled.at(-1)
  return JSON.stringify([
    snapshot.value,
    c.requestId ?? null,
    c.quotes.map((quote) => `${quote.prepared.from}:${quote.prepared.balance}`),
    c.quote?.prepared.from ?? null,
    c.transactionId ?? null,
    c.error?.code ?? null,
    last ? [last.requestId, last.outcome.ok ? last.outcome.id : last.outcome.error.code] : null,
  ])
}

const graph = modelGraph({
  machine: payMachine,
  input,
  events: eventsIn,
  canHappen,
  serialize,
  serializeEvent: (event) =>
    JSON.stringify([
      event.type,
      'requestId' in event ? event.requestId : null,
      'address' in event ? event.address : null,
      'tag' in event ? event.tag : null,
      'output' in event && typeof event.output === 'string' ? event.output : null,
    ]),
})

// ---- The rules, written out again ---------------------------------------------------------------

type Reference = {
  status: string
  current: RequestId | undefined
  /** What the chain said, once prepared (see `quotesFor`). */
  quote: QuoteTag | undefined
  /** The account that pays, as the review shows it, once prepared. */
  chosen: string | undefined
  /** The last outcome settled: a request id with the transaction id or the error's code. */
  last: [RequestId, string] | undefined
  error: string | undefined
  transactionId: string | undefined
  asked: string[]
}
const busy = (status: string) => ['preparing', 'review', 'sending', 'confirming'].includes(status)
/** The accounts each answer offers, with whether their balances cover the payment. */
const payersOf = (tag: QuoteTag): [string, boolean][] => {
  const offered: Record<QuoteTag, [string, boolean][]> = {
    covered: [[ACTIVE, true]],
    short: [[ACTIVE, false]],
    two: [
      [ACTIVE, true],
      [SECOND, true],
    ],
    activeShort: [
      [ACTIVE, false],
      [SECOND, true],
    ],
  }
  return offered[tag]
}

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  const end = (code: string): Reference => ({
    ...ref,
    status: 'ended',
    error: code,
    last: ref.current && [ref.current, code],
  })
  switch (event.type) {
    case 'PAY.REQUEST': {
      const { requestId } = event
      if (busy(ref.status)) return { ...ref, last: [requestId, 'PAY_BUSY'] }
      // 'c' asks for '1e3': not a decimal string. It ends at once, on screen with why.
      if (requestId === 'c')
        return {
          ...ref,
          status: 'ended',
          current: requestId,
          quote: undefined,
          chosen: undefined,
          error: 'PAY_INVALID_REQUEST',
          transactionId: undefined,
          last: [requestId, 'PAY_INVALID_REQUEST'],
        }
      return {
        ...ref,
        status: 'preparing',
        current: requestId,
        quote: undefined,
        chosen: undefined,
        error: undefined,
        transactionId: undefined,
        asked: [...ref.asked, `prepare ${requestId}`],
      }
    }
    case 'PAY.CLOSE':
      if (ref.status === 'preparing' || ref.status === 'review')
        return {
          ...ref,
          status: 'idle',
          current: undefined,
          quote: undefined,
          chosen: undefined,
          error: undefined,
          last: ref.current && [ref.current, 'PAY_CLOSED'],
        }
      if (ref.status === 'ended')
        return {
          ...ref,
          status: 'idle',
          current: undefined,
          quote: undefined,
          chosen: undefined,
          error: undefined,
          transactionId: undefined,
        }
      return ref
    case 'PAY.APPROVE':
      return ref.status === 'review'
        ? { ...ref, status: 'sending', asked: [...ref.asked, `wallet from ${ref.chosen?.toLowerCase()}`] }
        : ref
    case 'PAY.CHOOSE_PAYER': {
      // Only while reviewing, and only an account offered whose balances cover the payment.
      const { address } = event
      const offered = ref.quote ? payersOf(ref.quote) : []
      const covers = offered.some(([each, ok]) => each === address && ok)
      return ref.status === 'review' && covers ? { ...ref, chosen: address } : ref
    }
    case 'PAY.PAYER_CHANGED':
      return ref.status === 'review'
        ? {
            ...ref,
            status: 'preparing',
            quote: undefined,
            chosen: undefined,
            asked: [...ref.asked, `prepare ${ref.current}`],
          }
        : ref
    case 'PAY.OPEN':
      return ref
  }
  const actor = actorOf(event.type)
  const ok = event.type.startsWith('xstate.done')
  const output = 'output' in event ? event.output : undefined
  switch (actor) {
    case 'preparePayment': {
      if (!ok) return end('PAY_NETWORK_NOT_CONNECTED')
      const tag = 'tag' in event ? event.tag : undefined
      if (!tag) throw new Error('the model answers preparePayment with a tagged quote')
      if (tag === 'short') return { ...end('PAY_INSUFFICIENT_FUNDS'), quote: tag, chosen: ACTIVE }
      // The active account when it covers the payment, else the first that does.
      const chosen = payersOf(tag).find(([, covers]) => covers)?.[0]
      return { ...ref, status: 'review', quote: tag, chosen }
    }
    case 'sendPayment':
      return ok
        ? { ...ref, status: 'confirming', transactionId: HASH, asked: [...ref.asked, `confirm ${HASH}`] }
        : end('PAY_REJECTED')
    case 'confirmPayment': {
      if (!ok) return end('PAY_NOT_CONFIRMED')
      if (output === 'succeeded')
        return { ...ref, status: 'ended', error: undefined, last: ref.current && [ref.current, HASH] }
      return end(output === 'failed' ? 'PAY_FAILED_ON_CHAIN' : 'PAY_TRANSACTION_MISMATCH')
    }
  }
  return ref
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const pending: { resolve(value: unknown): void; reject(error: unknown): void }[] = []
  const asked: string[] = []
  const waiting = (describe: (input: never) => string) =>
    fromPromise<unknown, never>(({ input }) => {
      asked.push(describe(input))
      return new Promise((resolve, reject) => pending.push({ resolve, reject }))
    }) as never
  const machine = payMachine.provide({
    actors: {
      watchPayView: fromCallback(() => () => {}),
      watchPayer: fromCallback(() => () => {}),
      preparePayment: waiting(
        (input: { order: { token?: string } }) => `prepare ${input.order.token ? 'b' : 'a'}`,
      ),
      sendPayment: waiting(
        (input: { quote: { prepared: { from: string } } }) => `wallet from ${input.quote.prepared.from}`,
      ),
      confirmPayment: waiting((input: { id: string }) => `confirm ${input.id}`),
    },
  })
  const actor = createActor(machine, { input }).start()
  let ref: Reference = {
    status: 'idle',
    current: undefined,
    quote: undefined,
    chosen: undefined,
    last: undefined,
    error: undefined,
    transactionId: undefined,
    asked: [],
  }
  for (const [step, { event, key }] of walk.entries()) {
    const where = `step ${step} (${event.type})`
    if (isAnswer(event)) {
      const answer = pending.at(-1)
      if ('output' in event) answer?.resolve(event.output)
      else answer?.reject(event.error)
    } else actor.send(event)
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value, where).toBe(ref.status)
    expect(asked, where).toEqual(ref.asked)
    // Each request's outcome, as `foyer.pay` reads it.
    const last = snapshot.context.settled.at(-1)
    expect(
      last && [last.requestId, last.outcome.ok ? last.outcome.id : last.outcome.error.code],
      where,
    ).toEqual(ref.last)
    const view = selectPayView(snapshot)
    const status = ref.status === 'ended' ? (ref.error ? 'failed' : 'paid') : ref.status
    expect(view.status, where).toBe(status)
    expect(view.errorCode, where).toBe(ref.status === 'ended' ? ref.error : undefined)
    // Approve only with the fee known and the balances covering it.
    expect(view.canApprove, where).toBe(ref.status === 'review')
    if (ref.status === 'preparing') expect(view.fee, where).toBeUndefined()
    if (ref.quote) {
      expect(view.fee, where).toBe('0.000042 ETH')
      // The same amount and fee as figures, for a UI in another locale.
      expect(view.figures, where).toEqual({
        amount: { amount: '0.01', symbol: ref.current === 'b' ? 'FUSD' : 'ETH' },
        fee: { amount: '0.000042', symbol: 'ETH' },
      })
      expect(view.amount, where).toBe(`0.01 ${ref.current === 'b' ? 'FUSD' : 'ETH'}`)
    }
    // The recipient in full: as the site wrote it until the chain was read, then as the sending code
    // shows it (checksummed), whatever case the site wrote it in.
    // A refused request shows no recipient: nothing of it was read.
    if (ref.status !== 'idle')
      expect(view.recipient, where).toBe(
        ref.current === 'c'
          ? undefined
          : ref.quote || ref.current === 'a'
            ? MERCHANT
            : MERCHANT.toLowerCase(),
      )
    // The account that pays, as the namespace shows it; the picker only with more than one to pick
    // from while reviewing, each row with its balance, the chosen one marked, one that cannot cover the
    // payment with its numbers.
    expect(view.from, where).toBe(ref.quote ? ref.chosen : undefined)
    const offered = ref.status === 'review' && ref.quote ? payersOf(ref.quote) : []
    expect(
      view.payers.map((row) => [
        row.address,
        row.chosen,
        row.balance,
        row.shortfall ? `${row.shortfall.needed} ${row.shortfall.symbol}` : null,
      ]),
      where,
    ).toEqual(
      offered.length > 1
        ? offered.map(([address, covers]) => [
            address,
            address === ref.chosen,
            `${covers ? '1' : '0.001'} ${ref.current === 'b' ? 'FUSD' : 'ETH'}`,
            covers ? null : ref.current === 'b' ? '0.01 FUSD' : '0.010042 ETH',
          ])
        : [],
    )
    if (ref.status === 'ended' && ref.quote === 'short')
      expect(view.error, where).toBe(
        ref.current === 'b'
          ? 'Not enough FUSD for the amount: 0.01 FUSD needed, 0.001 FUSD available'
          : 'Not enough ETH for the amount and the network fee: 0.010042 ETH needed, 0.001 ETH available',
      )
    expect(view.transactionId, where).toBe(ref.status === 'idle' ? undefined : ref.transactionId)
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('the pay machine: model-based walks', () => {
  it('reaches every state of the machine', () => {
    expect(new Set(graph.states.map((state) => state.value))).toEqual(
      new Set(['idle', 'preparing', 'review', 'sending', 'confirming', 'ended']),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBe(graph.edges.length)
  }, 120_000)
})
