import { inject } from 'vitest'
import { backgroundValue } from '../background-setup.js'
import type { ConsumerFolders } from './consumer-sites.js'
import type { FoyerTarballs } from './pack-tarballs.js'

/**
 * What the project's global setup prepares (global-setup.ts): the packed `@foyer/core` and
 * `@foyer/react`, and each consumer site's folder with its own dependencies installed (its test file
 * adds Foyer).
 *
 * @example
 * const { foyerTarballs, consumerFolders } = await preparedPackages()
 */
export type PreparedPackages = { foyerTarballs: FoyerTarballs; consumerFolders: ConsumerFolders }

/**
 * {@link PreparedPackages}, once the global setup is done preparing them (it starts before any test
 * file and runs beside them); rejects with its error when it failed.
 *
 * @example
 * folder = (await preparedPackages()).consumerFolders['vite-site']
 */
export function preparedPackages(): Promise<PreparedPackages> {
  return backgroundValue<PreparedPackages>(inject('packagesStatus'))
}

/**
 * The deadline of a package test file's setup: it may wait for the global setup's preparation (about
 * 20 s alone, 7 minutes once on a 2-core machine shared with several other test runs) before it adds
 * Foyer to its site and builds it (35 s alone, 4 minutes under load). A deadline, not a speed assertion.
 */
export const PREPARED_PACKAGES_HOOK_TIMEOUT_MS = 1_200_000
