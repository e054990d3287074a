import type * as KeyChecks from './key-checks.js'

let loading: Promise<typeof KeyChecks> | undefined

/**
 * The checks of keys and signatures (`key-checks.ts`: SHA-256, RIPEMD-160, bech32), downloaded once,
 * on first use: a site that never connects a Cosmos wallet never downloads them. A failed download is
 * tried again on the next use.
 *
 * @example
 * const { cosmosKeyOf } = await loadKeyChecks()
 */
export function loadKeyChecks(): Promise<typeof KeyChecks> {
  loading ??= import('./key-checks.js').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
