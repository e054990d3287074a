import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, getNextSnapshot, type SnapshotFrom } from 'xstate'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { defaultRouterEnv, routerMachine } from './router.machine.js'
import { selectOpensAsHeld } from './router.opens-as-held.js'
import { locksClose } from './router.rules.js'
import type { OptionalFeature, RouterEnv, RouterEvent, View, ViewName } from './router.types.js'
import type { ViewRules } from './router.views.js'

/**
 * Model-based tests: the router machine's graph is generated from the machine itself, then walked on
 * real router actors; the walks take every transition (not only every state) at least once. After
 * every step the actor is checked against oracles written independently from the implementation, one
 * per SPEC §2 rule, and against the model's state.
 */

type Effect = { action: 'requestClose' } | { action: 'notifyViewChanged'; view: ViewName }

const events: RouterEvent[] = [
  { type: 'ROUTER.OPEN' },
  { type: 'ROUTER.OPEN', view: { name: 'ConnectingSocial', params: { provider: 'google' } } },
  { type: 'ROUTER.OPEN', view: 'Receive' },
  { type: 'ROUTER.PUSH', view: 'AllWallets' },
  { type: 'ROUTER.PUSH', view: { name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } } },
  { type: 'ROUTER.PUSH', view: 'ConnectingFarcaster' },
  { type: 'ROUTER.PUSH', view: 'Connect' },
  { type: 'ROUTER.REPLACE', view: 'Account' },
  { type: 'ROUTER.RESET', view: 'SIWXSignMessage' },
  { type: 'ROUTER.BACK' },
  { type: 'ROUTER.CLOSED' },
  { type: 'ROUTER.ENV', env: { isConnected: true } },
  { type: 'ROUTER.ENV', env: { isConnected: false } },
]

/**
 * The views of the modules the walks run with (the embedded wallet's social ones, receive's, sign-in's),
 * declared as their modules declare them.
 */
const views: ViewRules = {
  ConnectingSocial: { feature: 'social' },
  ConnectingFarcaster: { feature: 'social' },
  Receive: { feature: 'receive' },
  SIWXSignMessage: { locksClose: true },
}

/** The environments every graph is generated for: each flag of SPEC §2's open and close rules. */
const environments: Partial<RouterEnv>[] = [
  { hasAdapters: true, views },
  { hasAdapters: true, isConnected: true, isEmbedded: true, views },
  { hasAdapters: false, isMobile: true, views },
  { hasAdapters: false, isMobile: false, views },
  { hasAdapters: true, manualWalletConnect: true, isMobile: true, views },
  { hasAdapters: true, enabledFeatures: ['receive', 'social'], views },
  // A Foyer running none of those modules: their views never show, whatever the features.
  { hasAdapters: true, enabledFeatures: ['receive', 'social'] },
]

const MAX_DEPTH = 3
const names = (history: readonly View[]) => history.map((view) => view.name)

/** SPEC §2, written out again as a table so the test does not trust the implementation's helpers. */
function expectedOpenView(env: RouterEnv): ViewName {
  if (env.isConnected) return 'Account'
  if (!env.hasAdapters || env.manualWalletConnect)
    return env.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}
/** The modules' views of the walks, with the feature each needs (`null`: none). */
const moduleViews: Partial<Record<ViewName, OptionalFeature | null>> = {
  ConnectingFarcaster: 'social',
  ConnectingSocial: 'social',
  Receive: 'receive',
  SIWXSignMessage: null,
}

/** SPEC §2: a module's view shows only where its module runs, and while its feature, if any, is on. */
function isAvailable(name: ViewName, env: RouterEnv): boolean {
  const feature = moduleViews[name]
  if (feature === undefined) return true
  return name in env.views && (feature === null || env.enabledFeatures.includes(feature))
}

function checkStep(
  before: { history: readonly View[]; env: RouterEnv },
  event: RouterEvent,
  after: { history: readonly View[]; env: RouterEnv },
  effects: Effect[],
) {
  const { env } = after
  const stack = names(after.history)
  expect(stack.length, 'the stack is never empty').toBeGreaterThan(0)
  for (const view of stack) expect(isAvailable(view, env), `${view} shows only where it may`).toBe(true)
  const changed = JSON.stringify(before.history) !== JSON.stringify(after.history)
  const announced = effects.filter((e) => e.action === 'notifyViewChanged')
  if (changed)
    expect(announced.at(-1), 'every stack change is announced to the modal').toEqual({
      action: 'notifyViewChanged',
      view: stack.at(-1),
    })

  switch (event.type) {
    case 'ROUTER.OPEN': {
      const requested = typeof event.view === 'string' ? event.view : event.view?.name
      const available = requested && isAvailable(requested, env)
      // Opening resets the stack to the requested view, else to the default view (SPEC §2).
      expect(stack).toEqual([available ? requested : expectedOpenView(env)])
      if (available && typeof event.view === 'object') expect(after.history[0]).toEqual(event.view)
      break
    }
    case 'ROUTER.BACK': {
      if (before.history.length === 1) {
        // With one history entry, back closes the modal.
        expect(effects).toContainEqual({ action: 'requestClose' })
        expect(stack).toEqual(names(before.history))
      } else {
        // Back pops a view; when connected, Connect is shown as Account.
        const popped = names(before.history).slice(0, -1)
        if (env.isConnected && popped.at(-1) === 'Connect') popped[popped.length - 1] = 'Account'
        expect(stack).toEqual(popped)
      }
      break
    }
    case 'ROUTER.CLOSED':
      // Closing resets to Connect; in embedded mode to Account when connected.
      expect(stack).toEqual([env.isEmbedded && env.isConnected ? 'Account' : 'Connect'])
      break
    case 'ROUTER.PUSH': {
      const pushed = typeof event.view === 'string' ? event.view : event.view.name
      if (stack.at(-1) === pushed) {
        const wasOnTop = before.history.at(-1)?.name === pushed
        expect(stack.length).toBe(wasOnTop ? before.history.length : before.history.length + 1)
      } else {
        expect(stack, 'a view that may not show is not pushed').toEqual(names(before.history))
      }
      break
    }
    case 'ROUTER.REPLACE':
      expect(stack).toEqual([...names(before.history).slice(0, -1), 'Account'])
      break
    case 'ROUTER.RESET':
      expect(stack).toEqual(isAvailable('SIWXSignMessage', env) ? ['SIWXSignMessage'] : names(before.history))
      break
    case 'ROUTER.ENV':
      expect(stack, 'facts changing does not navigate').toEqual(names(before.history))
      break
  }
}

/**
 * The skin paints a closed modal's content before the open is processed only when the open will show
 * that content: the selector must say so exactly when an open leaves the stack as it is.
 */
function checkOpensAsHeld(snapshot: SnapshotFrom<typeof routerMachine>) {
  for (const event of events) {
    if (event.type !== 'ROUTER.OPEN') continue
    const opened = getNextSnapshot(routerMachine, snapshot, event)
    const unchanged = JSON.stringify(opened.context.history) === JSON.stringify(snapshot.context.history)
    expect(
      selectOpensAsHeld(snapshot, event.view),
      `${JSON.stringify(event)} on ${JSON.stringify(snapshot.context.history)}`,
    ).toBe(unchanged)
  }
}

/** A state's identity in the model: the router's context (its facts and its stack). */
const serialize = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.context)

/**
 * Plays the steps on a new router, checking each against SPEC §2 and, where a step has the model's
 * state (its identity, `key`), the actor against it. The selector of opens that leave the stack as it
 * is is checked in every state the router is in, once per state (it reads the context alone):
 * `opensChecked` holds the states checked already, across the walks of a graph.
 */
function runPath(
  input: Partial<RouterEnv>,
  steps: readonly { event: RouterEvent; key?: ModelStep<RouterEvent>['key'] }[],
  opensChecked = new Set<string>(),
) {
  let effects: Effect[] = []
  const actor = createActor(
    routerMachine.provide({
      actions: {
        requestClose: () => effects.push({ action: 'requestClose' }),
        notifyViewChanged: ({ context }) =>
          effects.push({ action: 'notifyViewChanged', view: context.history.at(-1)?.name as ViewName }),
      },
    }),
    { input: { env: input } },
  ).start()
  const checkOpensOnce = (state: string) => {
    if (opensChecked.has(state)) return
    opensChecked.add(state)
    checkOpensAsHeld(actor.getSnapshot())
  }
  checkOpensOnce(serialize(actor.getSnapshot()))
  for (const { event, key } of steps) {
    const before = actor.getSnapshot().context
    effects = []
    actor.send(event)
    checkStep(before, event, actor.getSnapshot().context, effects)
    const actual = serialize(actor.getSnapshot())
    checkOpensOnce(actual)
    // The actor is where the model says (compared as the model tells states apart).
    if (key !== undefined && actual !== key) expect(actual).toBe(key)
  }
  return actor
}

describe('router: model-based walks', () => {
  for (const env of environments) {
    const graph = modelGraph({
      machine: routerMachine,
      input: { env },
      events,
      serialize,
      canHappen: (snapshot, event) =>
        event.type !== 'ROUTER.PUSH' || snapshot.context.history.length < MAX_DEPTH,
    })
    it(`checks every transition from ${graph.nodes.length} states with ${JSON.stringify(env)}`, async () => {
      expect(graph.nodes.length).toBeGreaterThan(20)
      const opensChecked = new Set<string>()
      const report = await checkEveryTransition({
        graph,
        replay: (steps) => {
          runPath(env, steps, opensChecked).stop()
        },
      })
      // Every state tries every event but the pushes, and the pushes too below the deepest stack.
      expect(report.transitions).toBeGreaterThanOrEqual(graph.nodes.length * (events.length - 4))
      expect(opensChecked.size, 'the opens of every state were checked').toBe(graph.nodes.length)
    })
  }
})

describe('router: one test per SPEC §2 rule', () => {
  const open = (env: Partial<RouterEnv>, event: RouterEvent = { type: 'ROUTER.OPEN' }) =>
    runPath(env, [{ event }])
  const top = (actor: ReturnType<typeof open>) => actor.getSnapshot().context.history.at(-1)

  it('opening resets the stack to the requested view', () => {
    const actor = runPath({ hasAdapters: true }, [
      { event: { type: 'ROUTER.PUSH', view: 'AllWallets' } },
      { event: { type: 'ROUTER.OPEN', view: 'Account' } },
    ])
    expect(names(actor.getSnapshot().context.history)).toEqual(['Account'])
  })
  it('opening shows Account when an address is connected, Connect when not', () => {
    expect(top(open({ hasAdapters: true, isConnected: true }))?.name).toBe('Account')
    expect(top(open({ hasAdapters: true }))?.name).toBe('Connect')
  })
  it('with no adapters and no address it shows AllWallets on mobile, ConnectingWalletConnectBasic elsewhere', () => {
    expect(top(open({ hasAdapters: false, isMobile: true }))?.name).toBe('AllWallets')
    expect(top(open({ hasAdapters: false, isMobile: false }))?.name).toBe('ConnectingWalletConnectBasic')
  })
  it('manual wallet-connect control shows AllWallets on mobile, ConnectingWalletConnectBasic elsewhere', () => {
    expect(top(open({ hasAdapters: true, manualWalletConnect: true, isMobile: true }))?.name).toBe(
      'AllWallets',
    )
    expect(top(open({ hasAdapters: true, manualWalletConnect: true }))?.name).toBe(
      'ConnectingWalletConnectBasic',
    )
  })
  it('a view may be opened with its params', () => {
    const social = { name: 'ConnectingSocial', params: { provider: 'github' } } as const
    expect(
      top(
        open(
          { hasAdapters: true, enabledFeatures: ['social'], views },
          { type: 'ROUTER.OPEN', view: social },
        ),
      ),
    ).toEqual(social)
  })
  it('an optional view whose feature is off is not shown: opening falls back to the default view', () => {
    expect(top(open({ hasAdapters: true, views }, { type: 'ROUTER.OPEN', view: 'Receive' }))?.name).toBe(
      'Connect',
    )
  })
  it("a module's view is not shown where its module does not run, even with its feature on", () => {
    const env = { hasAdapters: true, enabledFeatures: ['receive'] } satisfies Partial<RouterEnv>
    expect(top(open(env, { type: 'ROUTER.OPEN', view: 'Receive' }))?.name).toBe('Connect')
    expect(top(open({ ...env, views }, { type: 'ROUTER.OPEN', view: 'Receive' }))?.name).toBe('Receive')
  })
  it('closing may be locked on the views whose module says so, and on no core view', () => {
    const env = { ...defaultRouterEnv, views }
    expect(locksClose({ name: 'SIWXSignMessage' }, env)).toBe(true)
    expect(locksClose({ name: 'Receive' }, env)).toBe(false)
    expect(locksClose({ name: 'Connect' }, env)).toBe(false)
    expect(locksClose({ name: 'SIWXSignMessage' }, defaultRouterEnv)).toBe(false)
  })
  it('going back pops a view, and Connect is shown as Account when connected', () => {
    const actor = runPath({ hasAdapters: true }, [
      { event: { type: 'ROUTER.OPEN' } },
      { event: { type: 'ROUTER.PUSH', view: 'AllWallets' } },
      { event: { type: 'ROUTER.ENV', env: { isConnected: true } } },
      { event: { type: 'ROUTER.BACK' } },
    ])
    expect(names(actor.getSnapshot().context.history)).toEqual(['Account'])
  })
  it('with one history entry, back asks the modal to close', () => {
    runPath({ hasAdapters: true }, [{ event: { type: 'ROUTER.OPEN' } }, { event: { type: 'ROUTER.BACK' } }])
  })
  it('closing resets the stack to Connect; embedded shows Account when connected, else Connect', () => {
    const close = (env: Partial<RouterEnv>) =>
      names(
        runPath(env, [
          { event: { type: 'ROUTER.PUSH', view: 'AllWallets' } },
          { event: { type: 'ROUTER.CLOSED' } },
        ]).getSnapshot().context.history,
      )
    expect(close({ isConnected: true })).toEqual(['Connect'])
    expect(close({ isEmbedded: true, isConnected: true })).toEqual(['Account'])
    expect(close({ isEmbedded: true, isConnected: false })).toEqual(['Connect'])
  })
})
