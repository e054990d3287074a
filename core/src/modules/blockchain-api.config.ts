import type { SdkRequest } from '../api/remote-config.js'
import { SDK_TYPE, SDK_VERSION } from '../config/sdk.js'
import type { FoyerOptions } from '../machines/foyer/foyer.types.js'

/**
 * The Blockchain API a module reads (its host, and the project and SDK every request names).
 *
 * @example
 * const api: BlockchainApiConfig = { url: 'https://rpc.example.com', sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: '0.1.0' } }
 */
export type BlockchainApiConfig = { url: string; sdk: Omit<SdkRequest, 'signal'> }

/**
 * The Blockchain API the site configured (`services.blockchainApiUrl`), if it has one and a project,
 * and is not in basic mode (SPEC: basic mode uses no Foyer service).
 *
 * @example
 * blockchainApiOf({ projectId: 'p1', services: { blockchainApiUrl: 'https://rpc.example.com' } })
 */
export function blockchainApiOf(site: FoyerOptions): BlockchainApiConfig | undefined {
  const url = site.services?.blockchainApiUrl
  if (!url || !site.projectId || site.basic) return undefined
  return { url, sdk: { projectId: site.projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION } }
}
