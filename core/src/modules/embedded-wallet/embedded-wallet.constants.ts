// The embedded wallet module's own timing, beside the link that uses it.
// Timings the machines of every page use stay in config/constants.ts.

/** A rejected embedded-wallet RPC shows its message after this long. */
export const REJECTION_MESSAGE_DELAY_MS = 300
