import { parseUnits } from 'viem'
import { expect } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { SwapToken } from '../../api/blockchain/convert.types.js'
import type { ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { swapFailureText } from './swap.failure-words.js'
import { swapMachine } from './swap.machine.js'
import {
  APPROVAL_CALL,
  delayOf,
  isAnswer,
  isClockEvent,
  type ModelEvent,
  serialize,
  statusOf,
} from './swap.model-events.js'
import {
  expectedPrompt,
  expectedStep,
  formatWhole,
  type Reference,
  referenceStep,
} from './swap.model-rules.js'
import { selectSwapView } from './swap.selectors.js'
import type { SwapPorts } from './swap.types.js'
import { problemText, swapResultText, walletPromptText } from './swap.words.js'

export { graph, statusOf } from './swap.model-events.js'

export async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const pending: {
    name: string
    input: unknown
    resolve(value: unknown): void
    reject(error: unknown): void
  }[] = []
  const asked: string[] = []
  const waiting = (name: string, describe: (input: never) => string | undefined) =>
    fromPromise<unknown, never>(({ input }) => {
      const said = describe(input)
      if (said) asked.push(said)
      return new Promise((resolve, reject) => pending.push({ name, input, resolve, reject }))
    }) as never
  const clock = new SimulatedClock()
  const machine = swapMachine.provide({
    actors: {
      watchAccount: fromCallback(() => () => {}),
      loadTokens: waiting('loadTokens', () => undefined),
      fetchQuote: waiting(
        'fetchQuote',
        (input: { swap: { amount: bigint; from: SwapToken; to: SwapToken } }) => {
          const { amount, from, to } = input.swap
          return `quote ${formatWhole(amount)} ${from.symbol}→${to.symbol}`
        },
      ),
      measureMax: waiting('measureMax', (input: { from: SwapToken }) => `balance ${input.from.symbol}`),
      checkAllowance: waiting('checkAllowance', () => undefined),
      sendApproval: waiting('sendApproval', () => 'approve'),
      buildSwap: waiting('buildSwap', () => 'build'),
      sendSwap: waiting('sendSwap', () => 'swap'),
      waitForOutcome: waiting('waitForOutcome', () => undefined),
      readBatching: waiting('readBatching', () => 'capabilities'),
      buildBatch: waiting('buildBatch', () => 'build batch'),
      sendBatch: waiting('sendBatch', (input: { calls: readonly { to: string }[] }) =>
        // The approval (to the token paid) first, then the swap: one request.
        input.calls.length === 2 && input.calls[0]?.to === APPROVAL_CALL.to
          ? 'batch'
          : 'batch of wrong calls',
      ),
      readBatchStatus: waiting('readBatchStatus', () => undefined),
    },
  })
  const actor = createActor(machine, { input: { ports: {} as SwapPorts }, clock })
  let emitted = 0
  actor.on('swap.succeeded', () => {
    emitted += 1
  })
  actor.start()
  let ref: Reference = {
    status: 'unavailable',
    account: undefined,
    pair: undefined,
    amount: '',
    quote: undefined,
    maxShort: false,
    needsApproval: false,
    batched: false,
    errorStart: undefined,
    asked: [],
    preset: false,
    outcome: undefined,
    hash: undefined,
    emitted: 0,
  }
  for (const [step, { event, key }] of walk.entries()) {
    const where = `step ${step}: ${walk
      .slice(Math.max(0, step - 6), step + 1)
      .map((each) => each.event.type)
      .join(' → ')}`
    if (isClockEvent(event)) clock.increment(delayOf(event))
    else if (isAnswer(event)) {
      const answer = pending.at(-1)
      if ('output' in event) answer?.resolve(event.output)
      else answer?.reject(event.error)
    } else actor.send(event)
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(statusOf(snapshot), `after ${event.type}`).toBe(ref.status)
    expect(
      asked.filter((each) => !each.startsWith('quote 0')),
      where,
    ).toEqual(ref.asked)
    const view = selectSwapView(snapshot)
    expect(view.walletPrompt && walletPromptText(view.walletPrompt), 'walletStep').toBe(expectedStep(ref))
    expect(view.walletPrompt, 'walletPrompt').toEqual(expectedPrompt(ref))
    // The quote's figures, for a UI in another locale, are exactly its words' numbers.
    const written = (figure: { amount: string; symbol: string } | undefined) =>
      figure && `${figure.amount} ${figure.symbol}`
    expect(written(view.figures?.pays), 'figures.pays').toBe(view.pays)
    expect(written(view.figures?.receives), 'figures.receives').toBe(view.receives)
    expect(written(view.figures?.receivesAtLeast), 'figures.receivesAtLeast').toBe(view.receivesAtLeast)
    expect(written(view.figures?.balance), 'figures.balance').toBe(view.balance)
    expect(written(view.networkFee?.amount), 'networkFee.amount').toBe(view.networkFee?.text)
    // The price impact's share is the words' percent: basis points over 10 000, exactly.
    const share = view.priceImpactShare
    expect(share === undefined, 'priceImpactShare').toBe(view.priceImpact === undefined)
    if (share !== undefined) {
      const [whole = '', hundredths = ''] = (view.priceImpact ?? '').split(' ')[0]?.split('.') ?? []
      expect(BigInt(`${whole}${hundredths}`), 'priceImpactShare').toBe(parseUnits(share, 4))
    }
    // The failure is data; its English words are what the walk expects (swapFailureText).
    const failure = view.unavailable ?? view.error
    const said = failure && swapFailureText(failure)
    if (ref.errorStart === undefined) {
      if (!ref.status.startsWith('unavailable')) expect(view.error, 'error').toBeUndefined()
    } else expect(said?.startsWith(ref.errorStart), `${said} starts with ${ref.errorStart}`).toBe(true)
    // AppKit's most reported swap bug: a failed quote must never read as a balance problem.
    if (said?.startsWith('Could not get a quote')) {
      expect(said).not.toMatch(/insufficient|not enough/i)
      expect(view.problemMessage).toBeUndefined()
    }
    // The balance's shortfall, said with the numbers (the fee's too, where the coin pays it), and
    // only from the balance; or Max's: the coin's balance does not cover the fee.
    const { quote } = ref
    const symbol = ref.pair?.[0]
    const needed = quote ? quote.amount + quote.spent : 0n
    const withFee = quote && quote.spent > 0n ? ' with the network fee' : ''
    const problem = view.problemMessage && problemText(view.problemMessage)
    expect(problem, 'problem').toBe(
      ref.maxShort
        ? `Your ${symbol} balance does not cover the network fee`
        : ref.pair && ref.amount === '0'
          ? 'Enter an amount above 0'
          : quote && needed > quote.balance
            ? `Not enough ${symbol}: ${formatWhole(needed)} ${symbol} needed${withFee}, ${formatWhole(quote.balance)} ${symbol} available`
            : undefined,
    )
    // The same problem as data, its figures the words' numbers.
    const figure = (units: bigint) => ({ amount: formatWhole(units), symbol })
    expect(view.problemMessage, 'problemMessage').toEqual(
      ref.maxShort
        ? { kind: 'feeNotCovered', symbol }
        : ref.pair && ref.amount === '0'
          ? { kind: 'amount', problem: 'zero', symbol, decimals: 18 }
          : quote && needed > quote.balance
            ? {
                kind: 'shortfall',
                needed: figure(needed),
                available: figure(quote.balance),
                withFee: withFee !== '',
              }
            : undefined,
    )
    expect(view.maxShortOfFee, 'maxShortOfFee').toBe(ref.maxShort)
    expect(view.canSubmit, 'canSubmit').toBe(
      ref.status === 'editing.quoted' && quote !== undefined && needed <= quote.balance,
    )
    // The fee beside the quote: exactly, in the coin, or said not estimated (never 0, never made up).
    if (ref.quote && ref.pair && ref.status === 'editing.quoted')
      expect(view.networkFee?.text, 'networkFee').toBe(
        ref.quote.fee === undefined ? undefined : `${formatWhole(ref.quote.fee)} ETH`,
      )
    if (ref.quote && ref.pair && ref.status === 'editing.quoted')
      expect(view.receivesAtLeast).toBe(`${formatWhole((ref.quote.toAmount * 99n) / 100n)} ${ref.pair[1]}`)
    // The model's quotes give no reference quote: the impact is left unsaid, never made up.
    expect(view.priceImpact, 'priceImpact').toBeUndefined()
    // The result in words, one model for both paths: "Swapped" only where the chain said so; a
    // reverted swap names the approval still granted where one landed first; a reverted batch says
    // nothing was approved (the approval reverted with the swap).
    expect(emitted, 'swap.succeeded told').toBe(ref.emitted)
    expect(view.result?.outcome, 'outcome').toBe(ref.outcome)
    if (ref.status === 'done') expect(view.result?.hash, 'result hash').toBe(ref.hash)
    const text = view.result?.message && swapResultText(view.result.message)
    if (ref.status === 'done' && ref.outcome === 'succeeded') expect(text).toMatch(/^Swapped /)
    else expect(text ?? '').not.toMatch(/Swapped/)
    if (ref.status === 'done' && ref.outcome === 'failed' && ref.batched) {
      expect(text).toMatch(/^The approval and the swap failed on the chain .*nothing was approved or swapped/)
      expect(text).not.toMatch(/still granted/)
    } else if (ref.status === 'done' && ref.outcome === 'failed') {
      expect(text).toMatch(/^The swap failed on the chain \(it reverted\): nothing was swapped/)
      expect(text?.includes('is still granted')).toBe(ref.needsApproval)
    }
    if (ref.status === 'done' && ref.outcome === 'unconfirmed')
      expect(text).toMatch(/^Swap sent; it was not confirmed/)
    // The same result as data: which sentence, and the amounts the words name.
    const message = view.result?.message
    expect(message?.kind, 'result message').toBe(
      ref.status !== 'done' || !ref.outcome
        ? undefined
        : ref.outcome === 'failed' && ref.batched
          ? 'batchFailed'
          : ref.outcome,
    )
    if (message?.kind === 'succeeded')
      expect(text).toBe(`Swapped ${written(message.pays)} for at least ${written(message.receivesAtLeast)}.`)
    if (message?.kind === 'failed') {
      expect(message.stillApproved !== undefined).toBe(ref.needsApproval)
      if (message.stillApproved) expect(text).toContain(`spend ${written(message.stillApproved)} is`)
    }
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}
