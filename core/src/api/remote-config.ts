import {
  type FeaturesOptions,
  onrampProviders,
  type RemoteFeatures,
  type RemoteFeaturesResult,
  type ResolvedFeatures,
  socialProviders,
  swapProviders,
} from '../config/features.js'
import { resolveFeatures } from '../config/resolve-features.js'
import { InvalidResponseError } from '../errors/http.js'
import { isRecord } from '../utils/is-record.js'
import type { HttpClient } from './http.js'

/**
 * The project and SDK a wallet directory request is made for (SPEC §7: every wallet directory
 * query carries project id, sdk type and sdk version, as `projectId`, `st` and `sv`).
 *
 * @example
 * const sdk: SdkRequest = { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' }
 */
export type SdkRequest = {
  projectId: string
  sdkType: string
  sdkVersion: string
  signal?: AbortSignal | undefined
}

/**
 * The query parameters of a wallet directory request.
 *
 * @example
 * sdkParams({ projectId: 'p1', sdkType: 'foyer', sdkVersion: '0.1.0' }) // { projectId: 'p1', st: 'foyer', sv: '0.1.0' }
 */
export function sdkParams({ projectId, sdkType, sdkVersion }: SdkRequest): Record<string, string> {
  return { projectId, st: sdkType, sv: sdkVersion }
}

/**
 * A feature id of the remote config wire format. Email and social logins share `social_login`,
 * whose config lists `'email'` next to the social providers.
 *
 * @example
 * const id: RemoteFeatureId = 'social_login'
 */
export type RemoteFeatureId =
  | 'social_login'
  | 'swap'
  | 'onramp'
  | 'activity'
  | 'reown_branding'
  | 'multi_wallet'

/**
 * One entry of `GET /appkit/v1/config`'s `features` array. Ids other than {@link RemoteFeatureId}
 * may appear (newer services) and are ignored.
 *
 * @example
 * const entry: RemoteFeatureEntry = { id: 'swap', isEnabled: true, config: ['1inch'] }
 */
export type RemoteFeatureEntry = { id: string; isEnabled: boolean; config: readonly string[] | null }

/**
 * The body of `GET /appkit/v1/config`.
 *
 * @example
 * const body: RemoteConfigResponse = { features: [{ id: 'activity', isEnabled: false, config: null }] }
 */
export type RemoteConfigResponse = { features: readonly RemoteFeatureEntry[] }

/**
 * Fetches the project's remote feature config and maps it to the flags it sets. Throws
 * `HttpStatusError` on a non-OK status and `InvalidResponseError` on a malformed body.
 *
 * @example
 * const remote = await fetchRemoteFeatures(api, { projectId: 'p1', sdkType: 'foyer', sdkVersion: '0.1.0' })
 * remote.swaps // ['1inch'] or false, or undefined when the dashboard does not set it
 */
export async function fetchRemoteFeatures(
  client: HttpClient,
  request: SdkRequest,
): Promise<Partial<RemoteFeatures>> {
  const body = await client.get({
    path: '/appkit/v1/config',
    params: sdkParams(request),
    signal: request.signal,
  })
  return parseRemoteConfig(body)
}

/**
 * Validates a `GET /appkit/v1/config` body and maps it to remote feature flags. A disabled entry
 * turns its flags off; an enabled entry with a provider list sets that list (unknown providers are
 * dropped, an empty list is off); an enabled entry with `config: null` leaves the choice of
 * providers to the site (the flag stays unset).
 *
 * @example
 * parseRemoteConfig({ features: [{ id: 'social_login', isEnabled: true, config: ['email', 'github'] }] })
 * // { email: true, socials: ['github'] }
 */
export function parseRemoteConfig(body: unknown): Partial<RemoteFeatures> {
  const entries = readEntries(body)
  const features: Partial<RemoteFeatures> = {}
  for (const { id, isEnabled, config } of entries) {
    switch (id) {
      case 'social_login': {
        // Email rides on the social entry: its config lists 'email' beside the social providers.
        const socials = providerFlag(isEnabled, config, socialProviders)
        if (socials !== undefined) {
          features.socials = socials
          features.email = isEnabled && (config ?? []).includes('email')
        }
        break
      }
      case 'swap':
        setDefined(features, 'swaps', providerFlag(isEnabled, config, swapProviders))
        break
      case 'onramp':
        setDefined(features, 'onramp', providerFlag(isEnabled, config, onrampProviders))
        break
      case 'activity':
        features.activity = isEnabled
        break
      case 'reown_branding':
        features.reownBranding = isEnabled
        break
      case 'multi_wallet':
        features.multiWallet = isEnabled
        break
    }
  }
  return features
}

/**
 * Options of {@link loadFeatures}.
 *
 * @example
 * const options: LoadFeaturesOptions = { client: api, projectId: 'p1', sdkType: 'foyer', sdkVersion: '0.1.0' }
 */
export type LoadFeaturesOptions = Omit<SdkRequest, 'projectId'> & {
  client: HttpClient
  /** Without a project id Foyer runs in basic mode and nothing is fetched. */
  projectId?: string | undefined
  /** The site's `features` option. */
  local?: FeaturesOptions | undefined
  basic?: boolean | undefined
}

/**
 * What {@link loadFeatures} answers: the resolved features, and whether the remote fetch failed
 * (so they are the fallback, and worth another try later).
 *
 * @example
 * const { features, remoteFailed } = await loadFeatures(options)
 */
export type LoadedFeatures = ResolvedFeatures & { remoteFailed: boolean }

/**
 * Fetches the remote config (unless in basic mode or without a project id) and resolves the
 * features with {@link resolveFeatures}. Never throws: a failed fetch becomes a warning and the
 * local or default features, with `remoteFailed` set.
 *
 * @example
 * const { features, alerts, warnings } = await loadFeatures({ client: api, projectId, sdkType: 'foyer', sdkVersion, local })
 * for (const warning of warnings) console.warn(warning)
 */
export async function loadFeatures(options: LoadFeaturesOptions): Promise<LoadedFeatures> {
  const { client, projectId, sdkType, sdkVersion, local, signal } = options
  const basic = options.basic === true || !projectId
  let remote: RemoteFeaturesResult = { status: 'skipped' }
  if (!basic && projectId) {
    try {
      const features = await fetchRemoteFeatures(client, { projectId, sdkType, sdkVersion, signal })
      remote = { status: 'loaded', features }
    } catch (error) {
      remote = { status: 'failed', error }
    }
  }
  return { ...resolveFeatures({ local, remote, basic }), remoteFailed: remote.status === 'failed' }
}

function readEntries(body: unknown): RemoteFeatureEntry[] {
  if (!isRecord(body) || !Array.isArray(body.features)) invalid('expected an object with a `features` array')
  return body.features.map((entry: unknown, index: number): RemoteFeatureEntry => {
    const where = `features[${index}]`
    if (!isRecord(entry)) invalid(`${where}: expected an object`)
    if (typeof entry.id !== 'string') invalid(`${where}.id: expected a string`)
    if (typeof entry.isEnabled !== 'boolean') invalid(`${where}.isEnabled: expected a boolean`)
    const config = entry.config ?? null
    if (config !== null && !isStringList(config))
      invalid(`${where}.config: expected null or a list of strings`)
    return { id: entry.id, isEnabled: entry.isEnabled, config }
  })
}

/** A provider feature's flag: off when disabled, unset when enabled without a list, else the known providers. */
function providerFlag<provider extends string>(
  isEnabled: boolean,
  config: readonly string[] | null,
  providers: readonly provider[],
): provider[] | false | undefined {
  if (!isEnabled) return false
  if (config === null) return undefined
  return known(config, providers)
}

function setDefined<key extends keyof RemoteFeatures>(
  features: Partial<RemoteFeatures>,
  key: key,
  value: RemoteFeatures[key] | undefined,
): void {
  if (value !== undefined) features[key] = value
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

function known<provider extends string>(
  config: readonly string[],
  providers: readonly provider[],
): provider[] | false {
  const list = providers.filter((provider) => config.includes(provider))
  // Keep the dashboard's order, not the catalogue's.
  list.sort((a, b) => config.indexOf(a) - config.indexOf(b))
  return list.length > 0 ? list : false
}

function invalid(details: string): never {
  throw new InvalidResponseError({ details: `GET /appkit/v1/config: ${details}` })
}
