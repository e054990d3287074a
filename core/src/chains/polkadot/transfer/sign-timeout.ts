/**
 * How long the wallet may take to answer a signing request, the visitor's reading and approval
 * included: an extension's `signPayload` (a transfer), a WalletConnect wallet's `polkadot_signMessage`
 * and `polkadot_signTransaction`. Two minutes, as Foyer waits for the login frame's and Cosmos wallets'
 * requests. An extension whose window was closed never answers; after this long the request fails (a
 * transfer is not submitted).
 *
 * @example
 * const timeoutMs = options.signTimeoutMs ?? POLKADOT_SIGN_TIMEOUT_MS
 */
export const POLKADOT_SIGN_TIMEOUT_MS = 120_000
