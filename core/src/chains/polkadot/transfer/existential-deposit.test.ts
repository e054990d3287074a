import { describe, expect, it } from 'vitest'
import {
  accountExists,
  existentialDepositProblem,
  keptBalanceOf,
  type PolkadotAccountBalance,
  transferableOf,
} from './existential-deposit.js'

// The existential deposit as a keep-alive transfer meets it (pallet-balances' reducible balance with
// `Preservation::Preserve`), with Rococo Asset Hub's deposit (the local chain's runtime).

const ed = 3_333_333n
const fee = 5_636_699n
const ROC = 10n ** 12n
const account = (free: bigint, reserved = 0n, frozen = 0n): PolkadotAccountBalance => ({
  free,
  reserved,
  frozen,
})
const nobody = account(0n)

describe('what a keep-alive transfer may take', () => {
  it('keeps the deposit, or the frozen balance not covered by reserves when that is more', () => {
    expect(keptBalanceOf(account(ROC), ed)).toBe(ed)
    expect(keptBalanceOf(account(ROC, 0n, 5n * ed), ed)).toBe(5n * ed)
    // Freezes apply to free and reserved together: reserves cover part of them.
    expect(keptBalanceOf(account(ROC, 4n * ed, 5n * ed), ed)).toBe(ed)
    expect(keptBalanceOf(account(ROC, 2n * ed, 5n * ed), ed)).toBe(3n * ed)
  })

  it('is the free balance less that, and nothing when the account holds no more', () => {
    expect(transferableOf(account(ROC), ed)).toBe(ROC - ed)
    expect(transferableOf(account(ed), ed)).toBe(0n)
    expect(transferableOf(account(ed - 1n), ed)).toBe(0n)
    expect(transferableOf(account(ROC, 0n, ROC / 2n), ed)).toBe(ROC / 2n)
  })

  it('says an account exists when it holds anything, free or reserved', () => {
    expect(accountExists(nobody)).toBe(false)
    expect(accountExists(account(0n, 1n))).toBe(true)
    expect(accountExists(account(1n))).toBe(true)
  })
})

describe('existentialDepositProblem', () => {
  const check = (
    sender: PolkadotAccountBalance,
    receiver: PolkadotAccountBalance,
    amount: bigint,
    toSelf = false,
  ) => existentialDepositProblem({ sender, receiver, amount, fee, existentialDeposit: ed, toSelf })

  it('lets the sender spend down to exactly the deposit, not a planck more', () => {
    const sender = account(ROC)
    expect(check(sender, account(ROC), ROC - fee - ed)).toBeUndefined()
    expect(check(sender, account(ROC), ROC - fee - ed + 1n)).toEqual({ who: 'sender', minimum: ed })
  })

  it('names what is frozen as the minimum when it is more than the deposit', () => {
    const frozen = 7n * ed
    expect(check(account(ROC, 0n, frozen), account(ROC), ROC - fee - ed)).toEqual({
      who: 'sender',
      minimum: frozen,
    })
  })

  it('needs at least the deposit for a new receiving account, any amount for an existing one', () => {
    expect(check(account(ROC), nobody, ed - 1n)).toEqual({ who: 'receiver', minimum: ed })
    expect(check(account(ROC), nobody, ed)).toBeUndefined()
    expect(check(account(ROC), account(0n, 1n), 1n)).toBeUndefined()
    expect(check(account(ROC), account(ed), 1n)).toBeUndefined()
  })

  it('says nothing of a transfer of nothing (Max asks about one) or of one the balance does not cover', () => {
    expect(check(account(ROC), nobody, 0n)).toBeUndefined()
    // Not covered: the form says what is lacking, with the numbers.
    expect(check(account(ROC), nobody, ROC)).toBeUndefined()
  })

  it('moves nothing but the fee on a transfer to oneself, and opens no account', () => {
    const sender = account(ROC)
    expect(check(sender, sender, ROC - fee - 1n, true)).toBeUndefined()
    expect(check(account(ed + fee), account(ed + fee), 1n, true)).toBeUndefined()
    expect(check(account(ed + fee - 1n), account(ed + fee - 1n), 1n, true)).toEqual({
      who: 'sender',
      minimum: ed,
    })
  })
})
