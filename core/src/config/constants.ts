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
  /** A WalletConnect pairing URI lives this long (SPEC §4, §9: 4 min)... */
  pairingLifetimeMs: 240_000,
  /** ...and counts as expired with less than this left (SPEC §4, §9: 10 s). */
  pairingExpiryMarginMs: 10_000,
  /** The wallet directory is searched this long after the last keystroke. Not in the SPEC: a UX choice. */
  walletSearchDebounceMs: 250,
} as const

/** The page sizes of the wallet directory (SPEC §7, §9). */
export const directoryLimits = {
  /** Wallets per page of AllWallets. */
  pageSize: 40,
  /** Wallets recommended on the Connect view. */
  recommended: 4,
  /** Wallets per page of a search. */
  searchPageSize: 100,
} as const
