import { TypeRegistry } from '@polkadot/types'
import { compactToU8a } from '@polkadot/util'
import { describe, expect, it } from 'vitest'
import { FEE_LENGTH_HEADROOM_BYTES, FEE_MARGIN_PERCENT, feeBoundOf, isWithinBound } from './fee-bound.js'

describe('the fee shown, an upper bound', () => {
  it('is the priced fee plus the margin, rounded up to the planck', () => {
    expect(FEE_MARGIN_PERCENT).toBe(5n)
    expect(feeBoundOf(0n)).toBe(0n)
    expect(feeBoundOf(100n)).toBe(105n)
    expect(feeBoundOf(101n)).toBe(107n) // 106.05 rounded up
    expect(feeBoundOf(5_603_367n)).toBe(5_883_536n) // 5_883_535.35
    for (const priced of [1n, 7n, 99n, 5_470_034n, 10n ** 20n + 3n]) {
      const bound = feeBoundOf(priced)
      expect(bound * 100n).toBeGreaterThanOrEqual(priced * 105n)
      expect((bound - 1n) * 100n).toBeLessThan(priced * 105n)
    }
    expect(() => feeBoundOf(-1n)).toThrow(RangeError)
  })

  it('prices the bytes the stand-in lacks: a mortal era, an ecdsa signature, a longer nonce', () => {
    // @polkadot/types' own encodings, as the runtime reads them.
    const registry = new TypeRegistry()
    const length = (type: string, value?: unknown) => registry.createType(type, value).toU8a().length
    const era = length('ExtrinsicEra', { current: 1_000, period: 64 }) - length('ExtrinsicEra')
    const signature =
      length('MultiSignature', { Ecdsa: new Uint8Array(65) }) -
      length('MultiSignature', { Sr25519: new Uint8Array(64) })
    // The nonce's compact encoding at its largest step (2 to 4 bytes, at 16,384).
    const nonce = compactToU8a(16_384).length - compactToU8a(16_383).length
    expect([era, signature, nonce]).toEqual([1, 1, 2])
    expect(FEE_LENGTH_HEADROOM_BYTES).toBe(era + signature + nonce)
  })

  it('holds the signed transfer fee at or under it', () => {
    expect(isWithinBound(5_570_033n, feeBoundOf(5_570_033n))).toBe(true)
    expect(isWithinBound(feeBoundOf(5_570_033n), feeBoundOf(5_570_033n))).toBe(true)
    expect(isWithinBound(feeBoundOf(5_570_033n) + 1n, feeBoundOf(5_570_033n))).toBe(false)
    expect(isWithinBound(-1n, 10n)).toBe(false)
  })
})
