import { assertEvent, assign, emit, enqueueActions } from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import { RequestAbortedError, RequestPendingError } from '../../errors/connection.js'
import type { PendingRequest, WalletAnswer } from '../wallet-request/wallet-request.types.js'
import type { ConnectionContext, ConnectionEmitted, ConnectionEvent } from './connection.types.js'

// Requests to the wallet while connected: one at a time (a wallet shows one prompt), whatever their
// kind; each caller hears back by its request id.

/** `enqueueActions` typed for the connection machine. */
const requestEnqueue = enqueueActions<
  ConnectionContext,
  ConnectionEvent,
  undefined,
  ConnectionEvent,
  never,
  never,
  never,
  never,
  ConnectionEmitted
>

/**
 * The connection machine's actions for requests (spread into its `setup()`).
 *
 * @example
 * setup({ actions: { ...requestActions } })
 */
export const requestActions = {
  // Requests to the wallet, one at a time; each caller hears back by its request id.
  setRequest: assign<ConnectionContext, ConnectionEvent, undefined, ConnectionEvent, never>({
    request: ({ event }): PendingRequest => {
      assertEvent(event, 'CONNECTION.REQUEST')
      return { requestId: event.requestId, request: event.request }
    },
  }),
  clearRequest: assign<ConnectionContext, ConnectionEvent, undefined, ConnectionEvent, never>({
    request: undefined,
  }),
  emitAnswered: emit<
    ConnectionContext,
    ConnectionEvent,
    { answer: WalletAnswer },
    ConnectionEvent,
    ConnectionEmitted
  >(({ context }, params) => ({
    type: 'connection.answered' as const,
    requestId: context.request?.requestId ?? '',
    answer: params.answer,
  })),
  emitRequestFailed: emit<
    ConnectionContext,
    ConnectionEvent,
    { error: unknown },
    ConnectionEvent,
    ConnectionEmitted
  >(({ context }, params) => ({
    type: 'connection.requestFailed' as const,
    requestId: context.request?.requestId ?? '',
    error: params.error,
  })),
  refuseRequest: emit<ConnectionContext, ConnectionEvent, undefined, ConnectionEvent, ConnectionEmitted>(
    ({ event }) => {
      assertEvent(event, 'CONNECTION.REQUEST')
      return {
        type: 'connection.requestFailed' as const,
        requestId: event.requestId,
        error: new RequestPendingError(),
      }
    },
  ),
  // Leaving `connected` with a request still waiting (the wallet or the site disconnected): its caller
  // must not wait forever.
  abortPendingRequest: requestEnqueue(({ context, enqueue }) => {
    if (!context.request) return
    enqueue.emit({
      type: 'connection.requestFailed',
      requestId: context.request.requestId,
      error: new RequestAbortedError({ details: 'the connection ended' }),
    })
    enqueue.assign({ request: undefined })
  }),
}

/**
 * A request to the wallet (one at a time: a wallet shows one prompt), whatever its kind: the
 * modal shows "approve in your wallet", and a cancel or the connection ending answers it.
 */
export const requestRegion = {
  initial: 'idle',
  states: {
    idle: { on: { 'CONNECTION.REQUEST': { target: 'asking', actions: 'setRequest' } } },
    asking: {
      tags: 'awaitingWallet',
      invoke: {
        src: 'askWallet',
        id: 'askWallet',
        input: ({ context }: { context: ConnectionContext }) => ({
          adapter: context.adapter,
          connection: context.connection as Connection,
          request: (context.request as PendingRequest).request,
        }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'emitAnswered',
              params: ({ event }: { event: { output: WalletAnswer } }) => ({ answer: event.output }),
            },
            'clearRequest',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'emitRequestFailed',
              params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
            },
            'clearRequest',
          ],
        },
      },
      on: {
        'CONNECTION.REQUEST': { actions: 'refuseRequest' },
        'CONNECTION.CANCEL_REQUEST': {
          target: 'idle',
          actions: [
            { type: 'emitRequestFailed', params: () => ({ error: new RequestAbortedError() }) },
            'clearRequest',
          ],
        },
      },
    },
  },
} as const
