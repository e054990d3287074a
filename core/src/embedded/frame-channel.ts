import {
  FrameAbortedError,
  FrameMessageTooLargeError,
  FrameRequestAbortedError,
  FrameRequestError,
  UnverifiedDomainError,
} from '../errors/frame.js'
import { type FrameCallName, type FramePayload, type FrameResult, frameCalls } from './frame-calls.js'
import { fitsWithin, frameAnswerLimit } from './frame-message-size.js'
import { checkFrameUrls } from './frame-urls.js'
import {
  APP_CONNECT_PORT,
  APP_EVENT_PREFIX,
  FRAME_READY,
  FRAME_UNVERIFIED_DOMAIN,
  type FrameRequest,
  readFrameReply,
} from './frame-wire.js'

/**
 * The page's side of an open channel to the login frame: calls that resolve with the frame's checked
 * answer, and `close`.
 *
 * @example
 * const { action } = await channel.call('CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export type FrameChannel = {
  /**
   * Sends one call and waits for its answer. Resolves with the success payload once it passes the
   * call's validator; rejects with `FrameRequestError` (the frame's message, else 'An error
   * occurred') on an error answer or an unreadable success payload; with 'Request was aborted' (an
   * RPC request) or 'Something went wrong' (any other call) when `signal` aborts or the channel closes;
   * with `FrameMessageTooLargeError` when the answer is over the call's size cap (64 KiB, 8 MiB for an
   * RPC request), and with `FrameUrlRefusedError` when an address it hands over has a scheme its call
   * does not allow (a social login's page: https only).
   * Waiting has no limit here: `boundedFrameCall` puts the SPEC's 120 s around the calls that need it
   * (the login requests through `frameLoginRequest`, the wallet's through `boundedFrameChannel`).
   */
  call<name extends FrameCallName>(
    name: name,
    payload: FramePayload<name>,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<FrameResult<name>>
  /** Closes the port; every pending call rejects with 'Something went wrong'. */
  close(): void
}

/**
 * Where the handshake listens and whom it trusts: the page's window, the frame's window and the
 * frame's exact origin (scheme, host and port).
 *
 * @example
 * const options: FrameHandshakeOptions = { host: window, frameWindow: iframe.contentWindow, frameOrigin: 'https://login.example' }
 */
export type FrameHandshakeOptions = {
  host: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The frame's window (`iframe.contentWindow`): only its messages count, only it gets the port. */
  frameWindow: { postMessage(message: unknown, targetOrigin: string, transfer: Transferable[]): void }
  frameOrigin: string
  signal?: AbortSignal | undefined
  /** Makes the channel's pair of ports; `new MessageChannel()` by default. */
  createChannel?: () => MessageChannel
  /** Makes request ids; `crypto.randomUUID` by default. */
  createId?: () => string
}

/**
 * Waits for the frame's ready message and opens a private channel with it. The ready message counts
 * only when it comes from the frame's own window (`event.source`) at the frame's exact origin; any
 * other message — from another frame, the opener, the page itself, or the right window at the wrong
 * origin — is ignored. The page then hands the frame one end of a `MessageChannel`, posted to the
 * frame's origin only (never `'*'`), and from then on talks over that port, which no other window can
 * reach. Rejects with 'unverified_domain' when the frame says it will not serve this page, and with
 * 'Something went wrong' when `signal` aborts first.
 *
 * @example
 * const channel = await openFrameChannel({ host: window, frameWindow: iframe.contentWindow, frameOrigin, signal })
 */
export function openFrameChannel(options: FrameHandshakeOptions): Promise<FrameChannel> {
  const { host, frameWindow, frameOrigin, signal } = options
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new FrameAbortedError({ details: 'the frame handshake was aborted' }))
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameWindow || event.origin !== frameOrigin) return
      if (typeOf(event.data) === FRAME_UNVERIFIED_DOMAIN) {
        stop()
        return reject(new UnverifiedDomainError())
      }
      if (typeOf(event.data) !== FRAME_READY) return
      stop()
      const pair = options.createChannel?.() ?? new MessageChannel()
      frameWindow.postMessage({ type: APP_CONNECT_PORT }, frameOrigin, [pair.port2])
      resolve(channelOver(pair.port1, options.createId ?? (() => crypto.randomUUID())))
    }
    const onAbort = () => {
      stop()
      reject(new FrameAbortedError({ details: 'the frame handshake was aborted' }))
    }
    const stop = () => {
      host.removeEventListener('message', onMessage)
      signal?.removeEventListener('abort', onAbort)
    }
    host.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort)
  })
}

const typeOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? Reflect.get(data, 'type') : undefined

// A call waiting for its answer: `deliver` settles it with the payload when the payload is this
// call's result (and says whether it was), `fail` rejects it.
type Pending = { name: FrameCallName; deliver: (payload: unknown) => boolean; fail: (error: Error) => void }

// The id a message from the frame names, read alone, before anything else of the message: a short
// string, or nothing.
const idOf = (data: unknown): string | undefined => {
  const id: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'id') : undefined
  return typeof id === 'string' && id.length <= MAX_ID_LENGTH ? id : undefined
}
const MAX_ID_LENGTH = 128

function channelOver(port: MessagePort, createId: () => string): FrameChannel {
  const pending = new Map<string, Pending>()
  port.onmessage = (event: MessageEvent) => {
    const data: unknown = event.data
    const id = idOf(data)
    const waiting = id === undefined ? undefined : pending.get(id)
    // A message that answers no waiting call is dropped unread, whatever its size.
    if (id === undefined || !waiting) return
    // The size first, counted up to the call's cap: a frame cannot make the page read (validate, copy,
    // show) tens of megabytes. The call it names fails, loudly.
    const limit = frameAnswerLimit(waiting.name)
    if (!fitsWithin(data, limit)) {
      pending.delete(id)
      return waiting.fail(
        new FrameMessageTooLargeError({
          details: `the frame answered ${waiting.name} with more than ${limit} bytes`,
        }),
      )
    }
    const reply = readFrameReply(data)
    // An answer counts only for the call it names: an id guessed onto another call is dropped.
    if (!reply || waiting.name !== reply.name) return
    pending.delete(reply.id)
    if (reply.outcome === 'error')
      return waiting.fail(new FrameRequestError(reply.message, { rpcCode: reply.code }))
    if (waiting.deliver(reply.payload)) return
    waiting.fail(
      new FrameRequestError(undefined, {
        details: `the frame answered ${reply.name} with an unreadable payload`,
      }),
    )
  }
  const abortedError = (name: FrameCallName) =>
    name === 'RPC_REQUEST'
      ? new FrameRequestAbortedError()
      : new FrameAbortedError({ details: `${name} was aborted` })

  return {
    call(name, payload, { signal } = {}) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(abortedError(name))
        const id = createId()
        const onAbort = () => {
          if (!pending.delete(id)) return
          if (name === 'RPC_REQUEST') send('RPC_ABORT', undefined)
          reject(abortedError(name))
        }
        const isResult = frameCalls[name].result
        pending.set(id, {
          name,
          deliver: (payload) => {
            if (!isResult(payload)) return false
            signal?.removeEventListener('abort', onAbort)
            // An address the frame hands over is opened only with a scheme its call allows.
            try {
              checkFrameUrls(name, payload)
            } catch (error) {
              reject(error)
              return true
            }
            resolve(payload)
            return true
          },
          fail: (error) => {
            signal?.removeEventListener('abort', onAbort)
            reject(error)
          },
        })
        signal?.addEventListener('abort', onAbort)
        send(name, payload, id)
      })
    },
    close() {
      for (const [id, waiting] of pending) {
        pending.delete(id)
        waiting.fail(new FrameAbortedError({ details: 'the frame channel closed' }))
      }
      port.onmessage = null
      port.close()
    },
  }

  function send(name: FrameCallName, payload: unknown, id: string = createId()) {
    const request: FrameRequest = { type: `${APP_EVENT_PREFIX}${name}`, id, payload }
    port.postMessage(request)
  }
}
