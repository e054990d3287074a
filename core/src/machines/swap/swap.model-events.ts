import type { AnyMachineSnapshot } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import { HttpStatusError } from '../../errors/http.js'
import { base, mainnet, solana } from '../../networks/definitions/index.js'
import { modelGraph } from '../../testing/model-graph.js'
import { EVM_ADDRESS, evmMock, solanaMock } from '../connection/connection.fixtures.js'
import { ETH, FOY, FUSD } from './swap.fixtures.js'
import { swapMachine } from './swap.machine.js'
import { SwapCallMismatchError, swapMismatch } from './swap.mismatch.js'
import type { MaxAnswer, QuoteAnswer, SwapContext, SwapPorts } from './swap.types.js'

// The swap form's model, shared by its model-based test files (swap.model.test.ts and
// swap.model-2.test.ts, each walking half of it: one file would take over a minute on a busy machine).

/**
 * Model-based tests: the swap form's graph is generated (the service's, the chain's and the wallet's
 * answers and the clock are ordinary events to the generator), then walked on real actors with a
 * simulated clock and actors that wait for the test, so every transition is taken at least once.
 * After each step the state, the calls asked for and the view's words are compared with the rules
 * written out again below: a quote is asked only once typing pauses, and again every 15 s while shown;
 * a quote's failure names the quote and never the balance; the balance's shortfall says the numbers;
 * the approval comes first only when the allowance is short and the view says which prompt the wallet
 * shows (1 of 2, 2 of 2, 1 of 1); a swap built for less than the minimum shown never reaches the
 * wallet; a network the service does not swap on says 'Network not supported for Swaps'. Where the
 * wallet batches, the approval and the swap are one prompt; either way the result is one model: how
 * the chain says the swap ended (succeeded, reverted, or unconfirmed in time), "Swapped" and
 * `swap.succeeded` only on success, a reverted batch saying nothing was approved.
 */

export const E18 = 10n ** 18n
/** The account holds 25 of each token; the pools give 4 of `to` for 1 of `from`. */
const BALANCE = 25n * E18
const RATE = 4n
const LOW_BALANCE = 5n * E18
/** The swap's network fee as estimated (0.0021 ETH), and what Max keeps for it (1.2 times, rounded up). */
const FEE = 21n * 10n ** 14n
export const FEE_RESERVE = (FEE * 6n + 4n) / 5n
const knownFee = (includesApproval: boolean) => ({ units: FEE, includesApproval })
const unknownFee = { units: undefined, includesApproval: false }

const evm = evmMock()
export type AccountKey = 'mainnet' | 'base' | 'solana'
const accounts: Record<AccountKey, ActiveAccount> = {
  mainnet: { address: EVM_ADDRESS, network: mainnet, adapter: evm },
  base: { address: EVM_ADDRESS, network: base, adapter: evm },
  solana: { address: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN', network: solana, adapter: solanaMock() },
}
export const keyOf = (account: ActiveAccount | undefined): AccountKey | undefined =>
  (Object.keys(accounts) as AccountKey[]).find((key) => accounts[key] === account)
/** The service swaps FUSD, FOY and ETH on Ethereum, nothing on Base. */
const tokensOn = (key: AccountKey | undefined) => (key === 'mainnet' ? [FUSD, FOY, ETH] : [])

export const PAUSED = 'xstate.after.swapQuotePause.swap.editing.pausing'
export const REFRESH = 'xstate.after.swapQuoteRefresh.swap.editing.quoted'
/** The wallet did not say in time whether it batches; the batch's next status question; the batch not shown in time. */
export const NO_CAPABILITIES = 'xstate.after.walletCapabilitiesTimeout.swap.checkingBatching'
export const POLL = 'xstate.after.callsStatusPoll.swap.batchLanding.waiting'
export const BATCH_TIMEOUT = 'xstate.after.batchLandedTimeout.swap.batchLanding'
const clockDelays = {
  [PAUSED]: 300,
  [REFRESH]: 15_000,
  [NO_CAPABILITIES]: 10_000,
  [POLL]: 1_000,
  [BATCH_TIMEOUT]: 60_000,
} as const
/** A delay coming due, in ms of the simulated clock (the machine's own `after` events). */
export type ClockEvent = { type: keyof typeof clockDelays }
export const isClockEvent = (event: ModelEvent): event is ClockEvent => event.type in clockDelays
export const delayOf = (event: ClockEvent) => clockDelays[event.type]
export const done = (id: string) => `xstate.done.actor.${id}` as const
export const failed = (id: string) => `xstate.error.actor.${id}` as const
const quoteFailure = new HttpStatusError(500)
export const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
/** The swap's checks refuse a built call that pays another recipient: what differs, as data. */
export const mismatch = new SwapCallMismatchError(
  swapMismatch('recipient', { to: '0x00000000000000000000000000000000000bAd00', account: EVM_ADDRESS }),
)
const HASH_A = `0x${'aa'.repeat(32)}`
export const HASH_S = `0x${'bb'.repeat(32)}`
export const HASH_R = `0x${'cc'.repeat(32)}`
export const BATCH_ID = 'batch-1'
export const APPROVAL_CALL = { to: FUSD.address, data: '0x095ea7b3' as const, value: 0n }

export type ModelEvent =
  | { type: 'SWAP.SET_FROM' | 'SWAP.SET_TO'; address: string }
  | { type: 'SWAP.FLIP' | 'SWAP.MAX' | 'SWAP.SUBMIT' | 'SWAP.RESET' }
  | { type: 'SWAP.SET_AMOUNT'; amount: string }
  | { type: 'SWAP.OPEN'; preset?: { fromSymbol: string; toSymbol: string; amount: string } }
  | { type: 'SWAP.ACCOUNT_CHANGED'; account: ActiveAccount | undefined }
  | ClockEvent
  | AnswerEvent

/** An actor's answer: its output (`xstate.done.actor.<id>`) or its error (`xstate.error.actor.<id>`). */
export type AnswerEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
export const isAnswer = (event: ModelEvent): event is AnswerEvent => actorOf(event.type) !== undefined
/** What an actor answered, if `event` is an answer with an output. */
export const outputOf = (event: ModelEvent): unknown => ('output' in event ? event.output : undefined)

/** An amount as typed (whole tokens, up to 18 decimals), in base units; `undefined` when it is not one above 0. */
export const unitsOf = (amount: string) => {
  const match = /^(\d+)(?:\.(\d{1,18}))?$/.exec(amount.trim())
  if (!match) return undefined
  const units = BigInt(match[1] ?? '0') * E18 + BigInt((match[2] ?? '').padEnd(18, '0'))
  return units > 0n ? units : undefined
}
const paysEth = (context: SwapContext) => context.from?.symbol === 'ETH'
const quoteFor = (context: SwapContext): QuoteAnswer => {
  const amount = unitsOf(context.amount) ?? 0n
  const from = context.from?.address ?? FUSD.address
  const to = context.to?.address ?? FOY.address
  return {
    quote: { id: undefined, from, to, fromAmount: amount, toAmount: amount * RATE },
    balance: BALANCE,
    // A token paid needs its approval first here (the fee counts it); the coin needs none.
    fee: knownFee(!paysEth(context)),
  }
}
/** What Max reads: a token's balance; for the coin, with the fee (known, or not), or a balance short of it. */
const maxAnswersFor = (context: SwapContext): MaxAnswer[] =>
  paysEth(context)
    ? [
        { balance: BALANCE, fee: knownFee(false) },
        { balance: FEE, fee: knownFee(false) },
        { balance: BALANCE, fee: unknownFee },
      ]
    : [{ balance: BALANCE, fee: undefined }]
const builtFor = (toAmount: bigint) => ({
  from: EVM_ADDRESS as `0x${string}`,
  to: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' as const,
  data: '0x38ed1739' as const,
  value: 0n,
  toAmount,
  gas: 200_000n,
  gasPrice: undefined,
})

/** The status the model tells states apart by: the machine's state, flattened (`editing.quoted`, `batchLanding.waiting`). */
export const statusOf = (snapshot: AnyMachineSnapshot): string => {
  if (typeof snapshot.value === 'string') return snapshot.value
  const [[parent, child]] = Object.entries(snapshot.value as Record<string, string>) as [[string, string]]
  return `${parent}.${child}`
}

function eventsIn(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as SwapContext
  const key = keyOf(context.account)
  const quoted = context.quote?.quote.toAmount ?? 0n
  return [
    { type: 'SWAP.SET_FROM', address: ETH.address },
    { type: 'SWAP.SET_TO', address: FUSD.address },
    { type: 'SWAP.FLIP' },
    { type: 'SWAP.SET_AMOUNT', amount: '10' },
    { type: 'SWAP.MAX' },
    { type: 'SWAP.OPEN', preset: { fromSymbol: 'FOY', toSymbol: 'ETH', amount: '10' } },
    { type: 'SWAP.SUBMIT' },
    { type: 'SWAP.RESET' },
    { type: 'SWAP.ACCOUNT_CHANGED', account: accounts.mainnet },
    { type: 'SWAP.ACCOUNT_CHANGED', account: accounts.base },
    { type: 'SWAP.ACCOUNT_CHANGED', account: accounts.solana },
    { type: PAUSED },
    { type: REFRESH },
    { type: NO_CAPABILITIES },
    { type: POLL },
    { type: BATCH_TIMEOUT },
    { type: done('loadTokens'), output: tokensOn(key) },
    { type: failed('loadTokens'), error: quoteFailure },
    { type: done('fetchQuote'), output: quoteFor(context) },
    // The same quote with a balance of 5: the amount is not covered.
    { type: done('fetchQuote'), output: { ...quoteFor(context), balance: LOW_BALANCE } },
    { type: done('fetchQuote'), output: { quote: undefined, balance: BALANCE, fee: unknownFee } },
    // The quote with its fee not estimated (the gas price or the estimate failed): shown all the same.
    { type: done('fetchQuote'), output: { ...quoteFor(context), fee: unknownFee } },
    { type: failed('fetchQuote'), error: quoteFailure },
    { type: done('refreshQuote'), output: quoteFor(context) },
    { type: failed('refreshQuote'), error: quoteFailure },
    ...maxAnswersFor(context).map((output) => ({ type: done('measureMax'), output })),
    { type: failed('measureMax'), error: quoteFailure },
    { type: done('checkAllowance'), output: 0n },
    { type: done('checkAllowance'), output: 100n * E18 },
    { type: failed('checkAllowance'), error: quoteFailure },
    { type: done('sendApproval'), output: HASH_A },
    { type: failed('sendApproval'), error: rejected },
    // The approval's receipt: succeeded, reverted, or none in time.
    { type: done('approvalLanded'), output: 'succeeded' },
    { type: done('approvalLanded'), output: 'failed' },
    { type: done('approvalLanded'), output: 'unconfirmed' },
    { type: failed('approvalLanded'), error: new Error('timeout') },
    // Built as quoted, and built after the pool moved by 2 % (past the 1 % slippage).
    { type: done('buildSwap'), output: builtFor(quoted) },
    { type: done('buildSwap'), output: builtFor((quoted * 98n) / 100n) },
    { type: failed('buildSwap'), error: quoteFailure },
    { type: failed('buildSwap'), error: mismatch },
    { type: done('sendSwap'), output: HASH_S },
    { type: failed('sendSwap'), error: rejected },
    { type: done('swapLanded'), output: 'succeeded' },
    { type: done('swapLanded'), output: 'failed' },
    { type: done('swapLanded'), output: 'unconfirmed' },
    { type: failed('swapLanded'), error: new Error('timeout') },
    // The wallet batches atomically, does not, or fails to say.
    { type: done('readBatching'), output: true },
    { type: done('readBatching'), output: false },
    { type: failed('readBatching'), error: quoteFailure },
    { type: done('buildBatch'), output: { approval: APPROVAL_CALL, built: builtFor(quoted) } },
    { type: done('buildBatch'), output: { approval: APPROVAL_CALL, built: builtFor((quoted * 98n) / 100n) } },
    { type: failed('buildBatch'), error: quoteFailure },
    { type: done('sendBatch'), output: BATCH_ID },
    { type: failed('sendBatch'), error: rejected },
    { type: done('readBatchStatus'), output: { status: 'pending' } },
    { type: done('readBatchStatus'), output: { status: 'confirmed', id: HASH_S } },
    // The chain shows the batch's transaction reverted; the wallet reports a failure the chain holds nothing of.
    { type: done('readBatchStatus'), output: { status: 'reverted', id: HASH_R } },
    {
      type: done('readBatchStatus'),
      output: { status: 'failed', reason: 'the wallet reports the batch failed' },
    },
    { type: failed('readBatchStatus'), error: quoteFailure },
  ]
}

/** Which state each actor's answers can arrive in. */
const answeredIn: Record<string, string> = {
  loadTokens: 'loading',
  fetchQuote: 'editing.quoting',
  refreshQuote: 'editing.refreshing',
  measureMax: 'editing.measuring',
  checkAllowance: 'checkingAllowance',
  sendApproval: 'approving',
  approvalLanded: 'approvalLanding',
  buildSwap: 'building',
  sendSwap: 'swapping',
  swapLanded: 'landing',
  readBatching: 'checkingBatching',
  buildBatch: 'batchBuilding',
  sendBatch: 'batching',
  readBatchStatus: 'batchLanding.asking',
}
export const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1]

/** The states where the wallet is asked, or the chain waited for: an account change is followed there. */
export const inWallet = (status: string) =>
  ['approving', 'swapping', 'landing', 'batching'].includes(status) || status.startsWith('batchLanding.')

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const status = statusOf(snapshot)
  if (event.type === PAUSED) return status === 'editing.pausing'
  if (event.type === REFRESH) return status === 'editing.quoted'
  if (event.type === NO_CAPABILITIES) return status === 'checkingBatching'
  if (event.type === POLL) return status === 'batchLanding.waiting'
  if (event.type === BATCH_TIMEOUT) return status.startsWith('batchLanding.')
  const actor = actorOf(event.type)
  // The batching rules do not depend on the pair: a wallet that batches is walked for one pair
  // (FUSD paid, as on the devnets), which keeps the graph small; the others walk the two prompts.
  const paysFusd = (snapshot.context as SwapContext).from?.symbol === 'FUSD'
  if (event.type === done('readBatching') && outputOf(event) === true)
    return status === 'checkingBatching' && paysFusd
  // Likewise how a transaction ended: a revert or no answer in time is walked for FUSD paid (with
  // and without an approval first); the other pairs walk the success.
  if (
    (actor === 'approvalLanded' || actor === 'swapLanded') &&
    (event.type.startsWith('xstate.error') || outputOf(event) !== 'succeeded')
  )
    return answeredIn[actor] === status && paysFusd
  // The wallet's steps depend on whether the coin or a token is paid, not on which token: they are
  // walked with ETH and FUSD paid; FOY paid (a token like FUSD) is walked up to the form's submit.
  // Nor do they depend on whether the fee was estimated: a quote whose fee was not is walked up to
  // the submit too (what it shows, and that Swap stays offered, are checked there).
  const context = snapshot.context as SwapContext
  if (
    event.type === 'SWAP.SUBMIT' &&
    (context.from?.symbol === 'FOY' || (context.quote && context.quote.fee.text === undefined))
  )
    return false
  // A fee not estimated is said the same way whatever the pair: walked with the coin paid (where the
  // balance would pay the fee) and FUSD paid (where the fee would count the approval).
  if (
    actor === 'fetchQuote' &&
    (outputOf(event) as Partial<QuoteAnswer> | undefined)?.fee?.units === undefined &&
    (outputOf(event) as Partial<QuoteAnswer> | undefined)?.quote !== undefined &&
    context.from?.symbol === 'FOY'
  )
    return false
  // And the account moving while the wallet is asked or the chain waited for (followed, not started
  // over): walked for FUSD paid.
  if (event.type === 'SWAP.ACCOUNT_CHANGED' && inWallet(status)) return paysFusd
  return actor === undefined || answeredIn[actor] === status
}

export const serialize = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as SwapContext
  return JSON.stringify([
    snapshot.value,
    keyOf(c.account) ?? null,
    c.tokens.length,
    c.from?.symbol ?? null,
    c.to?.symbol ?? null,
    c.amount,
    c.quote
      ? [
          String(c.quote.quote.fromAmount),
          String(c.quote.quote.toAmount),
          String(c.quote.balance),
          c.quote.fee.text ?? null,
          c.quote.fee.includesApproval,
        ]
      : null,
    c.maxShortOfFee,
    c.needsApproval,
    c.error ?? null,
    c.swapHash ?? null,
    c.batched,
    c.outcome ?? null,
    c.preset ? 'preset' : null,
  ])
}
const serializeEvent = (event: ModelEvent) =>
  JSON.stringify(event, (_, value) =>
    typeof value === 'bigint' ? String(value) : value === accounts.mainnet ? 'mainnet' : value,
  )

export const graph = modelGraph({
  machine: swapMachine,
  input: { ports: {} as SwapPorts },
  events: eventsIn,
  canHappen,
  serialize,
  serializeEvent: (event) =>
    JSON.stringify([
      event.type,
      'account' in event ? (keyOf(event.account) ?? 'none') : null,
      serializeEvent(event),
    ]),
})
