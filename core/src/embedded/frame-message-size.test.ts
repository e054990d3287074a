import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FRAME_ANSWER_MAX_BYTES,
  FRAME_RPC_ANSWER_MAX_BYTES,
  fitsWithin,
  frameAnswerLimit,
} from './frame-message-size.js'

describe('fitsWithin: the size cap of a frame message', () => {
  it('counts a JSON-like message at least as long as its JSON text, within a small margin (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const length = JSON.stringify(value)?.length ?? 0
        expect(fitsWithin(value, length * 3 + 16)).toBe(true)
        // Never counted far below its JSON text: a long message cannot slip under the cap.
        if (length > 32) expect(fitsWithin(value, Math.floor(length / 4))).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  it('refuses a 50 MB answer at once, and a deep, wide or sparse one without walking all of it', () => {
    const started = performance.now()
    expect(fitsWithin({ payload: 'x'.repeat(50 * 1024 * 1024) }, FRAME_RPC_ANSWER_MAX_BYTES)).toBe(false)
    const wide = Array.from({ length: 2_000_000 }, (_, index) => index)
    expect(fitsWithin(wide, FRAME_RPC_ANSWER_MAX_BYTES)).toBe(false)
    expect(fitsWithin(new Array(1e9), FRAME_RPC_ANSWER_MAX_BYTES)).toBe(false)
    let deep: unknown = 0
    for (let level = 0; level < 200_000; level++) deep = [deep]
    expect(fitsWithin(deep, FRAME_ANSWER_MAX_BYTES)).toBe(false)
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    expect(fitsWithin(cyclic, FRAME_ANSWER_MAX_BYTES)).toBe(false)
    expect(fitsWithin(new Uint8Array(FRAME_ANSWER_MAX_BYTES + 1), FRAME_ANSWER_MAX_BYTES)).toBe(false)
    expect(fitsWithin(new Map([['k', 'x'.repeat(FRAME_ANSWER_MAX_BYTES)]]), FRAME_ANSWER_MAX_BYTES)).toBe(
      false,
    )
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('takes a legitimate user and a large RPC read', () => {
    const user = {
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: 'id-1',
      payload: {
        email: 'ada@example.com',
        address: `0x${'ab'.repeat(20)}`,
        chainId: 1,
        accounts: [{ address: `0x${'ab'.repeat(20)}`, type: 'eoa' }],
      },
    }
    expect(fitsWithin(user, frameAnswerLimit('GET_USER'))).toBe(true)
    // 4,000 logs of a block, as eth_getLogs answers them.
    const log = {
      address: `0x${'1'.repeat(40)}`,
      topics: [`0x${'2'.repeat(64)}`],
      data: `0x${'3'.repeat(256)}`,
    }
    const logs = Array.from({ length: 4_000 }, () => log)
    expect(fitsWithin({ payload: logs }, frameAnswerLimit('RPC_REQUEST'))).toBe(true)
    expect(fitsWithin({ payload: logs }, frameAnswerLimit('GET_USER'))).toBe(false)
  })
})
