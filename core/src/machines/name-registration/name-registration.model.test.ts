import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate'
import type { NameSuggestion } from '../../api/blockchain/blockchain-api.types.js'
import { HttpStatusError } from '../../errors/http.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { nameRegistrationMachine } from './name-registration.machine.js'
import { selectRegisterNameView } from './name-registration.selectors.js'
import type { NameRegistry, SignedRegistration } from './name-registration.types.js'

/**
 * Model-based tests: the name registration machine's graph is generated (the actors' answers and the
 * typing pause are ordinary events to the generator), then walked on real actors with a simulated
 * clock and actors that wait for the test; the walks take every transition at least once. After every
 * step the state, the requests made (suggestions, signatures, registrations), the success view asked
 * for, the announcements and the view model are compared with the rules written out again, and the
 * actor with the model's state: suggestions only for a valid label once typing pauses for 250 ms; only
 * a valid label is signed for; what is signed is registered; a failure goes back to the field with
 * SPEC §8's text (the service's reason first), the label kept; a reset forgets everything.
 */

const SUFFIX = '.reown.id'
const PAUSE_MS = 250
const SUGGESTED = 'xstate.done.actor.suggestNames'
const SUGGEST_FAILED = 'xstate.error.actor.suggestNames'
const SIGNED = 'xstate.done.actor.signRegistration'
const SIGN_FAILED = 'xstate.error.actor.signRegistration'
const REGISTERED = 'xstate.done.actor.registerName'
const REGISTER_FAILED = 'xstate.error.actor.registerName'
const PAUSED = 'xstate.after.nameSuggestionDebounce.nameRegistration.editing.waiting'
const TYPING = 'TEST.JUST_UNDER_THE_PAUSE'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TAKEN_REASON = 'Name is already registered'

type ModelEvent =
  | { type: 'NAMES.OPEN' }
  | { type: 'NAMES.TYPE'; label: string }
  | { type: 'NAMES.SUBMIT' }
  | { type: 'NAMES.CHOOSE'; label: string }
  | { type: 'NAMES.RESET' }
  | { type: typeof SUGGESTED; output: readonly NameSuggestion[] }
  | { type: typeof SUGGEST_FAILED; error: Error }
  | { type: typeof SIGNED; output: SignedRegistration }
  | { type: typeof SIGN_FAILED; error: Error }
  | { type: typeof REGISTERED; output: undefined }
  | { type: typeof REGISTER_FAILED; error: Error }
  | { type: typeof PAUSED }
  | { type: typeof TYPING }

const suggestionsFor = (label: string): readonly NameSuggestion[] => [
  { name: `${label}${SUFFIX}`, registered: true },
  { name: `${label}1${SUFFIX}`, registered: false },
]
const signedFor = (name: string): SignedRegistration => ({
  coinType: 60,
  address: ADDRESS,
  message: JSON.stringify({ name }),
  signature: '0xabc',
})
const refusedAsTaken = () =>
  new HttpStatusError(409, { body: JSON.stringify({ reasons: [{ description: TAKEN_REASON }] }) })

const events: ModelEvent[] = [
  { type: 'NAMES.OPEN' },
  { type: 'NAMES.TYPE', label: 'satoshi' },
  { type: 'NAMES.TYPE', label: 'sat' },
  { type: 'NAMES.SUBMIT' },
  { type: 'NAMES.CHOOSE', label: 'satoshi1' },
  { type: 'NAMES.RESET' },
  { type: SUGGESTED, output: suggestionsFor('satoshi') },
  { type: SUGGEST_FAILED, error: new Error('offline') },
  { type: SIGNED, output: signedFor('satoshi.reown.id') },
  { type: SIGN_FAILED, error: new Error('User rejected the request') },
  { type: REGISTERED, output: undefined },
  { type: REGISTER_FAILED, error: refusedAsTaken() },
  { type: PAUSED },
  { type: TYPING },
]

type Status = 'idle' | 'waiting' | 'suggesting' | 'signing' | 'registering' | 'registered'
const stateOf = (snapshot: AnyMachineSnapshot): Status =>
  typeof snapshot.value === 'string'
    ? (snapshot.value as Status)
    : (Object.values(snapshot.value)[0] as Status)

/** A state's identity in the model: its value, the label, the suggestions, the error, the name registered. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.label,
    snapshot.context.suggestions ?? null,
    snapshot.context.error ?? null,
    snapshot.context.registered ?? null,
  ])

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const status = stateOf(snapshot)
  if (event.type === SUGGESTED || event.type === SUGGEST_FAILED) return status === 'suggesting'
  if (event.type === SIGNED || event.type === SIGN_FAILED) return status === 'signing'
  if (event.type === REGISTERED || event.type === REGISTER_FAILED) return status === 'registering'
  if (event.type === PAUSED) return status === 'waiting'
  return true
}

type Reference = {
  status: Status
  label: string
  /** The label whose suggestions are shown. */
  suggested: string | undefined
  error: string | undefined
  registered: string | undefined
  asked: { suggestions: string[]; signatures: string[]; registrations: string[] }
  successViews: string[]
  announced: string[]
}

const isValid = (label: string) => /^[a-zA-Z0-9-]{4,}$/.test(label) && label.slice(2, 4) !== '--'
const editing = (status: Status) => status === 'idle' || status === 'waiting' || status === 'suggesting'

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  const name = `${ref.label}${SUFFIX}`
  const sign = (label: string): Reference => ({
    ...ref,
    status: 'signing',
    label,
    suggested: label === ref.label ? ref.suggested : undefined,
    error: undefined,
    asked: { ...ref.asked, signatures: [...ref.asked.signatures, `${label}${SUFFIX}`] },
  })
  switch (event.type) {
    // Showing the view (again) keeps what is typed and a registration under way.
    case 'NAMES.OPEN':
      return ref
    case 'NAMES.TYPE':
      if (!editing(ref.status)) return ref
      return {
        ...ref,
        status: isValid(event.label) ? 'waiting' : 'idle',
        label: event.label,
        suggested: undefined,
        error: undefined,
      }
    case 'NAMES.SUBMIT':
      return editing(ref.status) && isValid(ref.label) ? sign(ref.label) : ref
    case 'NAMES.CHOOSE':
      return editing(ref.status) && isValid(event.label)
        ? { ...sign(event.label), suggested: undefined }
        : ref
    case 'NAMES.RESET':
      return {
        ...ref,
        status: 'idle',
        label: '',
        suggested: undefined,
        error: undefined,
        registered: undefined,
      }
    case PAUSED:
      return {
        ...ref,
        status: 'suggesting',
        asked: { ...ref.asked, suggestions: [...ref.asked.suggestions, ref.label] },
      }
    case SUGGESTED:
      return { ...ref, status: 'idle', suggested: ref.label }
    case SUGGEST_FAILED:
      return { ...ref, status: 'idle', error: 'Error fetching name suggestions' }
    case SIGNED:
      return {
        ...ref,
        status: 'registering',
        asked: { ...ref.asked, registrations: [...ref.asked.registrations, name] },
      }
    case SIGN_FAILED:
      return { ...ref, status: 'idle', error: `Error registering name ${name}` }
    case REGISTERED:
      return {
        ...ref,
        status: 'registered',
        registered: name,
        successViews: [...ref.successViews, name],
        announced: [...ref.announced, name],
      }
    case REGISTER_FAILED:
      return { ...ref, status: 'idle', error: TAKEN_REASON }
    default:
      return ref
  }
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const pending = {
    suggestions: [] as {
      label: string
      resolve(value: readonly NameSuggestion[]): void
      reject(e: unknown): void
    }[],
    signatures: [] as { name: string; resolve(value: SignedRegistration): void; reject(e: unknown): void }[],
    registrations: [] as { name: string; resolve(): void; reject(e: unknown): void }[],
  }
  const registry: NameRegistry = { suggestions: async () => [], register: async () => {} }
  const successViews: string[] = []
  const announced: string[] = []
  const clock = new SimulatedClock()
  const machine = nameRegistrationMachine.provide({
    actors: {
      suggestNames: fromPromise<
        readonly NameSuggestion[],
        { registry: NameRegistry; label: string; zone: string }
      >(({ input }) => {
        expect(input.zone).toBe('reown.id')
        return new Promise((resolve, reject) =>
          pending.suggestions.push({ label: input.label, resolve, reject }),
        )
      }),
      signRegistration: fromPromise<SignedRegistration, { message: string }>(({ input }) => {
        const { name } = JSON.parse(input.message) as { name: string }
        return new Promise((resolve, reject) => pending.signatures.push({ name, resolve, reject }))
      }),
      registerName: fromPromise<void, { registry: NameRegistry; signed: SignedRegistration }>(({ input }) => {
        const { name } = JSON.parse(input.signed.message) as { name: string }
        return new Promise<void>((resolve, reject) => pending.registrations.push({ name, resolve, reject }))
      }),
    },
    actions: {
      showSuccess: ({ context }) => {
        if (context.registered) successViews.push(context.registered)
      },
    },
  })
  const actor = createActor(machine, { input: { registry, suffix: SUFFIX, now: () => 0 }, clock }).start()
  actor.on('names.registered', (emitted) => {
    expect(emitted.address).toBe(ADDRESS)
    announced.push(emitted.name)
  })
  let ref: Reference = {
    status: 'idle',
    label: '',
    suggested: undefined,
    error: undefined,
    registered: undefined,
    asked: { suggestions: [], signatures: [], registrations: [] },
    successViews: [],
    announced: [],
  }
  for (const { event, key } of walk) {
    if (event.type === SUGGESTED) pending.suggestions.at(-1)?.resolve(suggestionsFor(ref.label))
    else if (event.type === SUGGEST_FAILED) pending.suggestions.at(-1)?.reject(new Error('offline'))
    else if (event.type === SIGNED) {
      const last = pending.signatures.at(-1)
      last?.resolve(signedFor(last.name))
    } else if (event.type === SIGN_FAILED)
      pending.signatures.at(-1)?.reject(new Error('User rejected the request'))
    else if (event.type === REGISTERED) pending.registrations.at(-1)?.resolve()
    else if (event.type === REGISTER_FAILED) pending.registrations.at(-1)?.reject(refusedAsTaken())
    else if (event.type === PAUSED) clock.increment(PAUSE_MS)
    else if (event.type === TYPING) clock.increment(PAUSE_MS - 1)
    else actor.send(event)
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(stateOf(snapshot), JSON.stringify(snapshot.value)).toBe(ref.status)
    expect({
      suggestions: pending.suggestions.map((each) => each.label),
      signatures: pending.signatures.map((each) => each.name),
      registrations: pending.registrations.map((each) => each.name),
    }).toEqual(ref.asked)
    expect(successViews, 'the success view asked for').toEqual(ref.successViews)
    expect(announced, 'names.registered').toEqual(ref.announced)
    const view = selectRegisterNameView(snapshot)
    expect(view).toEqual({
      isReady: true,
      label: ref.label,
      suffix: SUFFIX,
      canSubmit: editing(ref.status) && isValid(ref.label),
      isSuggesting: ref.status === 'waiting' || ref.status === 'suggesting',
      suggestions: ref.suggested
        ? [
            { label: ref.suggested, name: `${ref.suggested}${SUFFIX}`, isTaken: true },
            { label: `${ref.suggested}1`, name: `${ref.suggested}1${SUFFIX}`, isTaken: false },
          ]
        : [],
      error: ref.error,
      isRegistering: ref.status === 'signing' || ref.status === 'registering',
      registered: ref.registered,
    })
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('name registration: model-based walks', () => {
  const registry: NameRegistry = { suggestions: async () => [], register: async () => {} }
  const graph = modelGraph({
    machine: nameRegistrationMachine,
    input: { registry, suffix: SUFFIX, now: () => 0 },
    events,
    canHappen,
    serializeEvent: (event) =>
      JSON.stringify({ type: event.type, label: 'label' in event ? event.label : null }),
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map(stateOf))).toEqual(
      new Set(['idle', 'waiting', 'suggesting', 'signing', 'registering', 'registered']),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 5)
  })

  it('waits for typing to pause: each key starts the 250 ms over, and only the last label is asked for', async () => {
    const asked: string[] = []
    const clock = new SimulatedClock()
    const actor = createActor(
      nameRegistrationMachine.provide({
        actors: {
          suggestNames: fromPromise<
            readonly NameSuggestion[],
            { registry: NameRegistry; label: string; zone: string }
          >(async ({ input }) => {
            asked.push(input.label)
            return []
          }),
        },
      }),
      { input: { registry, suffix: SUFFIX, now: () => 0 }, clock },
    ).start()
    actor.send({ type: 'NAMES.TYPE', label: 'satoshi' })
    clock.increment(PAUSE_MS - 50)
    // Spaces around what is typed are not part of the label.
    actor.send({ type: 'NAMES.TYPE', label: ' satoshin ' })
    expect(actor.getSnapshot().context.label).toBe('satoshin')
    clock.increment(PAUSE_MS - 50)
    await settle()
    expect(asked).toEqual([])
    clock.increment(50)
    await settle()
    expect(asked).toEqual(['satoshin'])
    actor.stop()
  })

  it('registers what the visitor typed in lowercase, and never a punycode (xn--) label', () => {
    const actor = createActor(nameRegistrationMachine, {
      input: { registry, suffix: SUFFIX, now: () => 0 },
      clock: new SimulatedClock(),
    }).start()
    actor.send({ type: 'NAMES.TYPE', label: 'SaToShi' })
    expect(actor.getSnapshot().context.label).toBe('satoshi')
    actor.send({ type: 'NAMES.TYPE', label: 'xn--80ak6aa92e' })
    expect(actor.getSnapshot().can({ type: 'NAMES.SUBMIT' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'NAMES.CHOOSE', label: 'XN--80AK6AA92E' })).toBe(false)
    actor.stop()
  })
})
