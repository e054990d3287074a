import { describe, expect, it } from 'vitest'
import { receiptOutcome } from './eip155.receipt.js'

describe('an EVM receipt read for how its transaction ended', () => {
  it('reads status 1 as succeeded, 0 as failed, and no receipt as not yet', () => {
    expect(receiptOutcome({ status: '0x1', transactionHash: '0xaa' })).toBe('succeeded')
    expect(receiptOutcome({ status: 'success' })).toBe('succeeded')
    expect(receiptOutcome({ status: '0x0' })).toBe('failed')
    expect(receiptOutcome({ status: 'reverted' })).toBe('failed')
    expect(receiptOutcome(null)).toBeUndefined()
  })

  it('never reads a receipt without a status as succeeded', () => {
    expect(receiptOutcome({ root: '0x12' })).toBe('failed')
  })
})
