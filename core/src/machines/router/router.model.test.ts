import { describe, expect, it } from 'vitest'
import { createActor, getNextSnapshot, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { routerMachine } from './router.machine.js'
import { selectOpensAsHeld } from './router.opens-as-held.js'
import type { RouterEnv, RouterEvent, View, ViewName } from './router.types.js'

/**
 * Model-based tests: paths are generated from the router machine itself with `xstate/graph`, replayed
 * against a real router actor, and after every step the actor is checked against oracles written
 * independently from the implementation, one per SPEC §2 rule. Shortest paths reach every state once;
 * each is then extended by every event, so that every transition (not only every state) is checked.
 */

type Effect = { action: 'requestClose' } | { action: 'notifyViewChanged'; view: ViewName }

const events: RouterEvent[] = [
  { type: 'ROUTER.OPEN' },
  {
    type: 'ROUTER.OPEN',
    view: { name: 'Swap', params: { fromToken: 'ETH', toToken: 'USDC', amount: '1.5' } },
  },
  { type: 'ROUTER.OPEN', view: 'Send' },
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

/** The environments every path is generated for: each flag of SPEC §2's open and close rules. */
const environments: Partial<RouterEnv>[] = [
  { hasAdapters: true },
  { hasAdapters: true, isConnected: true, isEmbedded: true },
  { hasAdapters: false, isMobile: true },
  { hasAdapters: false, isMobile: false },
  { hasAdapters: true, manualWalletConnect: true, isMobile: true },
  { hasAdapters: true, enabledFeatures: ['swaps', 'social'] },
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
const optionalViews: Partial<Record<ViewName, string>> = {
  Swap: 'swaps',
  Send: 'send',
  ConnectingFarcaster: 'social',
  ConnectingSocial: 'social',
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
  for (const view of stack) {
    const feature = optionalViews[view]
    if (feature) expect(env.enabledFeatures, `${view} needs ${feature} enabled`).toContain(feature)
  }
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
      const available =
        requested &&
        (!optionalViews[requested] || env.enabledFeatures.includes(optionalViews[requested] as never))
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
        expect(stack, 'an unavailable optional view is not pushed').toEqual(names(before.history))
      }
      break
    }
    case 'ROUTER.REPLACE':
      expect(stack).toEqual([...names(before.history).slice(0, -1), 'Account'])
      break
    case 'ROUTER.RESET':
      expect(stack).toEqual(['SIWXSignMessage'])
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

function runPath(input: Partial<RouterEnv>, steps: { event: RouterEvent }[]) {
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
  for (const { event } of steps) {
    const before = actor.getSnapshot().context
    effects = []
    actor.send(event)
    checkStep(before, event, actor.getSnapshot().context, effects)
  }
  // Runs cover every path and every path extended by each event: where each ends covers every state.
  checkOpensAsHeld(actor.getSnapshot())
  return actor
}

describe('router: model-based paths', () => {
  for (const env of environments) {
    const model = createTestModel(routerMachine, {
      input: { env },
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.context),
      filterEvents: (snapshot, event) =>
        event.type !== 'ROUTER.PUSH' || snapshot.context.history.length < MAX_DEPTH,
    })
    const paths = model.getShortestPaths()
    it(`checks every transition from ${paths.length} states with ${JSON.stringify(env)}`, () => {
      expect(paths.length).toBeGreaterThan(20)
      for (const path of paths) {
        expect(runPath(env, path.steps).getSnapshot().context).toEqual(path.state.context)
        for (const event of events) {
          if (event.type === 'ROUTER.PUSH' && path.state.context.history.length >= MAX_DEPTH) continue
          runPath(env, [...path.steps, { event }])
        }
      }
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
  it('a swap view may be opened with swap arguments', () => {
    const swap = { name: 'Swap', params: { fromToken: 'ETH', toToken: 'USDC', amount: '2' } } as const
    expect(
      top(open({ hasAdapters: true, enabledFeatures: ['swaps'] }, { type: 'ROUTER.OPEN', view: swap })),
    ).toEqual(swap)
  })
  it('an optional view whose feature is off is not shown: opening falls back to the default view', () => {
    expect(top(open({ hasAdapters: true }, { type: 'ROUTER.OPEN', view: 'Swap' }))?.name).toBe('Connect')
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
