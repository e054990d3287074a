import type { CaipNetworkId, Namespace } from '@foyer/core'

/**
 * One path of a network's mark, on the mark's box. `evenOdd` for a path whose holes come from the
 * even-odd rule (SVG's `fill-rule="evenodd"`); the others fill by SVG's default, non-zero.
 *
 * @example
 * const path: NetworkLogoPath = { d: 'M3 12l5 4.5v-9z', evenOdd: true }
 */
export type NetworkLogoPath = { readonly d: string; readonly evenOdd?: true }

/**
 * A network's logo, generated from permissively licensed icon sets (`npm run logos`): a disc in the
 * brand's colour with the mark on it in `ink`, or, for a `round` mark (one that is itself a disc with
 * the symbol cut out), the mark whole in the brand's colour over `ink`, which shows through the cut-outs.
 *
 * @example
 * const logo: NetworkLogo = { hex: '#3C3C3D', ink: '#FFFFFF', box: '0 0 24 24', paths: [{ d: 'M11.944 17.97…' }] }
 */
export type NetworkLogo = {
  /** The brand's colour, `#RRGGBB`. */
  readonly hex: string
  /** White, or black where white would read at less than 3:1 on the brand's colour. */
  readonly ink: string
  /** The SVG `viewBox` the paths are drawn on. */
  readonly box: string
  readonly round?: true
  readonly paths: readonly NetworkLogoPath[]
}

/**
 * One namespace's logos, by CAIP-2 id.
 *
 * @example
 * const logos: NetworkLogos = { 'eip155:1': ethereum }
 */
export type NetworkLogos = Readonly<Record<string, NetworkLogo>>

const noLogos: NetworkLogos = {}

/**
 * Each namespace's generated module, as a chunk of its own: a site downloads the logos of a namespace
 * only when the modal first shows one of its networks, so an EVM-only site never pays for the Solana,
 * Bitcoin, Polkadot or Cosmos marks. `satisfies` makes a namespace added to core a type error here
 * until it has its module.
 */
const modules = {
  eip155: () => import('./eip155.generated.js'),
  solana: () => import('./solana.generated.js'),
  polkadot: () => import('./polkadot.generated.js'),
  bip122: () => import('./bip122.generated.js'),
  cosmos: () => import('./cosmos.generated.js'),
} satisfies Record<Namespace, () => Promise<{ logos: NetworkLogos }>>

/** The logos of each namespace whose module has loaded (or failed to: then none). */
const loaded = new Map<string, NetworkLogos>()
const loading = new Map<string, Promise<NetworkLogos>>()

/** The namespace of a CAIP-2 id: what comes before its colon. */
function namespaceOf(caipNetworkId: CaipNetworkId | string): string {
  return caipNetworkId.slice(0, caipNetworkId.indexOf(':'))
}

/**
 * The logos of `caipNetworkId`'s namespace if they are at hand: its module has loaded, or the
 * namespace has none to load; `undefined` while its module has yet to load.
 *
 * @example
 * loadedNetworkLogos('eip155:1')?.['eip155:1'] // Ethereum's logo, once loaded
 */
export function loadedNetworkLogos(caipNetworkId: CaipNetworkId | string): NetworkLogos | undefined {
  const namespace = namespaceOf(caipNetworkId)
  return Object.hasOwn(modules, namespace) ? loaded.get(namespace) : noLogos
}

/**
 * Loads the logos of `caipNetworkId`'s namespace, once per page. Never rejects: a module that fails to
 * load (the visitor went offline) counts as no logos until the page reloads, and the skin shows the
 * network's other picture or its monogram instead.
 *
 * @example
 * const logos = await loadNetworkLogos('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 */
export function loadNetworkLogos(caipNetworkId: CaipNetworkId | string): Promise<NetworkLogos> {
  const namespace = namespaceOf(caipNetworkId)
  const ready = loadedNetworkLogos(caipNetworkId)
  if (ready) return Promise.resolve(ready)
  let promise = loading.get(namespace)
  if (!promise) {
    promise = modules[namespace as Namespace]()
      .then(
        (module) => module.logos,
        () => noLogos,
      )
      .then((logos) => {
        loaded.set(namespace, logos)
        loading.delete(namespace)
        return logos
      })
    loading.set(namespace, promise)
  }
  return promise
}
