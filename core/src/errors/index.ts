/**
 * Foyer's errors: one `BaseError` with a stable `code` and the SPEC's exact `shortMessage`, one file
 * per domain, plus the alert catalogue and the RPC code map.
 */
export * from './adapter.js'
export * from './alerts.js'
export * from './base.js'
export * from './blockchain.js'
export * from './connection.js'
export * from './define.js'
export * from './frame.js'
export * from './http.js'
export * from './names.js'
export * from './rpc.codes.js'
export * from './rpc.js'
export * from './siwx.js'
export * from './validation.js'
