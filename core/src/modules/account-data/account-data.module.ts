import type { AccountDataSource, TokenLists } from '../../account-data/account-data.types.js'
import { SDK_TYPE, SDK_VERSION } from '../../config/sdk.js'
import type { FoyerOptions } from '../../machines/foyer/foyer.types.js'
import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import { loadPortfolioMachine } from '../../machines/portfolio/portfolio.load.js'
import type { PortfolioInput } from '../../machines/portfolio/portfolio.types.js'
import type { FoyerModule } from '../module.types.js'
import { refreshTokens } from './actions/refresh-tokens.js'
import type { DefaultSourceOptions } from './default-source.load.js'
import './account-data.system.js'

/**
 * Where the account data module reads from.
 *
 * @example
 * const options: AccountDataModuleOptions = { tokens: { 'eip155:1': [usdc] } }
 */
export type AccountDataModuleOptions = {
  /**
   * The site's own source. By default: the Blockchain API (`services.blockchainApiUrl`) when the site
   * has a project id and is not in basic mode, otherwise the chain itself ({@link chainSource}).
   */
  source?: AccountDataSource | undefined
  /** The tokens the chain source reads on each network besides its native currency. */
  tokens?: TokenLists | undefined
}

/** What the account data module adds to the facade `createFoyer` returns. */
export type AccountDataActions = {
  /** Reads the active account's tokens again now. See {@link refreshTokens}. */
  refreshTokens(options?: { forceUpdate?: string | undefined }): void
}

/**
 * Account data for the Account view: the active account's tokens with their quantity and dollar
 * value. Nothing is downloaded or asked until the Account view first lists tokens; then the portfolio
 * machine and its source download as one chunk.
 *
 * @example
 * createFoyer({ projectId, services: { blockchainApiUrl }, adapters, modules: [accountData()] })
 * createFoyer({ adapters, modules: [accountData({ tokens: { 'eip155:1': [usdc] } })] }) // basic mode: the chain
 */
export function accountData(options: AccountDataModuleOptions = {}): FoyerModule<AccountDataActions> {
  return {
    id: 'accountData',
    plug: ({ options: site }) => {
      const input: PortfolioInput = {
        source: options.source ?? lazyDefaultSource({ api: blockchainApiOf(site), tokens: options.tokens }),
      }
      return {
        actors: [
          {
            systemId: 'portfolio',
            logic: lazyActorMachine,
            input: { systemId: 'portfolioTokens', load: loadPortfolioMachine, input },
          },
        ],
      }
    },
    actions: (foyer) => ({ refreshTokens: (refresh) => refreshTokens(foyer, refresh) }),
  }
}

/** The Blockchain API the site configured, if it has one and a project, and is not in basic mode. */
function blockchainApiOf(site: FoyerOptions): DefaultSourceOptions['api'] {
  const url = site.services?.blockchainApiUrl
  if (!url || !site.projectId || site.basic) return undefined
  return { url, sdk: { projectId: site.projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION } }
}

/** The default source, downloaded with its first use (the HTTP client and parsers stay off the page). */
function lazyDefaultSource(sourceOptions: DefaultSourceOptions): AccountDataSource {
  let source: Promise<AccountDataSource> | undefined
  return {
    async balances(request) {
      source ??= import('./default-source.load.js').then((module) =>
        module.createDefaultSource(sourceOptions),
      )
      return (await source).balances(request)
    },
  }
}
