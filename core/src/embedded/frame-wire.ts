import { isNonEmptyString, isString, optional, shape } from '../storage/validators.js'
import { type FrameCallName, isFrameCallName } from './frame-calls.js'

const isInteger = (value: unknown): value is number => Number.isInteger(value)

/** Prefix of what the page sends (SPEC §7 app events). */
export const APP_EVENT_PREFIX = '@w3m-app/'
/** Prefix of what the frame sends. */
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/**
 * The frame's first message, posted to its parent window at the parent's exact origin once its code
 * runs. It is the only message the page accepts through `window`: after it, everything goes over a
 * private `MessagePort`.
 *
 * @example
 * parent.postMessage({ type: FRAME_READY }, parentOrigin)
 */
export const FRAME_READY = `${FRAME_EVENT_PREFIX}READY`

/**
 * What the frame posts in place of {@link FRAME_READY} when it will not serve the page: the page's
 * origin is not one it may be embedded by (SPEC §6). Accepted only as the ready message is (the
 * frame's window, the frame's exact origin); loading then fails at once with 'unverified_domain'.
 *
 * @example
 * parent.postMessage({ type: FRAME_UNVERIFIED_DOMAIN }, parentOrigin)
 */
export const FRAME_UNVERIFIED_DOMAIN = `${FRAME_EVENT_PREFIX}UNVERIFIED_DOMAIN`

/**
 * The page's answer to {@link FRAME_READY}: it carries, as a transferred object, the port the frame
 * uses from then on. A frame takes it only from its parent window at the origin it was embedded by.
 *
 * @example
 * frame.contentWindow.postMessage({ type: APP_CONNECT_PORT }, frameOrigin, [channel.port2])
 */
export const APP_CONNECT_PORT = `${APP_EVENT_PREFIX}CONNECT_PORT`

/**
 * A call the page makes over the port: the call's name, a random id the answer repeats, the payload.
 *
 * @example
 * const request: FrameRequest = { type: '@w3m-app/CONNECT_EMAIL', id: crypto.randomUUID(), payload: { email } }
 */
export type FrameRequest = {
  type: `${typeof APP_EVENT_PREFIX}${FrameCallName}`
  id: string
  payload?: unknown
}

/**
 * A frame's answer to one request, read and checked: the call it answers, the request's id, and
 * either the success payload (still to be checked against the call's result validator) or the error
 * message the frame gave.
 *
 * @example
 * const reply: FrameReply = { name: 'CONNECT_OTP', id, outcome: 'success', payload: undefined }
 */
export type FrameReply =
  | { name: FrameCallName; id: string; outcome: 'success'; payload: unknown }
  | {
      name: FrameCallName
      id: string
      outcome: 'error'
      message: string | undefined
      code: number | undefined
    }

const isEnvelope = shape({ type: isNonEmptyString, id: isNonEmptyString })
// An error answer's payload: the frame's message and, for an RPC request, the EIP-1193 error code
// (4001 when the visitor refused in the frame).
const isErrorPayload = shape({ message: optional(isString), code: optional(isInteger) })

/**
 * Reads a message that arrived on the frame's port as a reply, or `undefined` when it is not one: an
 * unknown type, a call that does not exist, a missing id, an error payload that is not
 * `{ message?: string, code?: number }`. Unreadable messages are dropped, never thrown on: a frame cannot break the
 * page by what it sends.
 *
 * @example
 * readFrameReply({ type: '@w3m-frame/CONNECT_OTP_SUCCESS', id: 'a1' }) // { name: 'CONNECT_OTP', … }
 */
export function readFrameReply(data: unknown): FrameReply | undefined {
  if (!isEnvelope(data) || !data.type.startsWith(FRAME_EVENT_PREFIX)) return undefined
  const event = data.type.slice(FRAME_EVENT_PREFIX.length)
  const payload: unknown = Reflect.get(data, 'payload')
  if (event.endsWith('_SUCCESS')) {
    const name = event.slice(0, -'_SUCCESS'.length)
    return isFrameCallName(name) ? { name, id: data.id, outcome: 'success', payload } : undefined
  }
  if (event.endsWith('_ERROR')) {
    const name = event.slice(0, -'_ERROR'.length)
    if (!isFrameCallName(name)) return undefined
    if (payload !== undefined && !isErrorPayload(payload)) return undefined
    return { name, id: data.id, outcome: 'error', message: payload?.message, code: payload?.code }
  }
  return undefined
}
