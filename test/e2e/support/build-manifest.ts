import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'

/** The demo's root: the manifest names each module by its path from there. */
const demoRoot = fileURLToPath(new URL('../../../react-ui/demo/', import.meta.url))

/**
 * The path the page requests for the chunk the demo's build made of the module whose source path
 * ends with `source` (an entry, or a module loaded with `import()`): `/assets/ModalFrame-Bx1h8YIO.js`
 * for `/react-ui/src/components/ModalFrame.tsx`. Read from the build's manifest, Vite's own record of
 * which file holds which module, so a test that watches for a module's download watches for the right
 * file. Throws unless exactly one such chunk exists, so such a test can never pass by looking for a
 * file the page could not request.
 *
 * @example
 * const modalChunk = builtChunkOf('/react-ui/src/components/ModalFrame.tsx')
 */
export function builtChunkOf(source: string): string {
  const manifestPath = join(inject('builtPages').demo, '.vite', 'manifest.json')
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const files = Object.entries(typeof manifest === 'object' && manifest !== null ? manifest : {})
    .filter(([key]) => resolve(demoRoot, key).endsWith(source))
    .map(([, chunk]: [string, unknown]) =>
      typeof chunk === 'object' && chunk !== null ? Reflect.get(chunk, 'file') : undefined,
    )
  const [file, ...others] = files
  if (typeof file !== 'string' || others.length > 0)
    throw new Error(`The demo's build has ${files.length} chunks for ${source} (${manifestPath})`)
  return `/${file}`
}
