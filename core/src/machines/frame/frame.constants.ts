// The embedded wallet's login frame timings (SPEC §9), beside the frame machine that uses them.
// Timings the machines of every page use stay in config/constants.ts.

/** The login frame counts as ready this long after its ready message (SPEC §9: 500 ms). */
export const FRAME_READY_DELAY_MS = 500

/** The login frame must be ready within this long, or loading is abandoned (SPEC §9: 20000 ms). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000

/** A login request to the frame (email, code, social) is answered within this long (SPEC §9: 120000 ms). */
export const FRAME_LOGIN_REQUEST_TIMEOUT_MS = 120_000

/** Signing out of the frame waits this long at most, then the page signs out anyway (SPEC §9: 3000 ms). */
export const FRAME_SIGN_OUT_WAIT_MS = 3_000
