import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameAbortedError, FrameRequestAbortedError, FrameRequestTimeoutError } from '../errors/frame.js'
import { boundedFrameChannel } from './bounded-frame-channel.js'
import type { FrameCallName } from './frame-calls.js'
import type { FrameChannel } from './frame-channel.js'

/** A channel whose calls wait until answered, and reject as the real one does when their signal aborts. */
function waitingChannel() {
  const calls: { name: FrameCallName; signal: AbortSignal | undefined; answer(value: unknown): void }[] = []
  const channel: FrameChannel = {
    call: (name, _payload, options) =>
      new Promise((resolve, reject) => {
        const signal = options?.signal
        calls.push({ name, signal, answer: (value) => resolve(value as never) })
        signal?.addEventListener('abort', () =>
          reject(name === 'RPC_REQUEST' ? new FrameRequestAbortedError() : new FrameAbortedError()),
        )
      }),
    close: vi.fn(),
  }
  return { channel, calls }
}

const TIMEOUT = 120_000
const rpc = { method: 'personal_sign', params: [], chainId: 1, chainNamespace: 'eip155' }

describe('boundedFrameChannel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("a call the frame leaves unanswered is aborted at the deadline, rejects with 'iframe_request_timeout' and is reported", async () => {
    const { channel, calls } = waitingChannel()
    const onTimeout = vi.fn()
    const asked = boundedFrameChannel(channel, TIMEOUT, onTimeout).call('RPC_REQUEST', rpc)
    const outcome = asked.catch((error: unknown) => error)

    await vi.advanceTimersByTimeAsync(TIMEOUT - 1)
    expect(calls[0]?.signal?.aborted).toBe(false)
    expect(onTimeout).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(FrameRequestTimeoutError)
    expect(error).toMatchObject({ shortMessage: 'iframe_request_timeout' })
    // The abort reaches the frame (the channel sends RPC_ABORT on it), so it does not sign later.
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('RPC_REQUEST')
  })

  it('an answer before the deadline passes through, and no deadline is left running', async () => {
    const { channel, calls } = waitingChannel()
    const onTimeout = vi.fn()
    const asked = boundedFrameChannel(channel, TIMEOUT, onTimeout).call('GET_CHAIN_ID', undefined)
    await vi.advanceTimersByTimeAsync(TIMEOUT - 1)
    calls[0]?.answer({ chainId: 1 })
    await expect(asked).resolves.toEqual({ chainId: 1 })
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    expect(onTimeout).not.toHaveBeenCalled()
  })

  it("the caller's abort (the visitor cancelled) rejects as the channel does, and is not a timeout", async () => {
    const { channel, calls } = waitingChannel()
    const onTimeout = vi.fn()
    const caller = new AbortController()
    const asked = boundedFrameChannel(channel, TIMEOUT, onTimeout).call('RPC_REQUEST', rpc, {
      signal: caller.signal,
    })
    caller.abort()
    await expect(asked).rejects.toBeInstanceOf(FrameRequestAbortedError)
    expect(calls[0]?.signal?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    expect(onTimeout).not.toHaveBeenCalled()
  })

  it('closing closes the channel underneath', () => {
    const { channel } = waitingChannel()
    boundedFrameChannel(channel, TIMEOUT, vi.fn()).close()
    expect(channel.close).toHaveBeenCalledOnce()
  })
})
