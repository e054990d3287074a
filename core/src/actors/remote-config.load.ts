import { createHttpClient } from '../api/http.js'
import { checkOrigin, fetchAllowedOrigins } from '../api/origins.js'
import { loadFeatures } from '../api/remote-config.js'
import { type ResolvedFeatures, resolveFeatures } from '../config/features.js'
import { SDK_TYPE, SDK_VERSION } from '../config/sdk.js'
import type { FoyerOptions } from '../machines/foyer/foyer.types.js'

/**
 * Loads the project's remote configuration and resolves the features (SPEC §6), then, when email or
 * social login is on, checks that this page's origin is allow-listed (SPEC §5, §8). Never rejects:
 * failures become warnings and alerts, and the features fall back to the site's options and defaults.
 *
 * @example
 * const resolved = await loadRemoteConfig({ options }, signal)
 */
export async function loadRemoteConfig(
  input: { options: FoyerOptions },
  signal: AbortSignal,
): Promise<ResolvedFeatures> {
  const { projectId, services, features: local } = input.options
  const apiUrl = services?.apiUrl
  if (!apiUrl) {
    const resolved = resolveFeatures({ local })
    return {
      ...resolved,
      warnings: [...resolved.warnings, 'services.apiUrl is not set: remote configuration skipped'],
    }
  }
  const client = createHttpClient({ baseUrl: apiUrl })
  const sdk = { sdkType: SDK_TYPE, sdkVersion: SDK_VERSION, signal }
  const resolved = await loadFeatures({ client, projectId, local, ...sdk })
  if (!resolved.features.email && !resolved.features.socials) return resolved
  const alert = await checkOrigin({
    origin: input.options.origin ?? globalThis.location?.origin ?? '',
    projectId,
    fetchOrigins: (id) => fetchAllowedOrigins(client, { projectId: id, ...sdk }),
  })
  return alert ? { ...resolved, alerts: [...resolved.alerts, alert] } : resolved
}
