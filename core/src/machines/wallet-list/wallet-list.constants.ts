// The wallet directory's search timing, beside the wallet list machine that uses it.
// Timings the machines of every page use stay in config/constants.ts.

/**
 * The wallet directory is searched this long after the last keystroke (the search wait of 300 ms):
 * one request per pause in typing, not one per key.
 */
export const WALLET_SEARCH_DEBOUNCE_MS = 300
