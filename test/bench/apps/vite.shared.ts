import react from '@vitejs/plugin-react'
import { defaultClientConditions, mergeConfig, type UserConfig } from 'vite'
import { sourceCondition } from '../../../scripts/workspace-sources.js'
import { oneCopy } from './one-copy.js'

/** Packages several libraries share: each must be bundled once, from one installed copy. */
const shared = ['react', 'react-dom', 'viem']

/**
 * The production build every app gets: the same React plugin, the same target and no source maps, so
 * the apps differ only in their library. The runner sets `build.outDir`.
 *
 * @example
 * export default benchViteConfig(import.meta.dirname, { resolve: { dedupe: ['wagmi'] } })
 */
export function benchViteConfig(root: string, extra: UserConfig & { dedupe?: string[] } = {}): UserConfig {
  const { dedupe = [], ...rest } = extra
  const packages = [...shared, ...dedupe]
  return mergeConfig(
    {
      root,
      // Absolute asset URLs: each app is served at the root of its own 127.0.0.1 port.
      base: '/',
      // Errors only: viem's optional Node-only module (ox's worker pool) is externalised, and says so.
      logLevel: 'error',
      plugins: [react(), oneCopy(packages)],
      resolve: { dedupe: packages },
      build: {
        emptyOutDir: true,
        sourcemap: false,
        reportCompressedSize: false,
        // The peers ship chunks of several hundred kB; the warning would only be noise here.
        chunkSizeWarningLimit: 100_000,
      },
    } satisfies UserConfig,
    rest,
  )
}

/**
 * {@link benchViteConfig} for an app on Foyer from this repository's sources (not a published build),
 * the way a site's bundler would see the packages: every `@foyer/*` import resolves through the export
 * condition that names the sources.
 *
 * @example
 * export default foyerSourcesViteConfig(fileURLToPath(new URL('.', import.meta.url)))
 */
export function foyerSourcesViteConfig(root: string): UserConfig {
  return benchViteConfig(root, {
    dedupe: ['xstate'],
    resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  })
}
