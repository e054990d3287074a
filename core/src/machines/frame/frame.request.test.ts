import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyEventObject, createActor, createMachine, fromCallback, fromPromise } from 'xstate'
import type { FrameCallName } from '../../embedded/frame-calls.js'
import type { FrameChannel } from '../../embedded/frame-channel.js'
import { FrameAbortedError, FrameRequestTimeoutError } from '../../errors/frame.js'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_LOGIN_REQUEST_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
} from './frame.constants.js'
import { frameMachine } from './frame.machine.js'
import { frameLoginRequest } from './frame.request.js'
import type { FrameEvent } from './frame.types.js'

/**
 * The login requests' one timeout: a real frame machine whose frame opens after `openMs` (never, when
 * undefined) with a channel whose calls wait until the test answers them, beside a foyer that records
 * the alerts it is sent. Timers are fake: the frame machine's delays and the request's deadline run on
 * the same clock.
 */
function frameSystem(openMs: number | undefined) {
  const calls: { name: FrameCallName; signal: AbortSignal | undefined; answer(value: unknown): void }[] = []
  const channel: FrameChannel = {
    call: (name, _payload, options) =>
      new Promise((resolve, reject) => {
        const signal = options?.signal
        calls.push({ name, signal, answer: (value) => resolve(value as never) })
        signal?.addEventListener('abort', () => reject(new FrameAbortedError()))
      }),
    close: () => undefined,
  }
  const openFrame = fromPromise<FrameChannel, { url: string }>(
    () =>
      new Promise((resolve) => {
        if (openMs !== undefined) setTimeout(() => resolve(channel), openMs)
      }),
  )
  // The project has sign-in on (the stand-in foyer below only records alerts).
  const checkSignIn = fromCallback<FrameEvent>(({ sendBack }) => sendBack({ type: 'FRAME.SIGN_IN_ON' }))
  const alerts: AnyEventObject[] = []
  const host = createMachine({
    invoke: [
      {
        src: frameMachine.provide({ actors: { openFrame, checkSignIn } }),
        systemId: 'frame',
        input: { url: 'https://login.example/?projectId=p1', loadNow: false },
      },
      {
        src: fromCallback<AnyEventObject>(({ receive }) => receive((event) => alerts.push(event))),
        systemId: 'foyer',
      },
    ],
  })
  const root = createActor(host).start()
  return { root, calls, alerts }
}

const requestTimedOut = { type: 'FOYER.ALERT', alert: { id: 'IFRAME_REQUEST_TIMEOUT' } }

describe('frameLoginRequest', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("a request the frame leaves unanswered fails at 120 s with 'iframe_request_timeout' and one alert", async () => {
    const { root, calls, alerts } = frameSystem(0)
    const outcome = frameLoginRequest(root, 'CONNECT_EMAIL', { email: 'ada@example.com' }).catch(
      (error: unknown) => error,
    )

    await vi.advanceTimersByTimeAsync(FRAME_LOGIN_REQUEST_TIMEOUT_MS - 1)
    expect(calls.map((call) => call.name)).toEqual(['CONNECT_EMAIL'])
    expect(calls[0]?.signal?.aborted).toBe(false)
    expect(alerts).toEqual([])

    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(FrameRequestTimeoutError)
    expect(error).toMatchObject({ shortMessage: 'iframe_request_timeout' })
    expect(calls[0]?.signal?.aborted, 'the call is abandoned').toBe(true)
    expect(alerts).toEqual([requestTimedOut])
    root.stop()
  })

  it("the 120 s count from the ask, the frame's loading included", async () => {
    const openMs = 10_000
    const { root, calls, alerts } = frameSystem(openMs)
    const outcome = frameLoginRequest(root, 'GET_FARCASTER_URI', undefined).catch((error: unknown) => error)

    await vi.advanceTimersByTimeAsync(openMs + FRAME_READY_DELAY_MS)
    expect(
      calls.map((call) => call.name),
      'asked once the frame is ready',
    ).toEqual(['GET_FARCASTER_URI'])

    await vi.advanceTimersByTimeAsync(FRAME_LOGIN_REQUEST_TIMEOUT_MS - openMs - FRAME_READY_DELAY_MS)
    expect(await outcome).toBeInstanceOf(FrameRequestTimeoutError)
    expect(alerts).toEqual([requestTimedOut])
    root.stop()
  })

  it('an answer within 120 s passes through, and no deadline is left running', async () => {
    const { root, calls, alerts } = frameSystem(0)
    const asked = frameLoginRequest(root, 'CONNECT_OTP', { otp: '123456' })
    await vi.advanceTimersByTimeAsync(FRAME_LOGIN_REQUEST_TIMEOUT_MS - 1)
    calls[0]?.answer(undefined)
    await expect(asked).resolves.toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(FRAME_LOGIN_REQUEST_TIMEOUT_MS)
    expect(alerts).toEqual([])
    root.stop()
  })

  it('abandoned by its asker (the machine left the state that asked): rejects as the call does, no alert', async () => {
    const { root, calls, alerts } = frameSystem(0)
    const asker = new AbortController()
    const asked = frameLoginRequest(root, 'CONNECT_SOCIAL', { uri: 'https://login.example/r' }, asker.signal)
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    asker.abort()
    await expect(asked).rejects.toBeInstanceOf(FrameAbortedError)
    expect(calls[0]?.signal?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(FRAME_LOGIN_REQUEST_TIMEOUT_MS)
    expect(alerts).toEqual([])
    root.stop()
  })

  it("a frame that never loads fails as the frame does ('iframe_load_failed' at 20 s), not as a request timeout", async () => {
    const { root, calls, alerts } = frameSystem(undefined)
    const outcome = frameLoginRequest(root, 'UPDATE_EMAIL', { email: 'ada@new.example' }).catch(
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS)
    expect(await outcome).toMatchObject({ shortMessage: 'iframe_load_failed' })
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(FRAME_LOGIN_REQUEST_TIMEOUT_MS)
    expect(alerts).toEqual([{ type: 'FOYER.ALERT', alert: { id: 'IFRAME_LOAD_FAILED' } }])
    root.stop()
  })
})
