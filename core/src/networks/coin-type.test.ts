import fc from 'fast-check'
import { toCoinType } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { InvalidCoinTypeChainIdError } from './caip.errors.js'
import { evmChainIdToCoinType, isValidCoinTypeChainId } from './coin-type.js'

const limit = 2147483648

describe('evmChainIdToCoinType', () => {
  it('sets the ENSIP-11 bit, and keeps 60 for Ethereum mainnet', () => {
    expect(evmChainIdToCoinType(10)).toBe(2147483658)
    expect(evmChainIdToCoinType(8453)).toBe(2147492101)
    expect(evmChainIdToCoinType(0)).toBe(limit)
    expect(evmChainIdToCoinType(1)).toBe(60)
  })

  it('has its boundary at 2147483648 (SPEC §5)', () => {
    expect(evmChainIdToCoinType(limit - 1)).toBe(4294967295)
    expect(isValidCoinTypeChainId(limit - 1)).toBe(true)
    expect(isValidCoinTypeChainId(limit)).toBe(false)
    expect(() => evmChainIdToCoinType(limit)).toThrow(InvalidCoinTypeChainIdError)
    expect(() => evmChainIdToCoinType(limit)).toThrow(
      expect.objectContaining({ code: 'INVALID_COIN_TYPE_CHAIN_ID' }),
    )
  })

  it('rejects negative, fractional and non-finite ids', () => {
    for (const chainId of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidCoinTypeChainId(chainId)).toBe(false)
      expect(() => evmChainIdToCoinType(chainId)).toThrow(InvalidCoinTypeChainIdError)
    }
  })

  it('property: every id below the limit maps to limit + id (except mainnet) and agrees with viem', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: limit - 1 }), (chainId) => {
        const coinType = evmChainIdToCoinType(chainId)
        expect(coinType).toBe(chainId === 1 ? 60 : limit + chainId)
        expect(BigInt(coinType)).toBe(toCoinType(chainId))
      }),
    )
  })

  it('property: every id at or above the limit throws', () => {
    fc.assert(
      fc.property(fc.integer({ min: limit, max: Number.MAX_SAFE_INTEGER }), (chainId) => {
        expect(isValidCoinTypeChainId(chainId)).toBe(false)
        expect(() => evmChainIdToCoinType(chainId)).toThrow(InvalidCoinTypeChainIdError)
      }),
    )
  })
})
