import { expect } from 'vitest'
import { activeAccountOf } from '../../chains/account.js'
import type { Connection } from '../../chains/adapter.types.js'
import { OTHER_EVM_ADDRESS, UNKNOWN_EVM_NETWORK } from './connection.fixtures.js'
import { ATTEMPT_DONE, knownNetworkOf, type ModelEvent } from './connection.model-events.js'
import {
  type Effect,
  isAttempting,
  matches,
  type Observed,
  type Run,
  runSnapshot,
} from './connection.model-rules.js'
import { selectAccountView, selectConnectionStatus } from './connection.selectors.js'

// SPEC §4 written out again, event by event: what the step that handled each event must have done,
// beside the invariants every step keeps (connection.model-rules.ts).

/** What a switch that did not happen to `connectorId` says. */
const switchFailedFor = (connectorId: string | undefined) => [
  expect.objectContaining({ action: 'connection.switchFailed', connectorId }),
]

/**
 * What `event` must have done, by its type: checked on every step of the walk after the invariants.
 * `closed` says whether the step closed the modal (a connection made, or one that went and closes it).
 */
export function checkEvent({
  before,
  event,
  after,
  effects,
  run,
  closed,
}: {
  before: Observed
  event: ModelEvent
  after: Observed
  effects: Effect[]
  run: Run
  closed: boolean
}) {
  const { context } = after
  const switchSignals = effects.filter((e) => e.action.startsWith('connection.switch'))
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
    case 'xstate.error.actor.askWallet':
      // The wallet's answer or failure goes to the request's caller, and the request is over.
      expect(effects).toContainEqual({
        action:
          event.type === 'xstate.done.actor.askWallet' ? 'connection.answered' : 'connection.requestFailed',
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
