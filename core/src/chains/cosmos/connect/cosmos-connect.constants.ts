/**
 * How long a Cosmos wallet request may wait for its answer before it is given up: a prompt the
 * visitor leaves open, or a wallet that never answers. The login frame's request timeout (SPEC §9:
 * 120 s), as long as a visitor may take to read a prompt; the site can shorten it
 * (`requestTimeoutMs`). A request given up fails with `CosmosWalletRequestTimeoutError`, and its late
 * answer is ignored, so the visitor can try again.
 */
export const COSMOS_WALLET_REQUEST_TIMEOUT_MS = 120_000
