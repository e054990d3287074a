/** How long typing pauses before the amount is quoted: a quote per settled amount, not per keystroke. */
export const ONRAMP_QUOTE_PAUSE_MS = 500
/** The provider's popup is checked every second for being closed (SPEC §9: popup poll 1 s). */
export const ONRAMP_POPUP_POLL_MS = 1_000
/** The history is read every 5 s (SPEC §9's 5 s time constant) while the purchase is awaited. */
export const ONRAMP_HISTORY_POLL_MS = 5_000
/** How long the purchase is awaited in the history before the view says so (SPEC §9's 4 min). */
export const ONRAMP_CONFIRM_TIMEOUT_MS = 4 * 60_000
