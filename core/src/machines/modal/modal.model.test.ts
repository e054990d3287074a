import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { SHAKE_MS } from '../../config/constants.js'
import { checkEveryTransition, modelPaths } from '../../testing/model-paths.js'
import { modalMachine } from './modal.machine.js'
import type { ModalContext, ModalEvent } from './modal.types.js'

/**
 * Model-based tests: every transition of the modal machine (shortest path to each state, extended by
 * every event) is replayed on a real actor with a simulated clock, and checked against SPEC §2 and §4
 * written out independently below. The delayed shake end is an ordinary event to the path generator
 * and a clock tick to the actor. (`createTestModel` refuses machines with delays, so this uses
 * `getShortestPaths` from `xstate/graph` directly.)
 */

const SHAKE_ELAPSED = 'xstate.after.SHAKE_DURATION.modal.motion.shaking'
type ModelEvent = ModalEvent | { type: typeof SHAKE_ELAPSED }
type Effect = 'openRouter' | 'notifyRouterClosed' | 'notifyOpened'

const events: ModelEvent[] = [
  { type: 'MODAL.OPEN' },
  { type: 'MODAL.OPEN', view: 'Account' },
  { type: 'MODAL.OPEN_AS_SHOWN' },
  { type: 'MODAL.CLOSE' },
  { type: 'MODAL.SHAKE' },
  { type: SHAKE_ELAPSED },
  { type: 'MODAL.VIEW_CHANGED', view: 'SIWXSignMessage' },
  { type: 'MODAL.VIEW_CHANGED', view: 'ApproveTransaction' },
  { type: 'MODAL.VIEW_CHANGED', view: 'Connect' },
  { type: 'MODAL.SIGN_IN_CHANGED', signIn: { required: true, hasSession: false } },
  { type: 'MODAL.SIGN_IN_CHANGED', signIn: { required: true, hasSession: true } },
  { type: 'MODAL.SIGN_IN_CHANGED', signIn: { required: false, hasSession: false } },
  { type: 'MODAL.SET_LOADING', loading: true },
  { type: 'MODAL.SET_LOADING', loading: false },
  { type: 'MODAL.SET_LOADING', loading: true, namespace: 'eip155' },
  { type: 'MODAL.SET_LOADING', loading: false, namespace: 'eip155' },
]

type Observed = { open: boolean; shaking: boolean; context: ModalContext }

/** SPEC §2: closing is disabled on the sign and approve views when sign-in is required without a session. */
const closeIsLocked = ({ view, signIn }: ModalContext) =>
  (view === 'SIWXSignMessage' || view === 'ApproveTransaction') && signIn.required && !signIn.hasSession

function checkStep(before: Observed, event: ModelEvent, after: Observed, effects: Effect[]) {
  switch (event.type) {
    case 'MODAL.OPEN':
      expect(after.open).toBe(true)
      expect(effects, 'opening always resets the router').toContain('openRouter')
      expect(effects.includes('notifyOpened')).toBe(!before.open)
      break
    case 'MODAL.OPEN_AS_SHOWN':
      expect(after.open).toBe(true)
      expect(effects, 'the router keeps the stack the skin showed').not.toContain('openRouter')
      expect(effects.includes('notifyOpened')).toBe(!before.open)
      break
    case 'MODAL.CLOSE':
      if (!before.open) {
        expect(after.open).toBe(false)
      } else if (closeIsLocked(before.context)) {
        expect(after.open, 'a locked modal stays open').toBe(true)
        expect(after.shaking, 'and shakes instead').toBe(true)
        expect(effects).not.toContain('notifyRouterClosed')
      } else {
        expect(after.open).toBe(false)
        expect(effects, 'closing resets the router').toContain('notifyRouterClosed')
      }
      break
    case 'MODAL.SHAKE':
      expect(after.shaking).toBe(true)
      break
    case SHAKE_ELAPSED:
      expect(after.shaking, 'the shake flag lasts 500 ms').toBe(false)
      break
    case 'MODAL.SET_LOADING':
      if (event.namespace)
        expect(after.context.loadingNamespaces.includes(event.namespace)).toBe(event.loading)
      else expect(after.context.loading).toBe(event.loading)
      break
    default:
      expect(after.open, 'facts changing never opens or closes the modal').toBe(before.open)
  }
}

function observe(actor: { getSnapshot(): { matches(v: object): boolean; context: ModalContext } }): Observed {
  const snapshot = actor.getSnapshot()
  return {
    open: snapshot.matches({ visibility: 'open' }),
    shaking: snapshot.matches({ motion: 'shaking' }),
    context: snapshot.context,
  }
}

function runPath(steps: readonly { event: ModelEvent }[]) {
  const clock = new SimulatedClock()
  let effects: Effect[] = []
  const record = (effect: Effect) => () => effects.push(effect)
  const actor = createActor(
    modalMachine.provide({
      actions: {
        openRouter: record('openRouter'),
        notifyRouterClosed: record('notifyRouterClosed'),
        notifyOpened: record('notifyOpened'),
      },
    }),
    { input: {}, clock },
  ).start()
  for (const { event } of steps) {
    const before = observe(actor)
    effects = []
    if (event.type === SHAKE_ELAPSED) clock.increment(SHAKE_MS)
    else actor.send(event)
    checkStep(before, event, observe(actor), effects)
  }
  return { actor, clock }
}

describe('modal: model-based paths', () => {
  const paths = modelPaths({ machine: modalMachine, input: {}, events })
  it(`checks every transition from ${paths.length} states`, async () => {
    expect(paths.length).toBeGreaterThan(50)
    await checkEveryTransition({
      paths,
      events,
      // The shake's timer runs only while shaking.
      canHappen: (snapshot, event) => event.type !== SHAKE_ELAPSED || snapshot.matches({ motion: 'shaking' }),
      replay(steps, path) {
        const { actor } = runPath(steps)
        if (steps.length === path.steps.length) expect(actor.getSnapshot().value).toEqual(path.state.value)
      },
    })
  })
})

describe('modal: one test per SPEC rule', () => {
  it('opens and closes', () => {
    const { actor } = runPath([{ event: { type: 'MODAL.OPEN' } }, { event: { type: 'MODAL.CLOSE' } }])
    expect(actor.getSnapshot().matches({ visibility: 'closed' })).toBe(true)
  })
  it('closing is refused on the sign view while sign-in is required and no session exists, and it shakes', () => {
    const { actor } = runPath([
      { event: { type: 'MODAL.SIGN_IN_CHANGED', signIn: { required: true, hasSession: false } } },
      { event: { type: 'MODAL.OPEN' } },
      { event: { type: 'MODAL.VIEW_CHANGED', view: 'SIWXSignMessage' } },
      { event: { type: 'MODAL.CLOSE' } },
    ])
    expect(actor.getSnapshot().matches({ visibility: 'open', motion: 'shaking' })).toBe(true)
  })
  it('closing is allowed on the sign view once a session exists', () => {
    const { actor } = runPath([
      { event: { type: 'MODAL.SIGN_IN_CHANGED', signIn: { required: true, hasSession: true } } },
      { event: { type: 'MODAL.OPEN' } },
      { event: { type: 'MODAL.VIEW_CHANGED', view: 'SIWXSignMessage' } },
      { event: { type: 'MODAL.CLOSE' } },
    ])
    expect(actor.getSnapshot().matches({ visibility: 'closed' })).toBe(true)
  })
  it('the shake flag lasts exactly 500 ms, and a new shake restarts it', () => {
    const { actor, clock } = runPath([{ event: { type: 'MODAL.SHAKE' } }])
    clock.increment(300)
    actor.send({ type: 'MODAL.SHAKE' })
    clock.increment(499)
    expect(actor.getSnapshot().matches({ motion: 'shaking' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ motion: 'still' })).toBe(true)
  })
  it('loading flags are kept per namespace', () => {
    const { actor } = runPath([
      { event: { type: 'MODAL.SET_LOADING', loading: true, namespace: 'eip155' } },
      { event: { type: 'MODAL.SET_LOADING', loading: true, namespace: 'solana' } },
      { event: { type: 'MODAL.SET_LOADING', loading: false, namespace: 'eip155' } },
    ])
    expect(actor.getSnapshot().context.loadingNamespaces).toEqual(['solana'])
  })
})
