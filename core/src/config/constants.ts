// The timing constants of SPEC §9 that machines use as named delays, kept in one place so a reader can
// check them against the spec at a glance. Each is its own export, so a page downloads the ones its
// machines use and no others.

/** How long the modal shakes when a close is refused. */
export const SHAKE_MS = 500

/** A new snack message waits this long after the old one closes. */
export const SNACK_REOPEN_MS = 150

/** A snack that closes by itself goes after this long (SPEC §9 time constants: 3 s). */
export const SNACK_AUTO_CLOSE_MS = 3_000

/** A toast goes by itself after this long unless it has its own duration (SPEC §9: 4000 ms). */
export const TOAST_DURATION_MS = 4_000

/** A dismissed toast plays its exit this long before it leaves the stack (SPEC §9: 200 ms). */
export const TOAST_EXIT_MS = 200

/** Social login popups and account switches are polled this often. */
export const POLL_MS = 1_000

/** A rejected embedded-wallet RPC shows its message after this long. */
export const REJECTION_MESSAGE_DELAY_MS = 300

/** A WalletConnect pairing URI lives this long (SPEC §4, §9: 4 min). */
export const PAIRING_LIFETIME_MS = 240_000

/** A pairing URI with less than this left of its lifetime counts as expired (SPEC §4, §9: 10 s). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/**
 * A pairing URI comes from the WalletConnect relay within this long, or the relay is taken as
 * unreachable: an error and a retry instead of a QR code skeleton forever (SPEC §9 time constants: 10 s).
 */
export const RELAY_ANSWER_MS = 10_000

/**
 * A relay connection back within this long keeps the pairing on screen: the relay holds the
 * proposal for the URI's lifetime, so a blip loses nothing; a longer outage counts as a relay
 * restart, after which the URI is dead and a fresh one is made (SPEC §9 time constants: 3 s).
 */
export const RELAY_BLIP_MS = 3_000

/** The wallet directory is searched this long after the last keystroke. Not in the SPEC: a UX choice. */
export const WALLET_SEARCH_DEBOUNCE_MS = 250

/**
 * The balance is read this long after the wallet's last account or chain event. Wallets send them
 * in bursts (hundreds in a row when scripted or buggy): the last event wins and one read goes out.
 * Not in the SPEC: a guard against RPC storms.
 */
export const WALLET_EVENT_SETTLE_MS = 100

/** The login frame counts as ready this long after its ready message (SPEC §9: 500 ms). */
export const FRAME_READY_DELAY_MS = 500

/** The login frame must be ready within this long, or loading is abandoned (SPEC §9: 20000 ms). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000

/** A login request to the frame (email, code, social) is answered within this long (SPEC §9: 120000 ms). */
export const FRAME_LOGIN_REQUEST_TIMEOUT_MS = 120_000

/** Signing out of the frame waits this long at most, then the page signs out anyway (SPEC §9: 3000 ms). */
export const FRAME_SIGN_OUT_WAIT_MS = 3_000

/** An account's tokens are read again after this long at the earliest (SPEC §9 cache: 30 s). */
export const PORTFOLIO_CACHE_MS = 30_000

/** After a failed token read, none is tried for this long (SPEC §8, §9 balance retry backoff: 30 s). */
export const BALANCE_RETRY_BACKOFF_MS = 30_000

/** An account's name and avatar are looked up again after this long at the earliest (SPEC §9 cache: 5 min). */
export const IDENTITY_CACHE_MS = 300_000

/**
 * Names like the one typed are suggested once typing pauses this long (ours, as the wallet search's:
 * one request per pause, not per key).
 */
export const NAME_SUGGESTION_DEBOUNCE_MS = 250

/**
 * How long a transaction the visitor approved is waited for until it lands on its chain (an EVM
 * receipt, a confirmed Solana signature), ours: the SPEC names none. Balances are read again when it
 * lands, or once after this long if it has not: five of Ethereum's 12 s blocks, many more on the
 * other chains, and never a wait without an end.
 */
export const TRANSACTION_LANDED_TIMEOUT_MS = 60_000

/** The page sizes of the wallet directory (SPEC §7, §9). */
export const directoryLimits = {
  /** Wallets per page of AllWallets. */
  pageSize: 40,
  /** Wallets recommended on the Connect view. */
  recommended: 4,
  /** Wallets per page of a search. */
  searchPageSize: 100,
} as const

/** The toasts' layout and swipe rules (SPEC §2, §4, §9). */
export const toastLimits = {
  /** Toasts shown at once; older ones stay in the stack, hidden, until newer ones go. */
  visible: 3,
  /** Width of the toast column, in px. */
  widthPx: 356,
  /** Space between toasts when the stack is expanded, and the peek of each older toast when collapsed, in px. */
  gapPx: 14,
  /** A swipe this long (px) or longer dismisses the toast... */
  swipeDistancePx: 20,
  /** ...and so does a faster one than this (px/ms), whatever its length. */
  swipeVelocity: 0.11,
} as const
