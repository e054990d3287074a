// The WalletConnect pairing's timings (SPEC §4, §9), beside the pairing machine that uses them as named delays.
// Timings the machines of every page use stay in config/constants.ts.

/** A WalletConnect pairing URI lives this long (SPEC §4, §9: 4 min). */
export const PAIRING_LIFETIME_MS = 240_000

/** A pairing URI with less than this left of its lifetime counts as expired (SPEC §4, §9: 10 s). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/**
 * A relay connection back within this long keeps the pairing on screen: the relay holds the
 * proposal for the URI's lifetime, so a blip loses nothing; a longer outage counts as a relay
 * restart, after which the URI is dead and a fresh one is made (SPEC §9 time constants: 3 s).
 */
export const RELAY_BLIP_MS = 3_000
