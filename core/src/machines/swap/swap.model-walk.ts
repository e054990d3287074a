import { parseUnits } from 'viem'
import { expect } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { SwapToken } from '../../api/blockchain/convert.types.js'
import { HttpStatusError } from '../../errors/http.js'
import { base, mainnet, solana } from '../../networks/definitions/index.js'
import { modelGraph } from '../../testing/model-graph.js'
import type { ModelStep } from '../../testing/model-walks.js'
import { EVM_ADDRESS, evmMock, settle, solanaMock } from '../connection/connection.fixtures.js'
import { swapFailureText } from './swap.failure-words.js'
import { ETH, FOY, FUSD } from './swap.fixtures.js'
import { swapMachine } from './swap.machine.js'
import { selectSwapView } from './swap.selectors.js'
import type { MaxAnswer, QuoteAnswer, SwapContext, SwapPorts } from './swap.types.js'
import { problemText, swapResultText, walletPromptText } from './swap.words.js'

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

const E18 = 10n ** 18n
/** The account holds 25 of each token; the pools give 4 of `to` for 1 of `from`. */
const BALANCE = 25n * E18
const RATE = 4n
const LOW_BALANCE = 5n * E18
/** The swap's network fee as estimated (0.0021 ETH), and what Max keeps for it (1.2 times, rounded up). */
const FEE = 21n * 10n ** 14n
const FEE_RESERVE = (FEE * 6n + 4n) / 5n
const knownFee = (includesApproval: boolean) => ({ units: FEE, includesApproval })
const unknownFee = { units: undefined, includesApproval: false }

const evm = evmMock()
type AccountKey = 'mainnet' | 'base' | 'solana'
const accounts: Record<AccountKey, ActiveAccount> = {
  mainnet: { address: EVM_ADDRESS, network: mainnet, adapter: evm },
  base: { address: EVM_ADDRESS, network: base, adapter: evm },
  solana: { address: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN', network: solana, adapter: solanaMock() },
}
const keyOf = (account: ActiveAccount | undefined): AccountKey | undefined =>
  (Object.keys(accounts) as AccountKey[]).find((key) => accounts[key] === account)
/** The service swaps FUSD, FOY and ETH on Ethereum, nothing on Base. */
const tokensOn = (key: AccountKey | undefined) => (key === 'mainnet' ? [FUSD, FOY, ETH] : [])

const PAUSED = 'xstate.after.swapQuotePause.swap.editing.pausing'
const REFRESH = 'xstate.after.swapQuoteRefresh.swap.editing.quoted'
/** The wallet did not say in time whether it batches; the batch's next status question; the batch not shown in time. */
const NO_CAPABILITIES = 'xstate.after.walletCapabilitiesTimeout.swap.checkingBatching'
const POLL = 'xstate.after.callsStatusPoll.swap.batchLanding.waiting'
const BATCH_TIMEOUT = 'xstate.after.batchLandedTimeout.swap.batchLanding'
const clockEvents: Record<string, number> = {
  [PAUSED]: 300,
  [REFRESH]: 15_000,
  [NO_CAPABILITIES]: 10_000,
  [POLL]: 1_000,
  [BATCH_TIMEOUT]: 60_000,
}
const done = (id: string) => `xstate.done.actor.${id}` as const
const failed = (id: string) => `xstate.error.actor.${id}` as const
const quoteFailure = new HttpStatusError(500)
const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
const HASH_A = `0x${'aa'.repeat(32)}`
const HASH_S = `0x${'bb'.repeat(32)}`
const HASH_R = `0x${'cc'.repeat(32)}`
const BATCH_ID = 'batch-1'
const APPROVAL_CALL = { to: FUSD.address, data: '0x095ea7b3' as const, value: 0n }

type ModelEvent =
  | { type: 'SWAP.SET_FROM' | 'SWAP.SET_TO'; address: string }
  | { type: 'SWAP.FLIP' | 'SWAP.MAX' | 'SWAP.SUBMIT' | 'SWAP.RESET' }
  | { type: 'SWAP.SET_AMOUNT'; amount: string }
  | { type: 'SWAP.OPEN'; preset?: { fromSymbol: string; toSymbol: string; amount: string } }
  | { type: 'SWAP.ACCOUNT_CHANGED'; account: ActiveAccount | undefined }
  | { type: typeof PAUSED | typeof REFRESH | typeof NO_CAPABILITIES | typeof POLL | typeof BATCH_TIMEOUT }
  | { type: string; output?: unknown; error?: unknown }

/** An amount as typed (whole tokens, up to 18 decimals), in base units; `undefined` when it is not one above 0. */
const unitsOf = (amount: string) => {
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
const actorOf = (type: string) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1]

/** The states where the wallet is asked, or the chain waited for: an account change is followed there. */
const inWallet = (status: string) =>
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
  if (event.type === done('readBatching') && (event as { output?: unknown }).output === true)
    return status === 'checkingBatching' && paysFusd
  // Likewise how a transaction ended: a revert or no answer in time is walked for FUSD paid (with
  // and without an approval first); the other pairs walk the success.
  if (
    (actor === 'approvalLanded' || actor === 'swapLanded') &&
    (event.type.startsWith('xstate.error') || (event as { output?: unknown }).output !== 'succeeded')
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
    (event as { output?: { fee?: { units?: bigint } } }).output?.fee?.units === undefined &&
    (event as { output?: { quote?: unknown } }).output?.quote !== undefined &&
    context.from?.symbol === 'FOY'
  )
    return false
  // And the account moving while the wallet is asked or the chain waited for (followed, not started
  // over): walked for FUSD paid.
  if (event.type === 'SWAP.ACCOUNT_CHANGED' && inWallet(status)) return paysFusd
  return actor === undefined || answeredIn[actor] === status
}

const serialize = (snapshot: AnyMachineSnapshot) => {
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

// ---- The rules, written out again ---------------------------------------------------------------

type Reference = {
  status: string
  account: AccountKey | undefined
  pair: [string, string] | undefined
  amount: string
  /**
   * The amount and balance of the quote shown, its network fee (`undefined`: not estimated) and what
   * the fee takes from the balance paid from (the fee where the coin is paid).
   */
  quote:
    | { amount: bigint; toAmount: bigint; balance: bigint; fee: bigint | undefined; spent: bigint }
    | undefined
  /** Max found the coin's balance short of the fee, and filled 0. */
  maxShort: boolean
  needsApproval: boolean
  /** The approval and the swap go as one prompt (the wallet batches atomically). */
  batched: boolean
  errorStart: string | undefined
  asked: string[]
  /** Swap arguments given while the tokens were not known (or the form was busy): applied once they are. */
  preset: boolean
  /** How the swap ended (sent alone or as a batch), once the chain answered or the wait gave up. */
  outcome: string | undefined
  /** The result's transaction: the swap's, the batch's as the chain shows it, or the batch's id unconfirmed. */
  hash: string | undefined
  /** What the machine told its listeners (a swap's success only once its receipt says so). */
  emitted: number
}
const isQuotable = (ref: Reference) => ref.pair !== undefined && unitsOf(ref.amount) !== undefined
const settled = (ref: Reference): Reference => ({
  ...ref,
  status: isQuotable(ref) ? 'editing.pausing' : 'editing.idle',
})
function referenceStep(ref: Reference, event: ModelEvent): Reference {
  const editing = ref.status.startsWith('editing.')
  const edit = (pair: Reference['pair'], amount = ref.amount) =>
    settled({ ...ref, pair, amount, quote: undefined, errorStart: undefined, maxShort: false })
  switch (event.type) {
    case 'SWAP.ACCOUNT_CHANGED': {
      const to = keyOf((event as { account: ActiveAccount | undefined }).account)
      if (to === ref.account) return ref
      if (inWallet(ref.status)) return { ...ref, account: to }
      const status = to === 'mainnet' || to === 'base' ? 'loading' : 'unavailable'
      return {
        ...ref,
        status,
        account: to,
        pair: undefined,
        quote: undefined,
        maxShort: false,
        needsApproval: false,
        batched: false,
        errorStart: undefined,
        outcome: undefined,
        hash: undefined,
      }
    }
    case 'SWAP.SET_FROM':
      if (!editing || !ref.pair) return ref
      return edit(ref.pair[1] === 'ETH' ? ['ETH', ref.pair[0]] : ['ETH', ref.pair[1]])
    case 'SWAP.SET_TO':
      if (!editing || !ref.pair) return ref
      return edit(ref.pair[0] === 'FUSD' ? [ref.pair[1], 'FUSD'] : [ref.pair[0], 'FUSD'])
    case 'SWAP.FLIP':
      return editing && ref.pair ? edit([ref.pair[1], ref.pair[0]]) : ref
    case 'SWAP.SET_AMOUNT':
      return editing ? edit(ref.pair, (event as { amount: string }).amount) : ref
    case 'SWAP.MAX':
      return editing && ref.pair && ref.account === 'mainnet'
        ? {
            ...ref,
            status: 'editing.measuring',
            quote: undefined,
            errorStart: undefined,
            maxShort: false,
            asked: [...ref.asked, `balance ${ref.pair[0]}`],
          }
        : ref
    case 'SWAP.OPEN': {
      if (!('preset' in event) || event.preset === undefined) return ref
      if (!editing) return { ...ref, preset: true }
      return { ...edit(['FOY', 'ETH'], '10'), preset: false }
    }
    case 'SWAP.SUBMIT':
      // The balance must cover the amount, and the fee where the coin is paid.
      return ref.status === 'editing.quoted' &&
        ref.quote &&
        ref.quote.amount + ref.quote.spent <= ref.quote.balance
        ? { ...ref, status: 'checkingAllowance', errorStart: undefined }
        : ref
    case 'SWAP.RESET':
      // The result, or the wait for it (the visitor may leave it, on either path): an empty form.
      if (ref.status !== 'done' && ref.status !== 'landing' && !ref.status.startsWith('batchLanding.'))
        return ref
      if (ref.account !== 'mainnet')
        return {
          ...ref,
          status: ref.account === 'base' ? 'loading' : 'unavailable',
          pair: undefined,
          quote: undefined,
          maxShort: false,
          needsApproval: false,
          batched: false,
          errorStart: undefined,
          outcome: undefined,
          hash: undefined,
        }
      return {
        ...ref,
        status: 'editing.idle',
        amount: '',
        quote: undefined,
        maxShort: false,
        needsApproval: false,
        batched: false,
        errorStart: undefined,
        outcome: undefined,
        hash: undefined,
      }
    case PAUSED:
      return {
        ...ref,
        status: 'editing.quoting',
        asked: [...ref.asked, `quote ${ref.amount} ${ref.pair?.join('→')}`],
      }
    case REFRESH:
      return {
        ...ref,
        status: 'editing.refreshing',
        asked: [...ref.asked, `quote ${ref.amount} ${ref.pair?.join('→')}`],
      }
    // A wallet that does not say whether it batches: the two prompts, as without batching.
    case NO_CAPABILITIES:
      return { ...ref, status: 'approving', asked: [...ref.asked, 'approve'] }
    case POLL:
      return { ...ref, status: 'batchLanding.asking' }
    // Not shown by the chain in time: unconfirmed, shown with the batch's id (never a success).
    case BATCH_TIMEOUT:
      return { ...ref, status: 'done', outcome: 'unconfirmed', hash: BATCH_ID }
  }
  const actor = actorOf(event.type)
  const ok = event.type.startsWith('xstate.done')
  const output = (event as { output?: unknown }).output
  const back = (errorStart: string): Reference => ({ ...ref, status: 'editing.quoted', errorStart })
  const moved = ref.account !== 'mainnet'
  const restart = (): Reference => ({
    ...ref,
    status: ref.account === 'mainnet' || ref.account === 'base' ? 'loading' : 'unavailable',
    pair: undefined,
    quote: undefined,
    maxShort: false,
    needsApproval: false,
    batched: false,
    errorStart: undefined,
    outcome: undefined,
    hash: undefined,
  })
  switch (actor) {
    case 'loadTokens': {
      if (!ok) return { ...ref, status: 'unavailable', errorStart: 'Could not load the tokens to swap' }
      if ((output as SwapToken[]).length < 2)
        return { ...ref, status: 'unavailable', errorStart: 'Network not supported for Swaps' }
      if (ref.preset) return settled({ ...ref, pair: ['FOY', 'ETH'], amount: '10', preset: false })
      return settled({ ...ref, pair: ['FUSD', 'FOY'] })
    }
    case 'fetchQuote':
    case 'refreshQuote': {
      const pair = ref.pair?.join(' → ')
      if (!ok)
        return {
          ...ref,
          status: 'editing.idle',
          quote: undefined,
          errorStart: `Could not get a quote for ${pair}: HTTP status code: 500`,
        }
      const answer = output as QuoteAnswer
      if (!answer.quote)
        return { ...ref, status: 'editing.idle', quote: undefined, errorStart: `No quote for ${pair}` }
      const fee = answer.fee.units
      return {
        ...ref,
        status: 'editing.quoted',
        quote: {
          amount: answer.quote.fromAmount,
          toAmount: answer.quote.toAmount,
          balance: answer.balance,
          fee,
          // Paid in the coin, the balance pays the fee too (where it is known).
          spent: ref.pair?.[0] === 'ETH' ? (fee ?? 0n) : 0n,
        },
      }
    }
    case 'measureMax': {
      if (!ok) return { ...ref, status: 'editing.idle', errorStart: 'Could not read your' }
      const { balance, fee } = output as MaxAnswer
      // A token: its whole balance.
      if (!fee) return settled({ ...ref, amount: formatWhole(balance) })
      // The coin: the balance less 1.2 times the fee; none known, nothing filled; short, 0 and said.
      if (fee.units === undefined)
        return { ...ref, status: 'editing.idle', errorStart: 'Could not estimate the network fee' }
      if (balance <= FEE_RESERVE) return settled({ ...ref, amount: '0', maxShort: true })
      return settled({ ...ref, amount: formatWhole(balance - FEE_RESERVE) })
    }
    case 'checkAllowance': {
      if (!ok) return back(`Could not read how much ${ref.pair?.[0]} the exchange may spend`)
      const short = (output as bigint) < (ref.quote?.amount ?? 0n)
      // Short: the wallet is asked first whether it takes the approval and the swap as one prompt.
      return {
        ...ref,
        status: short ? 'checkingBatching' : 'building',
        needsApproval: short,
        batched: false,
        asked: [...ref.asked, ...(short ? ['capabilities'] : ['build'])],
      }
    }
    case 'readBatching':
      return ok && output === true
        ? { ...ref, status: 'batchBuilding', batched: true, asked: [...ref.asked, 'build batch'] }
        : { ...ref, status: 'approving', asked: [...ref.asked, 'approve'] }
    case 'buildBatch': {
      if (!ok) return back('Could not build the swap: HTTP status code: 500')
      const built = (output as { built: { toAmount: bigint } }).built.toAmount
      if (built * 100n < (ref.quote?.toAmount ?? 0n) * 99n)
        return { ...ref, status: 'editing.pausing', quote: undefined, errorStart: 'The price moved' }
      return { ...ref, status: 'batching', asked: [...ref.asked, 'batch'] }
    }
    case 'sendBatch':
      if (!ok && moved) return restart()
      return ok
        ? { ...ref, status: 'batchLanding.asking' }
        : {
            ...ref,
            status: 'editing.pausing',
            quote: undefined,
            errorStart: `You rejected the approval of ${ref.pair?.[0]} and the swap`,
          }
    case 'readBatchStatus': {
      const status = ok ? (output as { status: string }).status : 'unknown'
      // The chain's receipts decide, as for a swap sent alone: a success is told only here.
      if (status === 'confirmed')
        return { ...ref, status: 'done', outcome: 'succeeded', hash: HASH_S, emitted: ref.emitted + 1 }
      // Reverted on the chain: the result says so, with the transaction; nothing is told.
      if (status === 'reverted') return { ...ref, status: 'done', outcome: 'failed', hash: HASH_R }
      // The wallet reports a failure the chain holds nothing of: said, and the form quotes again.
      if (status === 'failed' && moved) return restart()
      if (status === 'failed')
        return {
          ...ref,
          status: 'editing.pausing',
          quote: undefined,
          batched: false,
          errorStart: `The approval of ${ref.pair?.[0]} and the swap failed: the wallet reports the batch failed. Nothing was approved or swapped.`,
        }
      return { ...ref, status: 'batchLanding.waiting' }
    }
    case 'sendApproval':
      if (moved) return restart()
      return ok
        ? { ...ref, status: 'approvalLanding' }
        : back(`You rejected the approval of ${ref.pair?.[0]}`)
    case 'approvalLanded':
      // Only an approval whose receipt says it succeeded goes on to the swap.
      if (ok && output === 'succeeded') return { ...ref, status: 'building', asked: [...ref.asked, 'build'] }
      if (ok && output === 'failed') return back(`The approval of ${ref.pair?.[0]} failed on the chain`)
      return back(`The approval of ${ref.pair?.[0]} was sent but not confirmed`)
    case 'buildSwap': {
      if (!ok) return back('Could not build the swap: HTTP status code: 500')
      const built = (output as { toAmount: bigint }).toAmount
      const shown = ref.quote?.toAmount ?? 0n
      // The slippage rule, written out: at least 99 % of the quote shown.
      if (built * 100n < shown * 99n)
        return { ...ref, status: 'editing.pausing', quote: undefined, errorStart: 'The price moved' }
      return { ...ref, status: 'swapping', asked: [...ref.asked, 'swap'] }
    }
    case 'sendSwap':
      if (!ok && moved) return restart()
      return ok
        ? { ...ref, status: 'landing' }
        : { ...ref, status: 'editing.pausing', quote: undefined, errorStart: 'You rejected the swap' }
    case 'swapLanded': {
      const outcome = ok ? (output as string) : 'unconfirmed'
      return {
        ...ref,
        status: 'done',
        outcome,
        hash: HASH_S,
        emitted: ref.emitted + (outcome === 'succeeded' ? 1 : 0),
      }
    }
  }
  return ref
}

/** The prompt the view must name, by the rules: the approval first, then the swap. */
function expectedStep(ref: Reference): string | undefined {
  const [from, to] = ref.pair ?? ['?', '?']
  if (ref.status === 'approving') return `Approve ${from} in your wallet (1 of 2)`
  if (ref.status === 'swapping')
    return `Swap ${from} for ${to} in your wallet (${ref.needsApproval ? '2 of 2' : '1 of 1'})`
  if (ref.status === 'batching') return `Approve ${from} and swap it for ${to} in your wallet (one prompt)`
  return undefined
}

/** The same prompt as data: the step, which of how many, the pair's symbols. */
function expectedPrompt(ref: Reference) {
  const [from, to] = ref.pair ?? ['?', '?']
  const prompt = (step: 'approve' | 'swap' | 'batch', index: number, count: number) => ({
    step,
    index,
    count,
    from,
    to,
  })
  if (ref.status === 'approving') return prompt('approve', 1, 2)
  if (ref.status === 'swapping') return ref.needsApproval ? prompt('swap', 2, 2) : prompt('swap', 1, 1)
  if (ref.status === 'batching') return prompt('batch', 1, 1)
  return undefined
}

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
    const target = actorOf(event.type)
    const delay = clockEvents[event.type]
    if (delay !== undefined) clock.increment(delay)
    else if (target) {
      const answer = pending.at(-1)
      if (event.type.startsWith('xstate.done')) answer?.resolve((event as { output?: unknown }).output)
      else answer?.reject((event as { error?: unknown }).error)
    } else actor.send(event as never)
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

function formatWhole(units: bigint): string {
  const fraction = (units % E18).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${units / E18}.${fraction}` : `${units / E18}`
}
