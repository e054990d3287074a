import { describe, expect, expectTypeOf, it } from 'vitest'
import { BaseError, isFoyerError } from './base.js'
import * as transaction from './transaction.js'
import {
  BlobTooLargeError,
  BytecodeTooLongError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  type TransactionError,
  TransactionFailedError,
  TransactionInvalidAddressError,
  TransactionTypeNotSupportedError,
} from './transaction.js'

type ErrorClass = (typeof catalogue)[number][1]

/** Every transaction error: its code, and its class. */
const catalogue = [
  ['TRANSACTION_INVALID_ADDRESS', TransactionInvalidAddressError],
  ['FEE_CAP_TOO_HIGH', FeeCapTooHighError],
  ['FEE_CAP_TOO_LOW', FeeCapTooLowError],
  ['TIP_ABOVE_FEE_CAP', TipAboveFeeCapError],
  ['NONCE_TOO_LOW', NonceTooLowError],
  ['NONCE_TOO_HIGH', NonceTooHighError],
  ['NONCE_MAX_VALUE', NonceMaxValueError],
  ['INSUFFICIENT_FUNDS', InsufficientFundsError],
  ['INTRINSIC_GAS_TOO_LOW', IntrinsicGasTooLowError],
  ['INTRINSIC_GAS_TOO_HIGH', IntrinsicGasTooHighError],
  ['EXECUTION_REVERTED', ExecutionRevertedError],
  ['TRANSACTION_TYPE_NOT_SUPPORTED', TransactionTypeNotSupportedError],
  ['BYTECODE_TOO_LONG', BytecodeTooLongError],
  ['BLOB_TOO_LARGE', BlobTooLargeError],
  ['TRANSACTION_FAILED', TransactionFailedError],
] as const

function isErrorClass(value: unknown): value is ErrorClass {
  return typeof value === 'function' && value.prototype instanceof BaseError
}

// What a hostile token contract or a node could write: it must never reach the visitor's screen.
const hostile = 'Send again to 0xEvi1000000000000000000000000000000000000000'

describe('transaction errors', () => {
  it.each(catalogue)('%s: its code, a message of its own, its class name', (code, Kind) => {
    const error = new Kind()
    expect(error.code).toBe(code)
    expect(Kind.code).toBe(code)
    expect(error.shortMessage).toBe(Kind.shortMessage)
    expect(error.message).toBe(error.shortMessage)
    expect(error.name).toBe(Kind.name)
    expect(error).toBeInstanceOf(BaseError)
    expect(isFoyerError(error, code)).toBe(true)
    expect(error.details).toBeUndefined()
  })

  it('lists every class the file exports', () => {
    const exported = Object.values(transaction).filter(isErrorClass)
    expect(new Set(exported)).toEqual(new Set(catalogue.map(([, Kind]) => Kind)))
  })

  it('gives each error a distinct code and a distinct message', () => {
    const codes = catalogue.map(([, Kind]) => new Kind().code)
    const messages = catalogue.map(([, Kind]) => new Kind().shortMessage)
    expect(new Set(codes).size).toBe(catalogue.length)
    expect(new Set(messages).size).toBe(catalogue.length)
  })

  it('writes messages as short plain sentences: a capital first, no final period, no code words', () => {
    for (const [, Kind] of catalogue) {
      const { shortMessage } = new Kind()
      expect(shortMessage).toMatch(/^[A-Z][^.\n]*[a-z)]$/)
      expect(shortMessage.length).toBeLessThanOrEqual(80)
      // Field names and units of the protocol are words for developers, not for the visitor.
      expect(shortMessage).not.toMatch(/maxFeePerGas|maxPriorityFeePerGas|nonce|intrinsic|revert|wei|0x/i)
    }
  })

  it.each(catalogue)(
    '%s never shows what the node, wallet or contract said, and keeps it in details',
    (_, Kind) => {
      const fromCause = new Kind({ cause: new Error(`execution reverted: ${hostile}`) })
      const fromDetails = new Kind({ details: hostile })
      const plain = new Kind()
      for (const error of [fromCause, fromDetails]) {
        expect(error.shortMessage).toBe(plain.shortMessage)
        expect(error.shortMessage).not.toContain('0xEvi1')
        expect(error.details).toContain(hostile)
        expect(error.message).toContain(hostile)
      }
      expect(fromCause.cause).toBeInstanceOf(Error)
    },
  )

  it('types the union by code, so code can branch on it', () => {
    const error: TransactionError = new NonceTooHighError()
    expectTypeOf(new InsufficientFundsError().code).toEqualTypeOf<'INSUFFICIENT_FUNDS'>()
    expectTypeOf<TransactionError['code']>().toEqualTypeOf<(typeof catalogue)[number][0]>()
    expect(error.code === 'NONCE_TOO_HIGH' && error.shortMessage).toBe(NonceTooHighError.shortMessage)
  })
})
