import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  anyOf,
  arrayOf,
  isNaturalNumber,
  isNonEmptyString,
  isNumber,
  isPlainObject,
  isString,
  oneOf,
  optional,
  record,
  shape,
} from './validators.js'

describe('validators', () => {
  it('checks primitives, rejecting what JSON cannot round-trip', () => {
    expect(isString('a'.repeat(65_536))).toBe(true)
    expect(isString('a'.repeat(65_537))).toBe(false)
    expect(isNonEmptyString('')).toBe(false)
    expect(isNumber(Number.NaN)).toBe(false)
    expect(isNumber(Number.POSITIVE_INFINITY)).toBe(false)
    expect(isNaturalNumber(2 ** 53)).toBe(false)
    expect(isNaturalNumber(0)).toBe(true)
    expect(oneOf('a', 'b')('c')).toBe(false)
    expect(anyOf(isNumber, isNonEmptyString)(true)).toBe(false)
  })

  it('composes shapes with optional properties', () => {
    const isWallet = shape({ id: isNonEmptyString, rdns: optional(isString) })
    expectTypeOf<Parameters<typeof isWallet>[0]>().toBeUnknown()
    expect(isWallet({ id: 'a' })).toBe(true)
    expect(isWallet({ id: 'a', rdns: 'x', later: 1 })).toBe(true)
    expect(isWallet({ id: 'a', rdns: null })).toBe(false)
    expect(isWallet({ rdns: 'x' })).toBe(false)
    expect(isWallet([{ id: 'a' }])).toBe(false)
    expect(isWallet(JSON.parse('{"id":"a","__proto__":{"polluted":true}}'))).toBe(false)
  })

  it('reads only own properties, so Object.prototype cannot satisfy a shape', () => {
    const isOdd = shape({ constructor: (value: unknown): value is unknown => value !== undefined })
    expect(isOdd({})).toBe(false)
  })

  it('checks records and arrays item by item', () => {
    const isScores = record(isNumber, oneOf('a', 'b'))
    expect(isScores({ a: 1, b: 2 })).toBe(true)
    expect(isScores({ a: 1, c: 2 })).toBe(false)
    expect(isScores({ a: '1' })).toBe(false)
    expect(record(isNumber)(JSON.parse('{"constructor":1}'))).toBe(false)
    expect(record(isNumber)(JSON.parse('{"__proto__":1}'))).toBe(false)
    expect(arrayOf(isNumber)([1, 2, '3'])).toBe(false)
    expect(arrayOf(isNumber)({ 0: 1, length: 1 })).toBe(false)
  })

  it('accepts only JSON-like plain objects', () => {
    expect(isPlainObject(Object.create(null))).toBe(true)
    expect(isPlainObject(new Date())).toBe(false)
    expect(isPlainObject(null)).toBe(false)
  })
})
