import { expect } from 'vitest'
import type { AnyMachineSnapshot, createActor } from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import type { Connection } from '../../chains/adapter.types.js'
import type { Namespace } from '../../networks/network.types.js'
import { authCacheKeys, storageKeys } from '../../storage/keys.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import { stringify } from './connection.fixtures.js'
import type { connectionMachine } from './connection.machine.js'
import { checkEvent } from './connection.model-event-checks.js'
import { knownNetworkOf, type ModelEvent } from './connection.model-events.js'
import { selectConnectionStatus } from './connection.selectors.js'
import type { ConnectionContext } from './connection.types.js'

// SPEC §4 written out again: what each step of a walk must have done (see connection.model-check.ts).

export type Effect = {
  action: string
  connection?: Connection | undefined
  connectorId?: string | undefined
  requestId?: string | undefined
  closeModal?: boolean
  /** What the balance actor was asked to read: the address, on the network (none when unknown). */
  address?: string | undefined
  caipNetworkId?: string | undefined
}

export type Observed = {
  /**
   * Whether the wallet was asked to end a connection outside `disconnecting`: never, since the one a
   * switch replaces is left for its caller to end (multi-wallet's hand-over does).
   */
  endedElsewhere: boolean
  value: unknown
  status: string
  context: ConnectionContext
  storage: {
    status: string | undefined
    connectorId: string | undefined
    namespaces: readonly Namespace[] | undefined
    recent: readonly { id: string }[] | undefined
    lastWallet: string | undefined
    authCache: boolean
    /** The address of the account the visitor picked (kept where the visitor picks). */
    activeAccount: string | undefined
  }
}

export function observe(actor: { getSnapshot(): AnyMachineSnapshot }, storage: TypedStorage): Observed {
  const snapshot = actor.getSnapshot()
  return {
    endedElsewhere: false,
    value: snapshot.value,
    status: selectConnectionStatus(snapshot as never),
    context: snapshot.context as ConnectionContext,
    storage: {
      status: storage.get(storageKeys.connectionStatus('eip155')),
      connectorId: storage.get(storageKeys.connectedConnectorId('eip155')),
      namespaces: storage.get(storageKeys.connectedNamespaces),
      recent: storage.get(storageKeys.recentWallets),
      lastWallet: storage.get(storageKeys.lastWallet),
      authCache: authCacheKeys.some((key) => storage.get(key) !== undefined),
      activeAccount: storage.get(storageKeys.activeAccount('eip155')),
    },
  }
}

/** Whether a connect attempt runs (without a connection, or adding another wallet). */
export const isAttempting = (value: unknown) => matches(value, 'attempt') || matches(value, 'attempting')

/** Whether a state value names `state` at any depth (`{ connected: { request: 'asking' } }` names three). */
export const matches = (value: unknown, state: string): boolean =>
  typeof value === 'string'
    ? value === state
    : typeof value === 'object' &&
      value !== null &&
      Object.entries(value).some(([name, child]) => name === state || matches(child, state))

/**
 * `expect(actual, message).toBe(expected)`, called only when they differ: the invariants below hold
 * after each of ~100,000 steps, and an `expect` call costs more than the step itself.
 */
export function expectSame(actual: unknown, expected: unknown, message?: string) {
  if (!Object.is(actual, expected)) expect(actual, message).toBe(expected)
}

/** SPEC §4, written out again as checks on what the actor did, independent of the machine's rules. */
export function checkStep(before: Observed, event: ModelEvent, after: Observed, effects: Effect[], run: Run) {
  const { context } = after
  // A connection exists exactly while the status is connected.
  expectSame(after.status === 'connected', context.connection !== undefined, 'connected ⇔ a connection')
  if (context.connection && !matches(after.value, 'disconnecting')) {
    expectSame(after.storage.status, 'connected', 'a live connection is stored')
    expectSame(after.storage.connectorId, context.connection.connectorId)
    expectSame(after.storage.namespaces?.includes('eip155'), true, 'the namespace is stored')
    // Where the visitor picks, the active account is kept with its wallet, so a reload restores it.
    if (run.visitorPicks)
      expectSame(
        after.storage.activeAccount,
        activeAccountOf(context.connection).address,
        'the active account is stored',
      )
  }
  // Where the wallet says which account is active, the site keeps none.
  if (!run.visitorPicks) expectSame(after.storage.activeAccount, undefined, 'no picked account is stored')
  // Every change of the connection is announced to the network machine, a restored one (no prompt:
  // the reconnect actor's answer) as restored.
  if (stringify(before.context.connection) !== stringify(context.connection)) {
    const announced = effects
      .filter((e) => e.action === 'notifyConnectionChanged' || e.action === 'notifyConnectionRestored')
      .at(-1)
    expect(announced?.connection, 'the network machine hears of it').toEqual(context.connection)
    if (context.connection)
      expect(announced?.action, 'restored without a prompt, or made now').toBe(
        event.type === 'xstate.done.actor.reconnect' ? 'notifyConnectionRestored' : 'notifyConnectionChanged',
      )
  }
  // A connection that goes is forgotten: status, connector, namespace, auth cache (SPEC §4).
  if (before.context.connection && !context.connection) {
    expect(after.storage).toMatchObject({
      status: 'disconnected',
      connectorId: undefined,
      authCache: false,
      activeAccount: undefined,
    })
    expect(after.storage.namespaces ?? []).not.toContain('eip155')
  }
  // The modal closes after a connection made with a prompt (unless the visitor went on to a view about
  // a connection: connectionViews' rule, tested there), and after a disconnect that asked for it.
  // A connection made or restored has its balance read at once, of its active account.
  if (context.connection && !before.context.connection)
    expect(effects).toContainEqual({
      action: 'balance.read',
      address: activeAccountOf(context.connection).address,
      caipNetworkId: knownNetworkOf(context.connection),
    })
  const closed = effects.some(
    (e) => e.action === 'connection.made' || (e.action === 'connection.disconnected' && e.closeModal),
  )
  // A request waiting when the connection goes is answered, so its caller does not wait forever.
  if (before.context.request && !matches(after.value, 'connected'))
    expect(effects).toContainEqual({
      action: 'connection.requestFailed',
      requestId: before.context.request.requestId,
    })
  if (!matches(after.value, 'connected')) expectSame(context.request, undefined)
  expectSame(after.endedElsewhere, false, 'a connection is ended only by disconnecting it')
  // How a switch went is said by the step that settles it (see checkEvent), and by no other.
  const switchSignals = effects.filter((e) => e.action.startsWith('connection.switch'))
  const settling = /^CONNECTION\.(SWITCH|CANCEL)$|\.actor\.reconnect$/.test(event.type)
  if (!settling) expectSame(switchSignals.length, 0, 'no switch settles here')

  checkEvent({ before, event, after, effects, run, closed })
}

export type Run = {
  actor: ReturnType<typeof createActor<typeof connectionMachine>>
  storage: TypedStorage
  closeModalOnDisconnect: boolean
  /** Whether the last switch asked for may prompt (its `prompt`), as the walk sent it. */
  switchPrompt: boolean
  /** Whether the namespace's visitors pick the active account. */
  visitorPicks: boolean
}
export const runSnapshot = (run: Run) => run.actor.getSnapshot()
