import type { Namespace } from '../networks/network.types.js'
import { genericKit } from './generic-kit.js'
import type { NamespaceKit } from './kit.types.js'

/** The kit of any one namespace. */
export type AnyNamespaceKit = { [ns in Namespace]: NamespaceKit<ns> }[Namespace]

/**
 * The namespace kits something checks with. A Foyer's are its adapters' (`foyer.kits`): the rules of
 * the namespaces it was created with and no others, whatever other Foyer runs on the page. There is no
 * registry behind them: what a function checks with is what it is given.
 *
 * @example
 * const kits: NamespaceKits = [eip155({ networks: [mainnet] }).kit]
 */
export type NamespaceKits = readonly AnyNamespaceKit[]

/** A kit's namespace names its type: the kit whose namespace is `namespace` is that namespace's. */
function isKitOf<ns extends Namespace>(
  kit: { readonly namespace: Namespace },
  namespace: ns,
): kit is NamespaceKit<ns> {
  return kit.namespace === namespace
}

/**
 * The kit of a namespace among `kits`, or CAIP's general rules when none of them is that namespace's.
 *
 * @example
 * kitOf(foyer.kits, 'eip155').accountKey('0xF39F…') // '0xf39f…'
 * kitOf([], 'eip155').displayName // 'eip155': CAIP's general rules
 */
export function kitOf<ns extends Namespace>(kits: NamespaceKits, namespace: ns): NamespaceKit<ns> {
  for (const kit of kits) if (isKitOf(kit, namespace)) return kit
  return genericKit(namespace)
}

/**
 * The kits chain adapters bring, one per adapter: a Foyer's kits are those of the adapters it was
 * created with.
 *
 * @example
 * kitsOf([eip155({ networks: [mainnet] })]).map((kit) => kit.namespace) // ['eip155']
 */
export function kitsOf(adapters: readonly { readonly kit: AnyNamespaceKit }[]): NamespaceKits {
  return adapters.map((adapter) => adapter.kit)
}
