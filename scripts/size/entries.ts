import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The repository root: the builds resolve `@foyer/*`, react and viem from here (npm workspace links). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

const inRepo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

/** The two fixture sites; the difference between their initial JS is what Foyer costs an EVM site. */
export const fixtures = {
  /** A React + viem page with a plain connect button. */
  baseline: inRepo('scripts/size/fixtures/baseline.tsx'),
  /** The same page with Foyer: core, the EVM adapter and the React skin. */
  evmSite: inRepo('scripts/size/fixtures/evm-site.tsx'),
} as const

/**
 * Foyer's public entry points (core/package.json and react-ui/package.json `exports`;
 * `@foyer/core/mock` is for tests only). `input` names the entry chunk in the library build.
 */
export const libraryEntries = [
  { name: '@foyer/core', input: 'core', path: inRepo('core/src/exports/index.ts') },
  { name: '@foyer/core/advanced', input: 'advanced', path: inRepo('core/src/exports/advanced.ts') },
  { name: '@foyer/core/eip155', input: 'eip155', path: inRepo('core/src/exports/eip155.ts') },
  {
    name: '@foyer/core/walletconnect',
    input: 'walletconnect',
    path: inRepo('core/src/exports/walletconnect.ts'),
  },
  { name: '@foyer/core/siwx', input: 'siwx', path: inRepo('core/src/exports/siwx.ts') },
  { name: '@foyer/core/analytics', input: 'analytics', path: inRepo('core/src/exports/analytics.ts') },
  { name: '@foyer/core/onramp', input: 'onramp', path: inRepo('core/src/exports/onramp.ts') },
  { name: '@foyer/core/solana', input: 'solana', path: inRepo('core/src/exports/solana.ts') },
  { name: '@foyer/core/bip122', input: 'bip122', path: inRepo('core/src/exports/bip122.ts') },
  { name: '@foyer/core/polkadot', input: 'polkadot', path: inRepo('core/src/exports/polkadot.ts') },
  { name: '@foyer/core/cosmos', input: 'cosmos', path: inRepo('core/src/exports/cosmos.ts') },
  {
    name: '@foyer/core/embedded-wallet',
    input: 'embedded-wallet',
    path: inRepo('core/src/exports/embedded-wallet.ts'),
  },
  { name: '@foyer/react', input: 'react', path: inRepo('react-ui/src/exports/index.ts') },
] as const

/** Subpaths of the packages' `exports` that are no JavaScript a browser runs, so they have no budget. */
export const notMeasuredAsJs = {
  '@foyer/core/mock': 'a scripted adapter for tests',
  '@foyer/core/server': 'sign-in verification on a server (Node)',
  '@foyer/react/styles.css': 'CSS, not JavaScript: the stylesheets the components otherwise inject',
} as const

/** The entry every other one is measured above: a site using any subpath imports it too. */
export const coreEntry = libraryEntries[0]

/**
 * What a site shares with Foyer and already ships (a React site on viem): external in the library
 * build, so the per-entry figures are Foyer's own bytes (and its own dependencies: xstate, mipd, ...).
 */
export const sharedDeps = /^(react|react-dom|viem)(\/.*)?$/

/**
 * The skin's view maps, whose `lazyView(() => import(...))` lines name the views that must load
 * lazily: the core views' and each module's (`react-ui/src/modules/<module>/views.ts`), which the
 * registry composes.
 */
export const viewMaps: readonly string[] = [
  inRepo('react-ui/src/views/core.views.ts'),
  ...readdirSync(inRepo('react-ui/src/modules'), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(inRepo(`react-ui/src/modules/${entry.name}/views.ts`)),
    )
    .map((entry) => inRepo(`react-ui/src/modules/${entry.name}/views.ts`)),
]

/**
 * A module id as a short, stable label: a package name for dependencies, a repository path otherwise.
 *
 * @example
 * moduleLabel('/repo/node_modules/@walletconnect/universal-provider/dist/index.js') // '@walletconnect/universal-provider'
 * moduleLabel(`${repoRoot}react-ui/src/views/Swap/SwapView.tsx`) // 'react-ui/src/views/Swap/SwapView.tsx'
 */
export function moduleLabel(id: string): string {
  const dependency = id.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (dependency?.[1]) return dependency[1]
  // Virtual modules (vite's preload helper, rolldown's runtime) start with a NUL byte.
  return id.replace(/^\0/, '').replace(repoRoot, '')
}
