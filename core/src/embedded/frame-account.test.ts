import { describe, expect, it, vi } from 'vitest'
import type { TransactionPreview } from '../chains/transaction-preview.types.js'
import { frameAccount, reviewSignedBy, SIGNED_BY, sameEvmAddress } from './frame-account.js'

const ADA = '0xAda0000000000000000000000000000000000001'
const BOB = '0xb0b0000000000000000000000000000000000002'

const message = (signer: string): TransactionPreview => ({
  title: 'Sign a message',
  network: 'Foyer Devnet A',
  sections: [{ heading: 'Message', rows: [{ address: undefined, amount: 'Hello' }] }],
  totals: [{ label: SIGNED_BY, value: signer }],
})

describe('frameAccount: the account the frame reports', () => {
  it('announces a different account once, not the first one nor the same one in other case', () => {
    const onChanged = vi.fn()
    const account = frameAccount(onChanged, sameEvmAddress)
    expect(account.reported(ADA)).toBeUndefined()
    expect(account.reported(ADA.toLowerCase())).toBeUndefined()
    expect(onChanged).not.toHaveBeenCalled()
    expect(account.reported(BOB)).toBe(ADA.toLowerCase())
    expect(onChanged).toHaveBeenCalledExactlyOnceWith(BOB)
    expect(account.reported(BOB)).toBeUndefined()
    expect(onChanged).toHaveBeenCalledOnce()
  })

  it('after sign-out, or an account set by the caller, the next report is not a change', () => {
    const onChanged = vi.fn()
    const account = frameAccount(onChanged)
    account.reported(ADA)
    account.forget()
    expect(account.reported(BOB)).toBeUndefined()
    account.set(ADA)
    expect(account.reported(ADA)).toBeUndefined()
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('an announcement that throws leaves the last account known, so the next report tries again', () => {
    const onChanged = vi.fn(() => {
      throw new Error('not an address of this namespace')
    })
    const account = frameAccount(onChanged)
    account.reported(ADA)
    expect(() => account.reported('junk')).toThrow('not an address')
    expect(() => account.reported('junk')).toThrow('not an address')
    expect(onChanged).toHaveBeenCalledTimes(2)
  })
})

describe('reviewSignedBy: the review names the account that signs', () => {
  it('leaves a review of the frame’s own account as it is', () => {
    const preview = message(ADA)
    expect(reviewSignedBy(preview, ADA.toLowerCase(), { same: sameEvmAddress })).toBe(preview)
  })

  it('a request for another account: the review names the signer and can only be declined', () => {
    const review = reviewSignedBy(message(ADA), BOB, { same: sameEvmAddress })
    expect(review.totals).toEqual([{ label: SIGNED_BY, value: BOB }])
    expect(review.refusal).toBe(`This request is for ${ADA}, but the embedded wallet signs as ${BOB}`)
  })

  it('an account change since the site last heard refuses a review without a signer line (a transaction)', () => {
    const transaction: TransactionPreview = {
      title: 'Send a transaction',
      network: 'Foyer Devnet A',
      sections: [],
      totals: [{ label: 'Leaves this wallet', value: '1 ETH' }],
    }
    const review = reviewSignedBy(transaction, BOB, { changedFrom: ADA })
    expect(review.totals).toEqual(transaction.totals)
    expect(review.refusal).toBe(
      `The embedded wallet's account changed from ${ADA} to ${BOB}: ask again from the site`,
    )
  })

  it('a review refused already keeps its own reason', () => {
    const refused = { ...message(ADA), refusal: 'Foyer cannot read this message' }
    expect(reviewSignedBy(refused, BOB, { changedFrom: ADA })).toBe(refused)
  })
})
