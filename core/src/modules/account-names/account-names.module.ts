import { selectIdentityView } from '../../machines/identity/identity.selectors.js'
import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import { loadNameRegistrationMachine } from '../../machines/name-registration/name-registration.load.js'
import {
  nameSuffixes,
  offersNameRegistration,
} from '../../machines/name-registration/name-registration.rules.js'
import type {
  NameRegistrationInput,
  NameRegistry,
} from '../../machines/name-registration/name-registration.types.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { FoyerModule } from '../../system/module.types.js'
import { getSystemActor, sendToSystem } from '../../system/system.js'
import { type BlockchainApiConfig, blockchainApiOf } from '../blockchain-api.config.js'
import { accountNamesViews } from './account-names.views.js'
// Also imported on its own: type declarations keep this line (they drop the one above), so the view
// names it merges into the view map reach every site that imports this module.
import './account-names.views.js'
import '../account-data/account-data.system.js'
import './account-names.system.js'

/**
 * Options of {@link accountNames}.
 *
 * @example
 * const options: AccountNamesOptions = { suffix: '.reown.id' }
 */
export type AccountNamesOptions = {
  /** The zone names are registered in, with its dot; `.reown.id` by default (SPEC §9). */
  suffix?: string | undefined
  /** The site's own registry; by default the Blockchain API's name service (`services.blockchainApiUrl`). */
  registry?: NameRegistry | undefined
}

/** What the account names module adds to the facade `createFoyer` returns. */
export type AccountNamesActions = {
  /**
   * The view shows: downloads the registration's machine now, so the field takes typing at once.
   * Nothing else changes (a registration under way goes on).
   */
  openNames(): void
  /** The visitor typed `label` (the name without its suffix): suggestions follow, after a pause. */
  typeName(label: string): void
  /** Registers the name typed: the wallet signs for it, then the name service registers it. */
  submitName(): void
  /** Takes a suggested name as the one typed. */
  chooseName(label: string): void
  /** Starts over: an empty name, no suggestions, no error. */
  resetName(): void
}

/**
 * Names for accounts (the RegisterAccountName views): an embedded-wallet EVM account chooses a name
 * like `satoshi.reown.id`, from suggestions, signs for it, and the name service registers it; the
 * Account view then shows it. Needs the Blockchain API (a project id, not basic mode) or a registry
 * of the site's own; without either it adds nothing. Nothing downloads until the view first shows.
 *
 * @example
 * createFoyer({ projectId, services: { blockchainApiUrl }, adapters, modules: [embeddedWallet({ frameUrl }), accountData(), accountNames()] })
 */
export function accountNames(options: AccountNamesOptions = {}): FoyerModule<AccountNamesActions> {
  return {
    id: 'accountNames',
    views: accountNamesViews,
    // The offer to choose a name, for an embedded-wallet EVM account the name service knows no name of.
    account: (system, account) => {
      const identity = getSystemActor(system, 'accountIdentity')?.getSnapshot()
      const offers = offersNameRegistration({
        hasNames: getSystemActor(system, 'names') !== undefined,
        connectorType: account.connectorType,
        namespace: account.namespace,
        name: selectIdentityView(identity).name,
      })
      return offers ? [{ kind: 'chooseName', opens: 'RegisterAccountName' }] : []
    },
    plug: ({ options: site, storage }) => {
      const api = blockchainApiOf(site)
      const registry = options.registry ?? (api && lazyRegistry(api, storage))
      if (!registry) return {}
      const input = {
        registry,
        suffix: options.suffix ?? nameSuffixes.current,
        now: () => Date.now(),
      } satisfies NameRegistrationInput
      return {
        actors: [
          {
            systemId: 'names',
            logic: lazyActorMachine,
            input: { systemId: 'nameRegistration', load: loadNameRegistrationMachine, input },
          },
        ],
      }
    },
    // The registration's actor is lazy: the first event downloads its machine, which then receives it.
    actions: (foyer) => ({
      openNames: () => sendToSystem(foyer.actor, 'names', { type: 'NAMES.OPEN' }),
      typeName: (label) => sendToSystem(foyer.actor, 'names', { type: 'NAMES.TYPE', label }),
      submitName: () => sendToSystem(foyer.actor, 'names', { type: 'NAMES.SUBMIT' }),
      chooseName: (label) => sendToSystem(foyer.actor, 'names', { type: 'NAMES.CHOOSE', label }),
      resetName: () => sendToSystem(foyer.actor, 'names', { type: 'NAMES.RESET' }),
    }),
  }
}

/** The Blockchain API's registry, downloaded with its first use (the HTTP client stays off the page). */
function lazyRegistry(api: BlockchainApiConfig, storage: TypedStorage): NameRegistry {
  let registry: Promise<NameRegistry> | undefined
  const load = () => {
    registry ??= import('./name-registry.load.js').then((module) => module.createNameRegistry(api, storage))
    return registry
  }
  return {
    suggestions: async (request) => (await load()).suggestions(request),
    register: async (request) => (await load()).register(request),
  }
}
