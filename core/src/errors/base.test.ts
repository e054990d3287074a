import { describe, expect, it } from 'vitest'
import { BaseError, isFoyerError } from './base.js'

describe('BaseError', () => {
  it('keeps the short message apart from technical details', () => {
    const error = new BaseError('SOME_CODE', 'Connection rejected', { cause: new Error('user said no') })
    expect(error.shortMessage).toBe('Connection rejected')
    expect(error.code).toBe('SOME_CODE')
    expect(error.details).toBe('user said no')
    expect(error.message).toBe('Connection rejected\n\nDetails: user said no')
    expect(isFoyerError(error, 'SOME_CODE')).toBe(true)
    expect(isFoyerError(error, 'OTHER')).toBe(false)
    expect(isFoyerError(new Error('x'))).toBe(false)
  })
})
