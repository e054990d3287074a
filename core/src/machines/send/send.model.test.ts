import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { RegisteredName } from '../../api/blockchain/blockchain-api.types.js'
import type { PreparedTransfer, Transfer } from '../../chains/transfer.types.js'
import { TokenDecimalsMismatchError } from '../../errors/transfer.js'
import { base, mainnet, solana } from '../../networks/definitions/index.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { EVM_ADDRESS, evmMock, settle, solanaMock } from '../connection/connection.fixtures.js'
import { probeOf, transferOf } from './send.form.js'
import { sendMachine } from './send.machine.js'
import { selectSendView } from './send.selectors.js'
import type { NameResolver, SendContext, SendToken } from './send.types.js'
import { sendProblemText } from './send.words.js'

/**
 * Model-based tests: the Send form's graph is generated (the chain's and the wallet's answers and the
 * typing pause are ordinary events to the generator), then walked on real actors with a simulated
 * clock and actors that wait for the test; the walks take every transition at least once. After each
 * step the state, the quotes and sends asked for, the announcements and the view's model are compared
 * with the rules written out again here: the chain is asked only for a complete, valid form once typing
 * pauses; Max fills in the balance less the fee for the coin and the whole balance for a token (and
 * says when the coin cannot pay the fee); Send asks the wallet only when the balances cover the
 * amount and the fee; a failure keeps what was typed; another network keeps the amount and receiver,
 * another namespace empties the form, one that cannot send says 'Unsupported chain'.
 */

const PAUSE_MS = 300
const ETH = 10n ** 18n
const FEE = ETH / 10n
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FUSD: SendToken = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'FUSD',
  name: 'Foyer Dollar',
  decimals: 18,
}
const sender = { ...evmMock(), loadTransfers: async () => never() }
function never(): never {
  throw new Error('the model answers for the chain and the wallet')
}

/** The accounts of the model: EVM on Ethereum (1 ETH) and on Base (0.05 ETH), and Solana (no sending). */
type AccountKey = 'mainnet' | 'base' | 'solana'
const accounts: Record<AccountKey, ActiveAccount> = {
  mainnet: { address: EVM_ADDRESS, network: mainnet, adapter: sender },
  base: { address: EVM_ADDRESS, network: base, adapter: sender },
  solana: { address: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN', network: solana, adapter: solanaMock() },
}
const keyOf = (account: ActiveAccount | undefined): AccountKey | undefined =>
  (Object.keys(accounts) as AccountKey[]).find((key) => accounts[key] === account)
const coinBalance = (key: AccountKey | undefined) => (key === 'mainnet' ? ETH : ETH / 20n)

/** The chain's answer for a transfer: 1 ETH or 0.05 ETH, 5 FUSD, a fee of 0.1 ETH at most. */
function chainAnswer(key: AccountKey | undefined, transfer: Transfer): PreparedTransfer {
  const nativeBalance = coinBalance(key)
  return {
    ...transfer,
    caipNetworkId: (key === 'base' ? base : mainnet).caipNetworkId,
    from: EVM_ADDRESS,
    fee: FEE,
    balance: transfer.token ? 5n * ETH : nativeBalance,
    nativeBalance,
    symbol: transfer.token ? 'FUSD' : 'ETH',
    feeTerms: { gas: 21_000n },
  }
}

const QUOTED = 'xstate.done.actor.prepareTransfer'
const QUOTE_FAILED = 'xstate.error.actor.prepareTransfer'
const PROBED = 'xstate.done.actor.probeTransfer'
const PROBE_FAILED = 'xstate.error.actor.probeTransfer'
const SENT = 'xstate.done.actor.sendTransfer'
const SEND_FAILED = 'xstate.error.actor.sendTransfer'
const PAUSED = 'xstate.after.sendQuotePause.send.editing.pausing'
const NAMED = 'xstate.after.sendQuotePause.send.editing.naming'
const RESOLVED = 'xstate.done.actor.resolveName'
const RESOLVE_FAILED = 'xstate.error.actor.resolveName'
/** The name service: satoshi.reown.id points to RECEIVER on Ethereum (coin type 60) only, with a picture. */
const SATOSHI = 'satoshi.reown.id'
const SATOSHI_AVATAR = 'https://names.example/satoshi.png'
const NOBODY = 'nobody.reown.id'
const registry: Readonly<Record<string, RegisteredName>> = {
  [SATOSHI]: { name: SATOSHI, addresses: { '60': RECEIVER }, avatar: SATOSHI_AVATAR },
}
const lookUp: NameResolver = async (name) => registry[name]
const HASH = `0x${'ab'.repeat(32)}`
const refusedByChain = new TokenDecimalsMismatchError()
const rejectedInWallet = Object.assign(new Error('User rejected the request.'), { code: 4001 })

type ModelEvent =
  | { type: 'SEND.SET_TOKEN'; token: SendToken }
  | { type: 'SEND.SET_AMOUNT'; amount: string }
  | { type: 'SEND.SET_RECEIVER'; receiver: string }
  | { type: 'SEND.MAX' }
  | { type: 'SEND.SUBMIT' }
  | { type: 'SEND.RESET' }
  | { type: 'SEND.ACCOUNT_CHANGED'; account: ActiveAccount | undefined }
  | { type: typeof QUOTED | typeof PROBED; output: PreparedTransfer }
  | { type: typeof QUOTE_FAILED | typeof PROBE_FAILED; error: unknown }
  | { type: typeof SENT; output: string }
  | { type: typeof SEND_FAILED; error: unknown }
  | { type: typeof PAUSED }
  | { type: typeof NAMED }
  | { type: typeof RESOLVED; output: RegisteredName | undefined }
  | { type: typeof RESOLVE_FAILED; error: unknown }

const coinOf = (key: AccountKey): SendToken => {
  const { symbol, name, decimals } = accounts[key].network.nativeCurrency
  return { symbol, name, decimals }
}

function eventsIn(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as SendContext
  const key = keyOf(context.account)
  const transfer = transferOf(context)
  const probe = probeOf(context)
  return [
    { type: 'SEND.SET_TOKEN', token: FUSD },
    ...(key ? [{ type: 'SEND.SET_TOKEN' as const, token: coinOf(key) }] : []),
    { type: 'SEND.SET_AMOUNT', amount: '0.5' },
    { type: 'SEND.SET_AMOUNT', amount: '2' },
    { type: 'SEND.SET_AMOUNT', amount: 'abc' },
    { type: 'SEND.SET_AMOUNT', amount: '' },
    { type: 'SEND.SET_RECEIVER', receiver: RECEIVER },
    { type: 'SEND.SET_RECEIVER', receiver: '0x123' },
    { type: 'SEND.SET_RECEIVER', receiver: SATOSHI },
    { type: 'SEND.SET_RECEIVER', receiver: NOBODY },
    { type: 'SEND.MAX' },
    { type: 'SEND.SUBMIT' },
    { type: 'SEND.RESET' },
    { type: 'SEND.ACCOUNT_CHANGED', account: accounts.mainnet },
    { type: 'SEND.ACCOUNT_CHANGED', account: accounts.base },
    { type: 'SEND.ACCOUNT_CHANGED', account: accounts.solana },
    { type: 'SEND.ACCOUNT_CHANGED', account: undefined },
    ...(transfer ? [{ type: QUOTED, output: chainAnswer(key, transfer) } as const] : []),
    { type: QUOTE_FAILED, error: refusedByChain },
    ...(probe ? [{ type: PROBED, output: chainAnswer(key, probe) } as const] : []),
    { type: PROBE_FAILED, error: refusedByChain },
    { type: SENT, output: HASH },
    { type: SEND_FAILED, error: rejectedInWallet },
    { type: PAUSED },
    { type: NAMED },
    { type: RESOLVED, output: registry[context.receiver] },
    { type: RESOLVE_FAILED, error: new Error('offline') },
  ]
}

/** The events the visitor's intents and the account watcher send (the rest are answers and the clock). */
const isFormEvent = (event: ModelEvent): event is Extract<ModelEvent, { type: `SEND.${string}` }> =>
  event.type.startsWith('SEND.')

type Status = 'idle' | 'pausing' | 'naming' | 'resolving' | 'quoting' | 'probing' | 'quoted' | 'sending'
const stateOf = (snapshot: AnyMachineSnapshot): Status =>
  typeof snapshot.value === 'string' ? (snapshot.value as Status) : (snapshot.value.editing as Status)

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const status = stateOf(snapshot)
  if (event.type === QUOTED || event.type === QUOTE_FAILED) return status === 'quoting'
  if (event.type === PROBED || event.type === PROBE_FAILED) return status === 'probing'
  if (event.type === SENT || event.type === SEND_FAILED) return status === 'sending'
  if (event.type === PAUSED) return status === 'pausing'
  if (event.type === NAMED) return status === 'naming'
  if (event.type === RESOLVED || event.type === RESOLVE_FAILED) return status === 'resolving'
  return true
}

const serialize = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as SendContext
  return JSON.stringify([
    snapshot.value,
    keyOf(context.account) ?? null,
    context.token?.symbol ?? null,
    context.amount,
    context.receiver,
    context.resolved ?? null,
    context.quote === undefined ? null : [context.quote.amount.toString(), context.quote.symbol],
    context.error ?? null,
  ])
}

const serializeEvent = (event: ModelEvent) =>
  JSON.stringify([
    event.type,
    'token' in event ? event.token.symbol : null,
    'amount' in event ? event.amount : null,
    'receiver' in event ? event.receiver : null,
    'account' in event ? (keyOf(event.account) ?? 'none') : null,
  ])

// ---- The rules, written out again --------------------------------------------------------------

type Reference = {
  status: Status
  account: AccountKey | undefined
  token: 'coin' | 'FUSD' | undefined
  amount: string
  receiver: string
  /** The name typed, once looked up, and the address it points to on the account's network (if any). */
  lookedUp: { name: string; address: string | undefined } | undefined
  /** The account the quote (or the send) is for, while there is one. */
  quotedFor: AccountKey | undefined
  quoted: boolean
  error: string | undefined
  asked: { quotes: string[]; sends: string[]; names: string[] }
  announced: string[]
  wentBack: number
}

const canSendOn = (key: AccountKey | undefined) => key === 'mainnet' || key === 'base'
const amountUnits = (amount: string): bigint | undefined => {
  if (!/^\d*(\.\d*)?$/.test(amount) || amount === '' || amount === '.') return undefined
  const [whole = '', fraction = ''] = amount.split('.')
  const units = BigInt(whole || '0') * ETH + BigInt((fraction || '0').padEnd(18, '0'))
  return units > 0n ? units : undefined
}
/** The address the form pays: the address typed, or the one the name typed was found to point to. */
const payee = (ref: Reference) =>
  ref.receiver === RECEIVER
    ? RECEIVER
    : ref.lookedUp?.name === ref.receiver
      ? ref.lookedUp.address
      : undefined
/** A name the form has yet to look up: on an EVM account (Solana has no names), not looked up yet. */
const isName = (ref: Reference) =>
  canSendOn(ref.account) && ref.receiver.endsWith('.reown.id') && ref.lookedUp?.name !== ref.receiver
const isComplete = (ref: Reference) =>
  canSendOn(ref.account) &&
  ref.token !== undefined &&
  amountUnits(ref.amount) !== undefined &&
  payee(ref) !== undefined
/** Where a form goes after a change: quoted once typing pauses, its name looked up, or nothing. */
const settledStatus = (ref: Reference): Status =>
  isComplete(ref) ? 'pausing' : isName(ref) ? 'naming' : 'idle'
const describeTransfer = (ref: Reference) =>
  `${fmt(amountUnits(ref.amount) ?? 0n)} ${ref.token} to ${payee(ref)}`

/** What the balances lack for the form's transfer, by the fake chain's figures. */
function lacks(ref: Reference): string | undefined {
  const amount = amountUnits(ref.amount) ?? 0n
  const coin = coinBalance(ref.account)
  if (ref.token === 'coin' && amount + FEE > coin)
    return `Not enough ETH for the amount and the network fee: ${fmt(amount + FEE)} ETH needed, ${fmt(coin)} ETH available`
  if (ref.token === 'FUSD' && amount > 5n * ETH)
    return `Not enough FUSD for the amount: ${fmt(amount)} FUSD needed, 5 FUSD available`
  if (ref.token === 'FUSD' && FEE > coin)
    return `Not enough ETH for the network fee: 0.1 ETH needed, ${fmt(coin)} ETH available`
  return undefined
}
function fmt(units: bigint): string {
  const whole = units / ETH
  const fraction = (units % ETH).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

function startOver(ref: Reference, to: AccountKey | undefined): Reference {
  const same =
    to !== undefined && ref.account !== undefined && (to === 'solana') === (ref.account === 'solana')
  const next: Reference = {
    ...ref,
    account: to,
    token: to ? 'coin' : undefined,
    amount: same ? ref.amount : '',
    receiver: same ? ref.receiver : '',
    lookedUp: undefined,
    quoted: false,
    quotedFor: undefined,
    error: undefined,
  }
  return { ...next, status: settledStatus(next) }
}

const editing = (status: Status) => status !== 'sending'

/** SPEC §4's form reset: nothing typed, nothing looked up or quoted, the account's coin picked. */
const emptied = (ref: Reference): Reference => ({
  ...ref,
  status: 'idle',
  token: ref.account ? 'coin' : undefined,
  amount: '',
  receiver: '',
  lookedUp: undefined,
  quoted: false,
  quotedFor: undefined,
  error: undefined,
})

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  switch (event.type) {
    case 'SEND.SET_TOKEN':
    case 'SEND.SET_AMOUNT':
    case 'SEND.SET_RECEIVER': {
      if (!editing(ref.status)) return ref
      const next: Reference = {
        ...ref,
        ...(event.type === 'SEND.SET_TOKEN' ? { token: event.token === FUSD ? 'FUSD' : 'coin' } : {}),
        ...(event.type === 'SEND.SET_AMOUNT' ? { amount: event.amount } : {}),
        ...(event.type === 'SEND.SET_RECEIVER' ? { receiver: event.receiver, lookedUp: undefined } : {}),
        quoted: false,
        error: undefined,
      }
      return { ...next, status: settledStatus(next) }
    }
    case 'SEND.MAX':
      return editing(ref.status) && canSendOn(ref.account) && ref.token
        ? { ...ref, status: 'probing', quoted: false, error: undefined }
        : ref
    case 'SEND.SUBMIT':
      if (ref.status !== 'quoted' || lacks(ref)) return ref
      return {
        ...ref,
        status: 'sending',
        error: undefined,
        asked: { ...ref.asked, sends: [...ref.asked.sends, describeTransfer(ref)] },
        announced: [...ref.announced, `initiated ${describeTransfer(ref)}`],
      }
    case 'SEND.RESET':
      if (!editing(ref.status)) return ref
      return emptied(ref)
    case 'SEND.ACCOUNT_CHANGED': {
      const to = keyOf(event.account)
      if (to === ref.account) return ref
      if (!editing(ref.status)) return { ...ref, account: to }
      return startOver(ref, to)
    }
    case PAUSED:
      return {
        ...ref,
        status: 'quoting',
        asked: { ...ref.asked, quotes: [...ref.asked.quotes, describeTransfer(ref)] },
      }
    case NAMED:
      return {
        ...ref,
        status: 'resolving',
        asked: { ...ref.asked, names: [...ref.asked.names, ref.receiver] },
      }
    case RESOLVED: {
      const held = ref.account === 'mainnet' ? registry[ref.receiver]?.addresses['60'] : undefined
      const next: Reference = { ...ref, lookedUp: { name: ref.receiver, address: held }, error: undefined }
      const status = settledStatus(next)
      if (status !== 'pausing') return { ...next, status }
      return {
        ...next,
        status: 'quoting',
        asked: { ...next.asked, quotes: [...next.asked.quotes, describeTransfer(next)] },
      }
    }
    case RESOLVE_FAILED:
      return { ...ref, status: 'idle', error: 'Error resolving name' }
    case QUOTED:
      return { ...ref, status: 'quoted', quoted: true, quotedFor: ref.account }
    case QUOTE_FAILED:
    case PROBE_FAILED:
      return { ...ref, status: 'idle', error: refusedByChain.shortMessage }
    case PROBED: {
      const coin = coinBalance(ref.account)
      const max = ref.token === 'FUSD' ? 5n * ETH : coin > FEE ? coin - FEE : 0n
      const filled: Reference = {
        ...ref,
        amount: fmt(max),
        error:
          max === 0n
            ? `Not enough ETH for the network fee: 0.1 ETH needed, ${fmt(coin)} ETH available`
            : undefined,
      }
      if (!isComplete(filled)) return { ...filled, status: isName(filled) ? 'naming' : 'idle' }
      return {
        ...filled,
        status: 'quoting',
        asked: { ...ref.asked, quotes: [...ref.asked.quotes, describeTransfer(filled)] },
      }
    }
    case SENT:
      return {
        ...emptied(ref),
        announced: [...ref.announced, `sent ${describeTransfer(ref)} as ${HASH}`],
        wentBack: ref.wentBack + 1,
      }
    case SEND_FAILED: {
      const text = 'You rejected the transaction in your wallet'
      if (ref.account !== ref.quotedFor)
        return { ...startOver(ref, ref.account), status: 'idle', error: text }
      return { ...ref, status: 'pausing', quoted: false, error: text }
    }
    default:
      return ref
  }
}

/** The view's problem, by the rules: the form's first lack, then what the balances do not cover. */
function expectedProblem(ref: Reference): string | undefined {
  if (!canSendOn(ref.account)) return 'Unsupported chain'
  if (ref.amount.trim() === '' || ref.receiver.trim() === '')
    return 'An amount and receiver address are required'
  if (!ref.token) return 'A token is required'
  if (!/^\d*(\.\d*)?$/.test(ref.amount))
    return 'Enter the amount as digits, with a dot for decimals (like 0.5)'
  if (amountUnits(ref.amount) === undefined) return 'Enter an amount above 0'
  if (payee(ref) === undefined) {
    if (isName(ref)) return undefined
    if (ref.lookedUp?.name === ref.receiver)
      return `No address is registered for ${ref.receiver} on ${ref.account === 'base' ? 'Base' : 'Ethereum'}`
    return 'This is not a valid EVM address'
  }
  return ref.status === 'quoted' ? lacks(ref) : undefined
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const pending = {
    quotes: [] as { transfer: Transfer; resolve(value: PreparedTransfer): void; reject(e: unknown): void }[],
    sends: [] as { prepared: PreparedTransfer; resolve(value: string): void; reject(e: unknown): void }[],
    names: [] as {
      name: string
      resolve(value: RegisteredName | undefined): void
      reject(e: unknown): void
    }[],
  }
  const announced: string[] = []
  let wentBack = 0
  const clock = new SimulatedClock()
  const describe = (transfer: Transfer) =>
    `${fmt(transfer.amount)} ${transfer.token ? 'FUSD' : 'coin'} to ${transfer.to}`
  const machine = sendMachine.provide({
    actors: {
      watchAccount: fromCallback(() => () => {}),
      prepareTransfer: fromPromise<PreparedTransfer, { account: ActiveAccount; transfer: Transfer }>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            pending.quotes.push({ transfer: input.transfer, resolve, reject }),
          ),
      ),
      sendTransfer: fromPromise<string, { account: ActiveAccount; prepared: PreparedTransfer }>(
        ({ input }) =>
          new Promise((resolve, reject) => pending.sends.push({ prepared: input.prepared, resolve, reject })),
      ),
      resolveName: fromPromise<
        RegisteredName | undefined,
        { resolveName: NameResolver | undefined; name: string; account: ActiveAccount }
      >(
        ({ input }) =>
          new Promise((resolve, reject) => pending.names.push({ name: input.name, resolve, reject })),
      ),
      waitUntilLanded: fromPromise(() => new Promise<void>(() => {})),
    },
    actions: { returnToAccount: () => void wentBack++ },
  })
  const actor = createActor(machine, { input: { resolveName: lookUp }, clock }).start()
  actor.on('send.initiated', ({ transfer }) => announced.push(`initiated ${describe(transfer)}`))
  actor.on('send.succeeded', ({ transfer, id }) => announced.push(`sent ${describe(transfer)} as ${id}`))
  let ref: Reference = {
    status: 'idle',
    account: undefined,
    token: undefined,
    amount: '',
    receiver: '',
    lookedUp: undefined,
    quotedFor: undefined,
    quoted: false,
    error: undefined,
    asked: { quotes: [], sends: [], names: [] },
    announced: [],
    wentBack: 0,
  }
  for (const { event, key } of walk) {
    if (event.type === QUOTED || event.type === PROBED) pending.quotes.at(-1)?.resolve(event.output)
    else if (event.type === QUOTE_FAILED || event.type === PROBE_FAILED)
      pending.quotes.at(-1)?.reject(event.error)
    else if (event.type === SENT) pending.sends.at(-1)?.resolve(event.output)
    else if (event.type === SEND_FAILED) pending.sends.at(-1)?.reject(event.error)
    else if (event.type === PAUSED || event.type === NAMED) clock.increment(PAUSE_MS)
    else if (event.type === RESOLVED) pending.names.at(-1)?.resolve(event.output)
    else if (event.type === RESOLVE_FAILED) pending.names.at(-1)?.reject(event.error)
    else if (isFormEvent(event)) actor.send(event)
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(stateOf(snapshot), JSON.stringify(snapshot.value)).toBe(ref.status)
    // Probes (Max) ask for a transfer of nothing; the model lists the quotes of what the form holds.
    expect(
      pending.quotes.filter(({ transfer }) => transfer.amount > 0n).map(({ transfer }) => describe(transfer)),
    ).toEqual(ref.asked.quotes)
    expect(pending.sends.map(({ prepared }) => describe(prepared))).toEqual(ref.asked.sends)
    expect(pending.names.map(({ name }) => name)).toEqual(ref.asked.names)
    expect(announced).toEqual(ref.announced)
    expect(wentBack, 'back to the Account view').toBe(ref.wentBack)
    const view = selectSendView(snapshot)
    // The problem as data, said in core's English words.
    const problem = view.problemMessage && sendProblemText(view.problemMessage)
    expect(problem, 'problem').toBe(expectedProblem(ref))
    // A failure's words, or Max's message as data said in core's English words (never both).
    expect(view.error === undefined || view.maxMessage === undefined, 'error or maxMessage').toBe(true)
    expect(view.error ?? (view.maxMessage && sendProblemText(view.maxMessage)), 'error').toBe(ref.error)
    expect(view.canSubmit, 'canSubmit').toBe(ref.status === 'quoted' && lacks(ref) === undefined)
    expect(view.isSending, 'isSending').toBe(ref.status === 'sending')
    expect(view.fee, 'fee').toBe(ref.status === 'quoted' ? '0.1 ETH' : undefined)
    // The same fee and what the receiver gets as figures, for a UI in another locale.
    expect(view.feeAmount, 'feeAmount').toEqual(
      ref.status === 'quoted' ? { amount: '0.1', symbol: 'ETH' } : undefined,
    )
    expect(view.receivesAmount && `${view.receivesAmount.amount} ${view.receivesAmount.symbol}`).toBe(
      view.receives,
    )
    // The address that will be paid, in full, and the name it was found by.
    expect(view.receiverAddress, 'receiverAddress').toBe(canSendOn(ref.account) ? payee(ref) : undefined)
    expect(view.receiverName, 'receiverName').toBe(ref.lookedUp?.address ? ref.lookedUp.name : undefined)
    // The name's picture only beside an address it pays here.
    expect(view.receiverAvatar, 'receiverAvatar').toBe(ref.lookedUp?.address ? SATOSHI_AVATAR : undefined)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('the Send form: model-based walks', () => {
  const graph = modelGraph({
    machine: sendMachine,
    input: { resolveName: lookUp },
    events: eventsIn,
    canHappen,
    serialize,
    serializeEvent,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map(stateOf))).toEqual(
      new Set(['idle', 'pausing', 'naming', 'resolving', 'quoting', 'probing', 'quoted', 'sending']),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 5)
    // About 5 s on a quiet machine: the deadline leaves a busy one room.
  }, 120_000)
})
