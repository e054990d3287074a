import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The gzip size (level 9, as `npm run size` measures) of every .js file of a build, by URL path.
 *
 * @example
 * const sizes = jsGzipSizes(distDir('foyer')) // Map { '/assets/index-Cl6KtOPK.js' => 61234, … }
 */
export function jsGzipSizes(dir: string): Map<string, number> {
  const sizes = new Map<string, number>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue
    const path = join(entry.parentPath, entry.name)
    sizes.set(
      `/${relative(dir, path).replaceAll('\\', '/')}`,
      gzipSync(readFileSync(path), { level: 9 }).length,
    )
  }
  return sizes
}

/**
 * The gzip bytes of the scripts among `urls` (what the page fetched before the click), each counted once;
 * scripts the build does not have (none expected) count zero.
 *
 * @example
 * const initial = fetchedJsGzip(sizes, ['http://127.0.0.1:4000/assets/index-Cl6KtOPK.js'])
 */
export function fetchedJsGzip(sizes: Map<string, number>, urls: Iterable<string>): number {
  const paths = new Set([...urls].map((url) => new URL(url).pathname))
  let total = 0
  for (const path of paths) total += sizes.get(path) ?? 0
  return total
}

/** The gzip bytes of every .js file of the build. */
export function totalJsGzip(sizes: Map<string, number>): number {
  let total = 0
  for (const size of sizes.values()) total += size
  return total
}
