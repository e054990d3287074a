import type { TransactionPreview } from '../chains/transaction-preview.types.js'

/** The line of a review that names the account that signs. */
export const SIGNED_BY = 'Signed by'

/**
 * The account the login frame signs with on one namespace, as the frame last reported it (a login,
 * a GET_USER answer, an account switch). The frame holds the keys and may change account mid-session
 * (the visitor logged in with another email in another tab of the site: the frame's storage is
 * shared): the site hears of it only through these reports.
 *
 * @example
 * const account = frameAccount((address) => emit('accountsChanged', [address]), sameEvmAddress)
 * account.reported(user.address)
 */
export type FrameAccount = {
  /**
   * The frame reported `address` as its account. A different one than the last report is announced
   * (`onChanged`), and this returns the one it replaced; `undefined` when nothing changed or nothing
   * was known before.
   */
  reported(address: string): string | undefined
  /** Records `address` without announcing it (the caller announces the change itself). */
  set(address: string): void
  /** The frame has no login any more (signed out). */
  forget(): void
}

/**
 * Tracks the frame's account on one namespace ({@link FrameAccount}); `same` compares two addresses
 * (EVM addresses are compared without case).
 *
 * @example
 * const account = frameAccount((address) => emit('accountsChanged', [address]), sameEvmAddress)
 */
export function frameAccount(
  onChanged: (address: string) => void,
  same: (one: string, other: string) => boolean = (one, other) => one === other,
): FrameAccount {
  let known: string | undefined
  return {
    reported(address) {
      const before = known
      // Announced first: an announcement that throws (an address the namespace cannot hold) leaves
      // the last account known, so the next report tries again.
      if (before !== undefined && !same(before, address)) onChanged(address)
      known = address
      return before === undefined || same(before, address) ? undefined : before
    },
    set(address) {
      known = address
    },
    forget() {
      known = undefined
    },
  }
}

/**
 * Whether two EVM addresses are the same account (hex digits compare without case).
 *
 * @example
 * sameEvmAddress('0xAbC…', '0xabc…') // true
 */
export const sameEvmAddress = (one: string, other: string): boolean =>
  one.toLowerCase() === other.toLowerCase()

/**
 * A review as the frame will sign it: `signer` is the account the frame reported right before the
 * review. The review can only be declined when the request was made for another account: its
 * 'Signed by' line names one that is not `signer` (the line then names `signer`, and the reason both),
 * or the frame changed account since the site last heard (`changedFrom`), so the site asked for
 * something under an account that no longer signs (a transaction's 'Leaves this wallet' would name
 * the wrong wallet). Otherwise the review is left as it is; a review refused already keeps its reason.
 *
 * @example
 * reviewSignedBy(preview, '0xbob…', { changedFrom: '0xada…', same: sameEvmAddress })
 */
export function reviewSignedBy(
  preview: TransactionPreview,
  signer: string,
  options: { changedFrom?: string | undefined; same?: (one: string, other: string) => boolean } = {},
): TransactionPreview {
  if (preview.refusal !== undefined) return preview
  const same = options.same ?? ((one: string, other: string) => one === other)
  const named = preview.totals.find((total) => total.label === SIGNED_BY && !same(total.value, signer))
  if (named)
    return {
      ...preview,
      totals: preview.totals.map((total) =>
        total.label === SIGNED_BY ? { ...total, value: signer } : total,
      ),
      refusal: `This request is for ${named.value}, but the embedded wallet signs as ${signer}`,
    }
  if (options.changedFrom === undefined) return preview
  return {
    ...preview,
    refusal: `The embedded wallet's account changed from ${options.changedFrom} to ${signer}: ask again from the site`,
  }
}
