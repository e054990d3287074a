import type { Alert } from '../errors/alerts.js'
import { BaseError } from '../errors/base.js'
import {
  featureNames,
  featuresOf,
  type ResolvedFeatures,
  type ResolveFeaturesInput,
  remoteFeatureKeys,
} from './features.js'

// Only the remote configuration's loader (a lazy chunk) resolves an outcome: a Foyer starts with
// `featuresOf`, so these words are downloaded with the loader, not with the page.

/**
 * Merges local options, the remote config and defaults into the feature set (SPEC §6):
 * basic mode turns remote features off; a loaded remote config wins over local options for the
 * flags it sets (raising 'LOCAL_CONFIGURATION_IGNORED' when the site set one of them); a failed
 * fetch adds a warning and falls back to local options, then defaults. Local-only settings always
 * come from the site or the defaults.
 *
 * @example
 * const { features, alerts } = resolveFeatures({
 *   local: { swaps: false },
 *   remote: { status: 'loaded', features: { swaps: ['1inch'] } },
 * })
 * features.swaps // ['1inch']
 * alerts[0]?.id // 'LOCAL_CONFIGURATION_IGNORED'
 */
export function resolveFeatures({
  local = {},
  remote,
  basic = false,
}: ResolveFeaturesInput): ResolvedFeatures {
  if (basic || remote?.status !== 'loaded') {
    const resolved = featuresOf(local, { basic })
    if (!basic && remote?.status === 'failed') {
      resolved.warnings.push(
        `Failed to fetch the remote project configuration; using local or default features. ${reason(remote.error)}`.trim(),
      )
    }
    return resolved
  }
  const resolved = featuresOf(local, { remote: remote.features })
  const ignored = remoteFeatureKeys.filter(
    (key) => local[key] !== undefined && remote.features[key] !== undefined,
  )
  if (ignored.length > 0) {
    const alert: Alert = {
      id: 'LOCAL_CONFIGURATION_IGNORED',
      message: `Local configuration for ${featureNames(ignored)} was ignored because the remote configuration loaded: manage these features on the project dashboard.`,
    }
    resolved.alerts.push(alert)
  }
  return resolved
}

function reason(error: unknown): string {
  if (error instanceof BaseError) {
    return `Reason: ${error.shortMessage}${error.details ? ` (${error.details})` : ''}`
  }
  if (error instanceof Error) return `Reason: ${error.message.split('\n')[0]}`
  return error === undefined ? '' : `Reason: ${String(error)}`
}
