import type { ActorRefFrom, AnyActorLogic } from 'xstate'
import type { NamespaceKits } from '../chains/kits.js'
import type { Connector } from '../connectors/connector.types.js'
import type { ConnectSignInSource } from '../machines/connection/connection.types.js'
import type { foyerMachine } from '../machines/foyer/foyer.machine.js'
import type { FoyerOptions } from '../machines/foyer/foyer.types.js'
import type { ViewRules } from '../machines/router/router.views.js'
import type { Namespace } from '../networks/network.types.js'
import type { TypedStorage } from '../storage/storage.types.js'
import type { AccountRowsSource } from './account-rows.types.js'
import type { HasSystem } from './system.js'

/** The root actor (system id `foyer`). */
export type FoyerActor = ActorRefFrom<typeof foyerMachine>

/**
 * What every action takes: a running Foyer (the facade `createFoyer` returns is one). Actions reach
 * the actors they need through `actor`'s system, and check namespaces with `kits`.
 */
export type FoyerCore = {
  readonly actor: FoyerActor
  /**
   * The kits of the adapters this Foyer was created with, one per namespace: its rules for addresses,
   * CAIP references and namespace names, whatever other Foyer runs on the page.
   */
  readonly kits: NamespaceKits
}

/** What a module is plugged in with, once, as Foyer starts. */
export type ModuleContext = {
  /** The site's options, as given to `createFoyer`. */
  options: FoyerOptions
  /** Foyer's typed storage (the site's adapter, localStorage by default). */
  storage: TypedStorage
  /** The page sign-in messages are for: its host and URL. */
  page: { domain: string; uri: string }
  /** The namespaces the site configured an adapter for, in the adapters' order. */
  namespaces: readonly Namespace[]
  /** The kits of the site's adapters, in their order: the namespace rules this Foyer checks with. */
  kits: NamespaceKits
  /**
   * Foyer's actor system, for the parts of a module that live outside its actors (a connector's
   * provider) and reach them when used. Never during `plug`: the actors start after it.
   */
  system: HasSystem
}

/** An actor a module runs in Foyer's system, under its own system id. */
export type ModuleActor = {
  systemId: string
  logic: AnyActorLogic
  input?: unknown
}

/** What a plugged module adds to Foyer. */
export type ModulePlug = {
  /** Actors started with the root, each registered under its system id. */
  actors?: readonly ModuleActor[] | undefined
  /** Connectors the module lists for a namespace, before that namespace's adapter's own. */
  connectors?: ((namespace: Namespace) => readonly Connector[]) | undefined
  /**
   * The sign-in a wallet may make as it connects, in one prompt (Solana's `solana:signIn`), found in
   * the running system at each connect attempt. The first module that gives one is used.
   */
  connectSignIn?: ConnectSignInSource | undefined
}

/**
 * A capability of Foyer (WalletConnect, the wallet directory, sign-in, toasts, …), plugged in with
 * `createFoyer({ modules: [...] })`. Foyer's root runs every module the same way: it calls `plug`
 * once before any actor starts (so a module may change storage the connection actors then read),
 * lists the module's connectors on their namespace's connection actor, and starts the module's
 * actors in its system. `actions` adds the module's actions to the facade `createFoyer` returns.
 * A module's actors are typed in the system map by declaration merging (see `FoyerSystemEvents`),
 * and so are its views (see `ViewParams`); `views` gives the router their rules, and a module's view
 * shows only in a Foyer that runs the module.
 *
 * @example
 * const greeter: FoyerModule<{ greet(): void }> = {
 *   id: 'greeter',
 *   plug: () => ({ actors: [{ systemId: 'greeter', logic: greeterMachine }] }),
 *   actions: (foyer) => ({ greet: () => sendToSystem(foyer.actor, 'greeter', { type: 'GREET' }) }),
 * }
 */
export type FoyerModule<actions extends object = object> = {
  readonly id: string
  plug(context: ModuleContext): ModulePlug
  actions?: ((foyer: FoyerCore) => actions) | undefined
  /** The views the module adds, with the feature that enables each and whether it may lock closing. */
  views?: ViewRules | undefined
  /** The rows the module adds to the Account view (see `getAccountRows`). */
  account?: AccountRowsSource | undefined
}

/** Any module, whatever actions it adds. */
// biome-ignore lint/suspicious/noExplicitAny: the actions of a module list are read back by ModuleActionsOf
export type AnyFoyerModule = FoyerModule<any>

type Intersection<union> = (union extends unknown ? (value: union) => void : never) extends (
  value: infer all,
) => void
  ? all
  : never

/** The actions a list of modules adds to the facade, all of them together. */
export type ModuleActionsOf<modules extends readonly AnyFoyerModule[]> = [modules[number]] extends [never]
  ? unknown
  : Intersection<
      modules[number] extends FoyerModule<infer actions>
        ? unknown extends actions
          ? object
          : actions
        : never
    >
