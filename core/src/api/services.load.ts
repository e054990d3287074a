import { createHttpClient } from './http.js'
import type { LazyWalletDirectoryOptions } from './lazy-wallet-directory.js'
import { createWalletDirectory, type WalletDirectoryClient } from './wallet-directory.js'

// What the first open of the modal fetches: the project's remote configuration and the wallet
// directory. One chunk for both, loaded with `import()` by `remoteConfigActor` and
// `lazyWalletDirectory`: the visitor downloads it once, and a bundler sees one lazy entry sharing
// code with the core instead of two (rolldown 1.2 splits modules shared between the entry and several
// lazy entries into extra chunks of the page's initial JS; rolldown/rolldown#10731).
export { loadRemoteConfig } from './remote-config.load.js'

/**
 * The wallet directory client with its HTTP client, for {@link lazyWalletDirectory}.
 *
 * @example
 * const directory = loadWalletDirectory({ apiUrl: 'https://api.example.com', sdk, chains: ['eip155:1'] })
 */
export function loadWalletDirectory(options: LazyWalletDirectoryOptions): WalletDirectoryClient {
  return createWalletDirectory({ ...options, http: createHttpClient({ baseUrl: options.apiUrl }) })
}
