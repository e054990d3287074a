// The account names capability's timing, beside the name registration machine that uses it.
// Timings the machines of every page use stay in config/constants.ts.

/**
 * Names like the one typed are suggested once typing pauses this long (ours, as the wallet search's:
 * one request per pause, not per key).
 */
export const NAME_SUGGESTION_DEBOUNCE_MS = 250
