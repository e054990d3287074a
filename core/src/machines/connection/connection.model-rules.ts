import { expect } from 'vitest'
import type { AnyMachineSnapshot, createActor } from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import type { Connection } from '../../chains/adapter.types.js'
import type { Namespace } from '../../networks/network.types.js'
import { authCacheKeys, storageKeys } from '../../storage/keys.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import { OTHER_EVM_ADDRESS, stringify, UNKNOWN_EVM_NETWORK } from './connection.fixtures.js'
import type { connectionMachine } from './connection.machine.js'
import { ATTEMPT_DONE, knownNetworkOf, type ModelEvent } from './connection.model-events.js'
import { selectAccountView, selectConnectionStatus } from './connection.selectors.js'
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

/** What a switch that did not happen to `connectorId` says. */
const switchFailedFor = (connectorId: string | undefined) => [
  expect.objectContaining({ action: 'connection.switchFailed', connectorId }),
]

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
  // How a switch went is said by the step that settles it (see the cases below), and by no other.
  const switchSignals = effects.filter((e) => e.action.startsWith('connection.switch'))
  const settling = /^CONNECTION\.(SWITCH|CANCEL)$|\.actor\.reconnect$/.test(event.type)
  if (!settling) expectSame(switchSignals.length, 0, 'no switch settles here')

  switch (event.type) {
    case 'CONNECTION.CONNECT': {
      // A connect starts a new attempt without a wallet connected, over a rejected, failed or pending
      // one, and (adding a wallet) while connected with another connector: that connection stays
      // meanwhile. Connecting the connected wallet again, or while restoring or disconnecting, is ignored.
      const adding =
        matches(before.value, 'connected') && before.context.connection?.connectorId !== event.connectorId
      if (before.value === 'disconnected' || isAttempting(before.value) || adding) {
        expect(effects).toContainEqual(
          expect.objectContaining({ action: 'connection.attemptStarted', connectorId: event.connectorId }),
        )
        // An unknown connector has no wallet to ask (the attempt then fails at once).
        const known = context.connectors.some((c) => c.id === event.connectorId)
        expect(effects, 'the wallet is asked').toContainEqual({
          action: 'attempt.started',
          connectorId: known ? event.connectorId : undefined,
        })
        if (before.context.connection)
          expect(after.value, 'the connected wallet keeps following its wallet').toMatchObject({
            connected: { adding: 'attempting' },
          })
        else expect(after.value).toBe('attempt')
        expect(context.error, 'no error shows while the wallet is asked').toBeUndefined()
        expect(context.connection, 'the connected wallet stays meanwhile').toEqual(before.context.connection)
      } else expect(after.value, 'connect is ignored').toEqual(before.value)
      break
    }
    case 'CONNECTION.SWITCH':
      if (matches(before.value, 'connected') && !isAttempting(before.value)) {
        expect(after.value, 'restored without a prompt').toBe('reconnecting')
        expect(context.connection, 'the connected wallet stays meanwhile').toEqual(before.context.connection)
        expect(after.status).toBe('connected')
        expect(switchSignals, 'said once it is over').toEqual([])
        run.switchPrompt = event.prompt !== false
      } else {
        expect(after.value, 'switching needs a connection at rest, no wallet being added').toEqual(
          before.value,
        )
        expect(switchSignals, 'refused at once: its caller need not wait').toEqual(
          switchFailedFor(event.connectorId),
        )
      }
      break
    case ATTEMPT_DONE:
      expect(matches(after.value, 'connected')).toBe(true)
      expect(after.storage.recent?.[0]?.id, 'the newest recent wallet first').toBe(context.connectorId)
      expect(new Set(after.storage.recent?.map((w) => w.id)).size).toBe(after.storage.recent?.length)
      expect(after.storage.recent?.length).toBeLessThanOrEqual(2)
      expect(after.storage.lastWallet).toBe(context.connectorId)
      expect(closed, 'connecting closes the modal').toBe(true)
      break
    case 'CONNECTION.ATTEMPT_CHANGED':
      // What the attempt shows (a rejection offers a retry); the connected wallet, if any, stays.
      expect(context.error).toEqual(event.error)
      expect(after.value).toEqual(before.value)
      expect(selectConnectionStatus(runSnapshot(run))).toBe(
        before.context.connection ? 'connected' : 'disconnected',
      )
      break
    case 'CONNECTION.RETRY':
      if (isAttempting(before.value)) {
        expect(effects, 'the wallet is asked again').toContainEqual({ action: 'ATTEMPT.RETRY' })
        expect(context.error, 'no error shows while it is asked').toBeUndefined()
      } else expect(after.value).toEqual(before.value)
      break
    case 'CONNECTION.CANCEL':
      if (isAttempting(before.value) || before.value === 'reconnecting') {
        if (before.context.connection) {
          expect(after.value, 'back to the connected wallet').toMatchObject({ connected: {} })
          expect(context.connection).toEqual(before.context.connection)
        } else expect(after.value, 'cancel gives up the attempt').toBe('disconnected')
      }
      // A cancelled switch did not happen: its caller hears so.
      expect(switchSignals).toEqual(
        before.value === 'reconnecting' && before.context.connection
          ? switchFailedFor(before.context.connectorId)
          : [],
      )
      break
    case 'CONNECTION.DISCONNECT':
    case 'CONNECTION.SYNC_FAILED': {
      if (matches(before.value, 'connected')) {
        expect(after.value).toBe('disconnecting')
        run.closeModalOnDisconnect = event.type === 'CONNECTION.DISCONNECT' && event.closeModal !== false
      } else if (
        event.type === 'CONNECTION.DISCONNECT' &&
        before.context.connection &&
        before.value !== 'disconnecting'
      ) {
        // While another wallet is added or switched to, the connected one is disconnected.
        expect(after.value).toBe('disconnecting')
        run.closeModalOnDisconnect = event.closeModal !== false
      } else if (before.value === 'reconnecting') {
        expect(after.value).toBe('disconnected')
        expect(after.storage.status).toBe('disconnected')
      } else if (event.type === 'CONNECTION.DISCONNECT' && isAttempting(before.value)) {
        expect(after.value, 'disconnect during an attempt cancels it').toBe('disconnected')
      } else expect(after.value, 'nothing to disconnect').toEqual(before.value)
      break
    }
    case 'xstate.done.actor.disconnect':
      expect(after.value).toBe('disconnected')
      expect(closed, 'closes the modal unless told otherwise').toBe(run.closeModalOnDisconnect)
      break
    case 'CONNECTION.ACCOUNTS_CHANGED':
      if (event.accounts.length === 0) {
        expect(after.value, 'no accounts: disconnected').toBe('disconnected')
        expect(closed, 'the modal is not closed').toBe(false)
      } else {
        expect(context.connection && activeAccountOf(context.connection).address).toBe(OTHER_EVM_ADDRESS)
        expect(effects, 'the balance is read again, of the new account').toContainEqual({
          action: 'balance.read',
          address: OTHER_EVM_ADDRESS,
          caipNetworkId: knownNetworkOf(context.connection),
        })
        expect(context.balance, 'no stale balance shows meanwhile').toEqual({ status: 'reading' })
      }
      break
    case 'CONNECTION.CHAIN_CHANGED':
      expect(context.connection?.caipNetworkId).toBe(event.caipNetworkId)
      // On a network the site does not configure there is none to read from.
      expect(effects, 'the balance is read again, on the new network').toContainEqual({
        action: 'balance.read',
        address: context.connection && activeAccountOf(context.connection).address,
        caipNetworkId: event.caipNetworkId === UNKNOWN_EVM_NETWORK ? undefined : event.caipNetworkId,
      })
      expect(context.balance).toEqual({ status: 'reading' })
      break
    case 'CONNECTION.REFRESH_BALANCE':
      if (matches(before.value, 'connected'))
        expect(effects, 'read again on request').toContainEqual(
          expect.objectContaining({ action: 'balance.read' }),
        )
      break
    case 'CONNECTION.WALLET_DISCONNECTED':
      expect(after.value).toBe('disconnected')
      expect(closed).toBe(false)
      break
    case 'CONNECTION.BALANCE_CHANGED':
      if (event.read.status === 'ready')
        expect(selectAccountView(runSnapshot(run)).balance).toEqual({
          amount: '10000.000',
          formatted: '10,000.000',
          symbol: 'ETH',
        })
      else
        expect(selectAccountView(runSnapshot(run)), 'a failed read keeps the connection').toMatchObject({
          status: 'connected',
          balance: undefined,
          isBalanceLoading: false,
        })
      break
    case 'CONNECTION.SELECT_ACCOUNT': {
      const shared = before.context.connection?.accounts.some((account) => account.address === event.address)
      if (matches(before.value, 'connected') && shared) {
        // The picked account is active (first); the wallet's other accounts stay, and its balance is read.
        expect(context.connection && activeAccountOf(context.connection).address).toBe(event.address)
        expect(context.connection?.accounts.length).toBe(before.context.connection?.accounts.length)
        expect(context.balance, 'no stale balance shows meanwhile').toEqual({ status: 'reading' })
        expect(effects, 'the balance is read again, of the picked account').toContainEqual(
          expect.objectContaining({ action: 'balance.read', address: event.address }),
        )
      } else
        expect(context.connection, 'an address the wallet did not share changes nothing').toEqual(
          before.context.connection,
        )
      break
    }
    case 'CONNECTION.REQUEST': {
      const wasIdle = matches(before.value, 'connected') && before.context.request === undefined
      if (wasIdle) {
        expect(context.request, 'the wallet is asked').toEqual({
          requestId: event.requestId,
          request: event.request,
        })
        expect(after.value).toMatchObject({ connected: { request: 'asking' } })
      } else if (before.context.request) {
        // One request at a time: the second is refused at once, the first keeps waiting.
        expect(effects, JSON.stringify([before.value, after.value, before.context.request])).toContainEqual({
          action: 'connection.requestFailed',
          requestId: event.requestId,
        })
        expect(context.request).toEqual(before.context.request)
      } else expect(context.request, 'not connected: nothing to sign with').toBeUndefined()
      break
    }
    case 'CONNECTION.CANCEL_REQUEST':
      if (before.context.request)
        expect(effects).toContainEqual({
          action: 'connection.requestFailed',
          requestId: before.context.request.requestId,
        })
      expect(context.request).toBeUndefined()
      break
    case 'xstate.done.actor.askWallet':
      expect(effects).toContainEqual({
        action: 'connection.answered',
        requestId: before.context.request?.requestId,
      })
      expect(context.request).toBeUndefined()
      break
    case 'xstate.error.actor.askWallet':
      expect(effects).toContainEqual({
        action: 'connection.requestFailed',
        requestId: before.context.request?.requestId,
      })
      expect(context.request).toBeUndefined()
      break
    case 'xstate.done.actor.reconnect':
    case 'xstate.error.actor.reconnect': {
      const restored = event.type === 'xstate.done.actor.reconnect' && event.output !== null
      expect(closed, 'a restored connection does not touch the modal').toBe(false)
      if (restored) {
        expect(context.connection).toEqual(restoredAs(event.output as Connection, before, run))
        expect(after.status).toBe('connected')
        // A switch names the connection it replaced (still held at its wallet); a restore on load none.
        expect(switchSignals).toEqual(
          before.context.connection
            ? [
                expect.objectContaining({
                  action: 'connection.switched',
                  connectorId: context.connection?.connectorId,
                  previous: before.context.connection,
                }),
              ]
            : [],
        )
      } else if (before.context.connection && !run.switchPrompt) {
        // A switch that may not prompt fails: the connected wallet stays, and its caller hears so.
        expect(after.value).toMatchObject({ connected: { adding: 'idle' } })
        expect(context.connection).toEqual(before.context.connection)
        expect(context.connectorId).toBe(before.context.connection.connectorId)
        expect(switchSignals).toEqual(switchFailedFor(before.context.connectorId))
        expect(effects, 'never a prompt').not.toContainEqual(
          expect.objectContaining({ action: 'attempt.started' }),
        )
      } else if (before.context.connection) {
        // The wallet forgot the site: a new login (a prompt), the connected wallet kept meanwhile.
        expect(after.value).toMatchObject({ connected: { adding: 'attempting' } })
        expect(context.connectorId).toBe(before.context.connectorId)
        expect(context.connection).toEqual(before.context.connection)
      } else {
        expect(after.value).toBe('disconnected')
        expect(after.storage.status).toBe('disconnected')
      }
      break
    }
  }
}

/**
 * The connection a restore keeps: the wallet's, with the account the visitor picked before the page
 * loaded first (on load, not in a switch), where the visitor picks and the wallet still shares it.
 */
function restoredAs(output: Connection, before: Observed, run: Run): Connection {
  const picked = before.storage.activeAccount
  if (!run.visitorPicks || before.context.connection || !picked) return output
  const chosen = output.accounts.find((account) => account.address === picked)
  return chosen
    ? { ...output, accounts: [chosen, ...output.accounts.filter((account) => account !== chosen)] }
    : output
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
