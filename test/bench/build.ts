import { build } from 'vite'
import type { Library } from './libraries.js'
import { appDir, distDir } from './paths.js'

/**
 * Builds one app for production (`vite build` with the app's own config) into results/dist/<id>, and
 * returns how long it took. Builds run one at a time: two at once would only fight over two cores.
 *
 * @example
 * const ms = await buildApp(foyer)
 */
export async function buildApp(library: Library): Promise<number> {
  const started = performance.now()
  await build({
    configFile: `${appDir(library.id)}/vite.config.ts`,
    build: { outDir: distDir(library.id) },
  })
  return performance.now() - started
}
