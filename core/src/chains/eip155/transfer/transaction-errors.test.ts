import { describe, expect, it } from 'vitest'
import { userRejectionCodes } from '../../../errors/rpc.codes.js'
import { transactionErrorOf } from './transaction-errors.js'

// The mapper keeps its own list of refusal codes (it shares no module with the page): it must be
// Foyer's, so a visitor's refusal is never reported as a failed transaction.
describe('transactionErrorOf and the visitor refusing', () => {
  it.each([...userRejectionCodes])(
    'answers nothing for a refusal with code %i, whatever its words',
    (code) => {
      expect(
        transactionErrorOf({ code, message: 'insufficient funds for gas * price + value' }),
      ).toBeUndefined()
      expect(
        transactionErrorOf(new Error('wrapped', { cause: { code, message: 'nonce too low' } })),
      ).toBeUndefined()
    },
  )

  it('still maps the same words without a refusal code', () => {
    expect(
      transactionErrorOf({ code: -32000, message: 'insufficient funds for gas * price + value' })?.code,
    ).toBe('INSUFFICIENT_FUNDS')
  })
})
