/**
 * The timing constants of SPEC §9 that machines use as named delays. Kept in one place so a reader can
 * check them against the spec at a glance.
 */
export const timings = {
  /** How long the modal shakes when a close is refused. */
  shakeMs: 500,
  /** A new snack message waits this long after the old one closes. */
  snackReopenMs: 150,
  /** Social login popups and account switches are polled this often. */
  pollMs: 1_000,
  /** A rejected embedded-wallet RPC shows its message after this long. */
  rejectionMessageDelayMs: 300,
} as const
