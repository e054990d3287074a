/**
 * How long typing must pause before the Send form asks the network for the fee and balances: each
 * key would otherwise be a round of RPC calls, and a quote for "0.0" is of no use once "0.05" is typed.
 */
export const SEND_QUOTE_PAUSE_MS = 300
