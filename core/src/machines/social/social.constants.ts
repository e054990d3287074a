// The social login's timing, beside the social login machine that uses it.
// Timings the machines of every page use stay in config/constants.ts.

/** Social login popups and account switches are polled this often. */
export const POLL_MS = 1_000
