// The existential deposit (ED), Substrate's rule that an account holding less than it does not exist:
// its balance is dust, removed with the account. Foyer sends with `balances.transferKeepAlive`, which
// never lets the sender's account die, so what a transfer may take is what pallet-balances calls the
// reducible balance with `Preservation::Preserve`: the free balance less what must stay in it, the
// greater of the ED and the frozen balance not covered by reserves (freezes apply to free and reserved
// together). Runtimes from before fungible freezes (`miscFrozen`/`feeFrozen`) are read with the larger
// of the two as the frozen balance, which is never less strict. The network fee is withdrawn from the
// same free balance, also keeping the account alive, so the rule applies to amount plus fee.

/**
 * What the runtime's `System.Account` holds for an account, in planck: `free`, `reserved` (on hold)
 * and `frozen` (locks and freezes).
 *
 * @example
 * const account: PolkadotAccountBalance = { free: 10n ** 13n, reserved: 0n, frozen: 0n }
 */
export type PolkadotAccountBalance = { free: bigint; reserved: bigint; frozen: bigint }

/** The larger of two bigints (`Math.max` takes numbers only). */
const larger = (a: bigint, b: bigint) => (a > b ? a : b)

/**
 * What `account` must keep in its free balance after a transfer that keeps it alive: the existential
 * deposit, or the frozen balance not covered by what is reserved when that is more.
 *
 * @example
 * keptBalanceOf({ free: 10n ** 13n, reserved: 0n, frozen: 0n }, 3_333_333n) // 3_333_333n
 * keptBalanceOf({ free: 10n ** 13n, reserved: 10n ** 9n, frozen: 5n * 10n ** 9n }, 3_333_333n) // 4_000_000_000n
 */
export function keptBalanceOf(account: PolkadotAccountBalance, existentialDeposit: bigint): bigint {
  const frozen = account.frozen > account.reserved ? account.frozen - account.reserved : 0n
  return larger(existentialDeposit, frozen)
}

/**
 * What a transfer that keeps `account` alive may take from it, amount and fee together (0 when it
 * holds no more than it must keep): the figure polkadot-js wallets call transferable.
 *
 * @example
 * transferableOf({ free: 10n ** 13n, reserved: 0n, frozen: 0n }, 3_333_333n) // 9_999_996_666_667n
 */
export function transferableOf(account: PolkadotAccountBalance, existentialDeposit: bigint): bigint {
  const kept = keptBalanceOf(account, existentialDeposit)
  return account.free > kept ? account.free - kept : 0n
}

/** Whether an account exists for the balances pallet: it holds something, free or reserved. */
export const accountExists = (account: PolkadotAccountBalance) => account.free + account.reserved > 0n

/**
 * What the existential deposit says of a transfer of `amount` that costs at most `fee`, when the
 * sender's free balance covers both (otherwise the balance is what is lacking, and the form says so):
 * `sender` when it would keep less than {@link keptBalanceOf}, `receiver` when the receiver's account
 * is new and `amount` is under the deposit, each with the minimum to name; `undefined` when neither.
 * A transfer of nothing (Max's probe) and one to the sender itself (which moves nothing but the fee)
 * have no receiver to create.
 *
 * @example
 * existentialDepositProblem({ sender, receiver: { free: 0n, reserved: 0n, frozen: 0n }, amount: 1_000n, fee: 5_470_034n, existentialDeposit: 3_333_333n, toSelf: false })
 * // { who: 'receiver', minimum: 3_333_333n }
 */
export function existentialDepositProblem({
  sender,
  receiver,
  amount,
  fee,
  existentialDeposit,
  toSelf,
}: {
  sender: PolkadotAccountBalance
  receiver: PolkadotAccountBalance
  amount: bigint
  fee: bigint
  existentialDeposit: bigint
  toSelf: boolean
}): { who: 'sender' | 'receiver'; minimum: bigint } | undefined {
  if (amount <= 0n) return undefined
  // pallet-balances moves nothing between an account and itself: only the fee leaves.
  const drawn = toSelf ? fee : amount + fee
  if (drawn > sender.free) return undefined
  if (!toSelf && !accountExists(receiver) && amount < existentialDeposit)
    return { who: 'receiver', minimum: existentialDeposit }
  const kept = keptBalanceOf(sender, existentialDeposit)
  if (sender.free - drawn < kept) return { who: 'sender', minimum: kept }
  return undefined
}
