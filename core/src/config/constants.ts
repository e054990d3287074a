// The timing constants of SPEC §9 that machines use as named delays. Each is its own export, so a page
// downloads the ones its machines use and no others. The ones here are the core machines' and those
// several capabilities share; a constant only one capability uses lives beside the machine or module
// that uses it (`<machine>.constants.ts`: pairing, frame, social, wallet-list, name-registration, toaster,
// and the embedded-wallet module's; the directory's page sizes in its client), where its reader finds
// it. A lazily loaded machine's constant here would be on the page: a module the page imports from is
// downloaded whole.

/** How long the modal shakes when a close is refused. */
export const SHAKE_MS = 500

/** A new snack message waits this long after the old one closes. */
export const SNACK_REOPEN_MS = 150

/** A snack that closes by itself goes after this long (SPEC §9 time constants: 3 s). */
export const SNACK_AUTO_CLOSE_MS = 3_000

/**
 * A pairing URI comes from the WalletConnect relay within this long, or the relay is taken as
 * unreachable: an error and a retry instead of a QR code skeleton forever (SPEC §9 time constants: 10 s).
 */
export const RELAY_ANSWER_MS = 10_000

/**
 * The balance is read this long after the wallet's last account or chain event. Wallets send them
 * in bursts (hundreds in a row when scripted or buggy): the last event wins and one read goes out.
 * Not in the SPEC: a guard against RPC storms.
 */
export const WALLET_EVENT_SETTLE_MS = 100

/** An account's tokens are read again after this long at the earliest (SPEC §9 cache: 30 s). */
export const PORTFOLIO_CACHE_MS = 30_000

/** After a failed token read, none is tried for this long (SPEC §8, §9 balance retry backoff: 30 s). */
export const BALANCE_RETRY_BACKOFF_MS = 30_000

/** An account's name and avatar are looked up again after this long at the earliest (SPEC §9 cache: 5 min). */
export const IDENTITY_CACHE_MS = 300_000

/**
 * How long a transaction the visitor approved is waited for until it lands on its chain (an EVM
 * receipt, a confirmed Solana signature), ours: the SPEC names none. Balances are read again when it
 * lands, or once after this long if it has not: five of Ethereum's 12 s blocks, many more on the
 * other chains, and never a wait without an end.
 */
export const TRANSACTION_LANDED_TIMEOUT_MS = 60_000
