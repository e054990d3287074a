import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import type { EmbeddedAccountType } from '../../chains/eip155/embedded/frame-provider.js'
import { FrameRequestError } from '../../errors/frame.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { accountTypeMachine } from './account-type.machine.js'
import { selectAccountTypeView } from './account-type.selectors.js'
import type { AccountTypeEvent } from './account-type.types.js'

/**
 * Model-based tests: the account type machine's graph is generated (the frame's answers are ordinary
 * events to the generator), then walked on real actors whose frame answers when the test says; the
 * walks take every transition at least once. After every step the state, the view on a chain with a
 * smart account and on one without, the storage and the emitted events are compared with the rules
 * written out again here, and the actor with the model's state.
 */

type Actor = 'smartAccountChains' | 'switchAccount'
type Answer =
  | { type: `xstate.done.actor.${Actor}`; output: unknown }
  | { type: `xstate.error.actor.${Actor}`; error: unknown }
type ModelEvent = AccountTypeEvent | Answer

const CHAIN_WITH = 31337
const CHAIN_WITHOUT = 1
const events: ModelEvent[] = [
  { type: 'ACCOUNT_TYPE.CURRENT', accountType: 'eoa' },
  { type: 'ACCOUNT_TYPE.CURRENT', accountType: 'smartAccount' },
  { type: 'ACCOUNT_TYPE.CURRENT', accountType: undefined },
  { type: 'ACCOUNT_TYPE.SWITCH', to: 'smartAccount' },
  { type: 'ACCOUNT_TYPE.SWITCH', to: 'eoa' },
  { type: 'xstate.done.actor.smartAccountChains', output: [CHAIN_WITH] },
  { type: 'xstate.error.actor.smartAccountChains', error: new FrameRequestError('Something went wrong') },
  { type: 'xstate.done.actor.switchAccount', output: 'smartAccount' },
  {
    type: 'xstate.error.actor.switchAccount',
    error: new FrameRequestError('Smart accounts are not available'),
  },
]

type Step = 'signedOut' | 'readingChains' | 'ready' | 'switching'
const steps: readonly Step[] = ['signedOut', 'readingChains', 'ready', 'switching']
const stateOf = (snapshot: AnyMachineSnapshot) => steps.find((step) => snapshot.matches(step))
const actorState: Record<Actor, Step> = { smartAccountChains: 'readingChains', switchAccount: 'switching' }
const actorOf = (event: ModelEvent): Actor | undefined => {
  const name = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1]
  return name === 'smartAccountChains' || name === 'switchAccount' ? name : undefined
}
const canHappen = (snapshot: AnyMachineSnapshot, event: ModelEvent) => {
  const actor = actorOf(event)
  return actor ? stateOf(snapshot) === actorState[actor] : true
}

/** A state's identity in the model: its value, the account type, the chains with one, the error. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.current,
    snapshot.context.smartAccountChainIds,
    snapshot.context.error,
  ])

type Reference = {
  state: Step
  current: EmbeddedAccountType | undefined
  chains: readonly number[]
  error: string | undefined
  stored: { type: string | undefined; chains: readonly number[] | undefined }
  emitted: string[]
}

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  switch (event.type) {
    case 'ACCOUNT_TYPE.CURRENT':
      // Signed out ends everything; a type from signed out starts reading the chains once.
      if (event.accountType === undefined)
        return ref.state === 'signedOut'
          ? ref
          : { ...ref, state: 'signedOut', current: undefined, error: undefined }
      if (ref.state === 'signedOut') return { ...ref, state: 'readingChains', current: event.accountType }
      return ref.state === 'switching' ? ref : { ...ref, current: event.accountType }
    case 'ACCOUNT_TYPE.SWITCH':
      return ref.state === 'ready' ? { ...ref, state: 'switching' } : ref
    case 'xstate.done.actor.smartAccountChains':
      return { ...ref, state: 'ready', chains: [CHAIN_WITH], stored: { ...ref.stored, chains: [CHAIN_WITH] } }
    case 'xstate.error.actor.smartAccountChains':
      return { ...ref, state: 'ready' }
    case 'xstate.done.actor.switchAccount':
      return {
        ...ref,
        state: 'ready',
        current: 'smartAccount',
        error: undefined,
        stored: { ...ref.stored, type: 'smartAccount' },
        emitted: [...ref.emitted, 'set smartAccount'],
      }
    case 'xstate.error.actor.switchAccount':
      return { ...ref, state: 'ready', error: 'Smart accounts are not available' }
    default:
      return ref
  }
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const pending = new Map<Actor, { resolve(value: unknown): void; reject(error: unknown): void }>()
  const gate = <output>(actor: Actor) =>
    fromPromise<output, void>(
      () =>
        new Promise((resolve, reject) =>
          pending.set(actor, { resolve: (v) => resolve(v as output), reject }),
        ),
    )
  const storage = createStorage(memoryStorage())
  const switchedTo: EmbeddedAccountType[] = []
  const actor = createActor(
    accountTypeMachine.provide({
      actors: {
        smartAccountChains: gate<readonly number[]>('smartAccountChains'),
        switchAccount: fromPromise<
          EmbeddedAccountType,
          { to: EmbeddedAccountType; switchAccount(type: EmbeddedAccountType): Promise<EmbeddedAccountType> }
        >(
          ({ input }) =>
            new Promise((resolve, reject) => {
              switchedTo.push(input.to)
              pending.set('switchAccount', { resolve: (v) => resolve(v as EmbeddedAccountType), reject })
            }),
        ),
      },
    }),
    { input: { storage, switchAccount: async (type) => type } },
  )
  const heard: string[] = []
  actor.on('accountType.set', ({ accountType }) => heard.push(`set ${accountType}`))
  actor.start()
  let ref: Reference = {
    state: 'signedOut',
    current: undefined,
    chains: [],
    error: undefined,
    stored: { type: undefined, chains: undefined },
    emitted: [],
  }
  for (const { event, key } of walk) {
    const answering = actorOf(event)
    if (answering && 'error' in event) pending.get(answering)?.reject(event.error)
    else if (answering && 'output' in event) pending.get(answering)?.resolve(event.output)
    else if (event.type === 'ACCOUNT_TYPE.CURRENT' || event.type === 'ACCOUNT_TYPE.SWITCH') actor.send(event)
    const before = ref.state
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(stateOf(snapshot)).toBe(ref.state)
    // The switch is offered only from the key's own account, on a chain with a smart account, when idle.
    for (const chainId of [CHAIN_WITH, CHAIN_WITHOUT])
      expect(selectAccountTypeView(snapshot, `eip155:${chainId}`)).toEqual({
        current: ref.current,
        canSwitchToSmartAccount:
          ref.state === 'ready' && ref.current === 'eoa' && ref.chains.includes(chainId),
        switching: ref.state === 'switching',
        error: ref.error,
      })
    expect({
      type: storage.get(storageKeys.preferredAccountType('eip155')),
      chains: storage.get(storageKeys.smartAccountEnabledNetworks),
    }).toEqual(ref.stored)
    expect(heard).toEqual(ref.emitted)
    // A switch asks the frame for the account the visitor chose.
    if (event.type === 'ACCOUNT_TYPE.SWITCH' && before === 'ready') expect(switchedTo.at(-1)).toBe(event.to)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('accountType: model-based walks', () => {
  const graph = modelGraph({
    machine: accountTypeMachine,
    input: {
      storage: createStorage(memoryStorage()),
      switchAccount: async (type: EmbeddedAccountType) => type,
    },
    events,
    canHappen,
    serializeEvent: (event) => JSON.stringify('error' in event ? [event.type, String(event.error)] : event),
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map(stateOf))).toEqual(new Set(steps))
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 3)
  })
})
