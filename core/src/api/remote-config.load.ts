import type { FeaturesOptions, ResolvedFeatures } from '../config/features.js'
import { resolveFeatures } from '../config/resolve-features.js'
import { SDK_TYPE, SDK_VERSION } from '../config/sdk.js'
import { createHttpClient } from './http.js'
import { checkOrigin, fetchAllowedOrigins } from './origins.js'
import { loadFeatures } from './remote-config.js'

/**
 * What {@link loadRemoteConfig} answers: the features, and whether anything could not be read (the
 * configuration, or the allowed origins), so the next open of the modal tries again.
 *
 * @example
 * const outcome: RemoteConfigOutcome = { features, alerts: [], warnings: [], retryOnNextOpen: false }
 */
export type RemoteConfigOutcome = ResolvedFeatures & { retryOnNextOpen: boolean }

/**
 * What loading the remote configuration reads of the site's options: its project, its local feature
 * switches, the API's address and the page's origin (each as `createFoyer` takes it).
 *
 * @example
 * const options: RemoteConfigOptions = { projectId: 'my-project', services: { apiUrl: 'https://api.example.com' } }
 */
export type RemoteConfigOptions = {
  projectId?: string | undefined
  features?: FeaturesOptions | undefined
  services?: { apiUrl?: string | undefined } | undefined
  origin?: string | undefined
}

/**
 * Loads the project's remote configuration and resolves the features (SPEC §6), then, when email or
 * social login is on, checks that this page's origin is allow-listed (SPEC §5, §8). Never rejects:
 * failures (a timeout too) become warnings and alerts, and the features fall back to the site's
 * options and defaults until a later open reads the configuration.
 *
 * @example
 * const resolved = await loadRemoteConfig({ options }, signal)
 */
export async function loadRemoteConfig(
  input: { options: RemoteConfigOptions },
  signal: AbortSignal,
): Promise<RemoteConfigOutcome> {
  const { projectId, services, features: local } = input.options
  const apiUrl = services?.apiUrl
  if (!apiUrl) {
    const resolved = resolveFeatures({ local })
    return {
      ...resolved,
      warnings: [...resolved.warnings, 'services.apiUrl is not set: remote configuration skipped'],
      retryOnNextOpen: false,
    }
  }
  const client = createHttpClient({ baseUrl: apiUrl })
  const sdk = { sdkType: SDK_TYPE, sdkVersion: SDK_VERSION, signal }
  const { remoteFailed, ...resolved } = await loadFeatures({ client, projectId, local, ...sdk })
  if (!resolved.features.email && !resolved.features.socials)
    return { ...resolved, retryOnNextOpen: remoteFailed }
  const alert = await checkOrigin({
    origin: input.options.origin ?? globalThis.location?.origin ?? '',
    projectId,
    fetchOrigins: (id) => fetchAllowedOrigins(client, { projectId: id, ...sdk }),
  })
  if (!alert) return { ...resolved, retryOnNextOpen: remoteFailed }
  // An origin off the list is an answer; any other alert means the list could not be read.
  const originsUnread = alert.id !== 'INVALID_APP_CONFIGURATION'
  return { ...resolved, alerts: [...resolved.alerts, alert], retryOnNextOpen: remoteFailed || originsUnread }
}
