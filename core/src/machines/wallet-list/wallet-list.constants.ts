// The wallet directory's search timing, beside the wallet list machine that uses it.
// Timings the machines of every page use stay in config/constants.ts.

/** The wallet directory is searched this long after the last keystroke. Not in the SPEC: a UX choice. */
export const WALLET_SEARCH_DEBOUNCE_MS = 250
