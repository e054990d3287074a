import type { AnyChainAdapter } from '../../chains/adapter.types.js'
import { kitsOf } from '../../chains/kits.js'
import type { Features } from '../../config/features.js'
import type { Connector } from '../../connectors/connector.types.js'
import { type Namespace, type Network, namespaces } from '../../networks/network.types.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { ModulePlug } from '../../system/module.types.js'
import type { HasSystem } from '../../system/system.js'
import type { OptionalFeature, RouterEnv } from '../router/router.types.js'
import { viewRulesOf } from '../router/router.views.js'
import { DuplicateAdapterError } from './foyer.errors.js'
import type { FoyerContext, FoyerOptions } from './foyer.types.js'

/**
 * Basic mode: no remote config and no remote features. Implied when there is no project id (SPEC §6).
 *
 * @example
 * isBasicMode({}) // true
 */
export function isBasicMode(options: FoyerOptions): boolean {
  return options.basic === true || !options.projectId
}

/**
 * The optional features whose views the router may show, derived from the resolved features.
 *
 * @example
 * enabledOptionalFeatures({ ...features, swaps: false }).includes('swaps') // false
 */
export function enabledOptionalFeatures(features: Features): OptionalFeature[] {
  const flags: Record<Exclude<OptionalFeature, 'pay'>, boolean> = {
    email: features.email,
    social: features.socials !== false && features.socials.length > 0,
    swaps: features.swaps !== false && features.swaps.length > 0,
    send: features.send,
    receive: features.receive,
    onramp: features.onramp !== false && features.onramp.length > 0,
    activity: features.activity,
  }
  return (Object.keys(flags) as (keyof typeof flags)[]).filter((feature) => flags[feature])
}

/**
 * The routing facts the root knows from options and features; connection facts come from the
 * connection machines.
 *
 * @example
 * routerEnvOf(context) // { isEmbedded: false, manualWalletConnect: false, … }
 */
export function routerEnvOf(context: Pick<FoyerContext, 'options' | 'features'>): Partial<RouterEnv> {
  return {
    hasAdapters: (context.options.adapters?.length ?? 0) > 0,
    isMobile: context.options.isMobile ?? false,
    isEmbedded: context.options.embedded ?? false,
    manualWalletConnect: context.options.manualWalletConnect ?? false,
    enabledFeatures: enabledOptionalFeatures(context.features),
    // The views of the site's modules: the root names none, the modules declare them.
    views: viewRulesOf(context.options.modules ?? []),
  }
}

/**
 * Checks that each namespace has at most one adapter (one connection actor per namespace); throws
 * {@link DuplicateAdapterError} otherwise.
 *
 * @example
 * assertOneAdapterPerNamespace([evm, solana]) // ok
 */
export function assertOneAdapterPerNamespace(adapters: readonly AnyChainAdapter[]): void {
  const seen = new Set<Namespace>()
  for (const adapter of adapters) {
    if (seen.has(adapter.namespace)) throw new DuplicateAdapterError(adapter.namespace)
    seen.add(adapter.namespace)
  }
}

/**
 * Every configured network, adapter by adapter.
 *
 * @example
 * allNetworks([evm, solana]).map((n) => n.caipNetworkId) // ['eip155:1', 'eip155:8453', 'solana:5eyk…']
 */
export function allNetworks(adapters: readonly AnyChainAdapter[]): readonly Network[] {
  return adapters.flatMap((adapter): readonly Network[] => adapter.networks)
}

/**
 * Connectors by namespace after a namespace reported its connectors; a report without a namespace
 * replaces every namespace's list, sorted by each connector's `chain`.
 *
 * @example
 * connectorsAfterReport({ eip155: [metamask] }, 'solana', [phantom]) // { eip155: [metamask], solana: [phantom] }
 */
export function connectorsAfterReport(
  byNamespace: Partial<Record<Namespace, readonly Connector[]>>,
  namespace: Namespace | undefined,
  connectors: readonly Connector[],
): Partial<Record<Namespace, readonly Connector[]>> {
  if (namespace !== undefined) return { ...byNamespace, [namespace]: connectors }
  const grouped: Partial<Record<Namespace, Connector[]>> = {}
  for (const connector of connectors)
    grouped[connector.chain] = [...(grouped[connector.chain] ?? []), connector]
  return grouped
}

/**
 * Every namespace's connectors in one list: the adapters' namespaces first, in their order, then any
 * other namespace in CAIP order.
 *
 * @example
 * mergeConnectors({ solana: [phantom], eip155: [metamask] }, ['eip155', 'solana']) // [metamask, phantom]
 */
export function mergeConnectors(
  byNamespace: Partial<Record<Namespace, readonly Connector[]>>,
  order: readonly Namespace[],
): readonly Connector[] {
  const sequence = [...order, ...namespaces.filter((ns) => !order.includes(ns))]
  return sequence.flatMap((ns) => byNamespace[ns] ?? [])
}

/**
 * The page sign-in messages are for (SPEC §3 sign-in data: domain and uri): the browser's location,
 * or the site's `origin` option (server rendering, tests).
 *
 * @example
 * pageOf('https://app.example.com') // { domain: 'app.example.com', uri: 'https://app.example.com/' }
 */
export function pageOf(origin: string | undefined): { domain: string; uri: string } {
  const location = globalThis.location as Location | undefined
  if (location?.host) return { domain: location.host, uri: location.href }
  const url = new URL(origin ?? 'http://localhost')
  return { domain: url.host, uri: url.href }
}

/**
 * Plugs every module of the site's options in, in their order: what each adds (actors, connectors).
 * Runs once, before any actor of the root starts.
 */
export function plugModules(
  options: FoyerOptions,
  storage: TypedStorage,
  system: HasSystem,
): readonly ModulePlug[] {
  const context = {
    options,
    storage,
    system,
    page: pageOf(options.origin),
    namespaces: (options.adapters ?? []).map((adapter) => adapter.namespace),
    kits: kitsOf(options.adapters ?? []),
  }
  return (options.modules ?? []).map((module) => module.plug(context))
}
