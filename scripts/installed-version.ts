import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * An installed package's version, read from its package.json found by walking up from `entry`, a file
 * the package exports (packages whose `exports` hide their package.json), for the headers of files
 * generated from it.
 *
 * @example
 * installedVersion('simple-icons', 'simple-icons') // '16.37.0'
 */
export function installedVersion(name: string, entry: string): string {
  // The package's `exports` may not list its package.json: walk up from a file it does export.
  let dir = dirname(createRequire(import.meta.url).resolve(entry))
  for (;;) {
    const manifest = join(dir, 'package.json')
    try {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string }
      if (parsed.name === name) return parsed.version
    } catch {
      // No package.json at this level: keep walking up.
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`${name}: package.json not found`)
    dir = parent
  }
}
