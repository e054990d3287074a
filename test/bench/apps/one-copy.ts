import type { Plugin } from 'vite'

/** The package a module belongs to and where it was installed, from its resolved path. */
function packageOf(id: string): { name: string; root: string } | undefined {
  const marker = '/node_modules/'
  const at = id.lastIndexOf(marker)
  if (at === -1) return undefined
  const rest = id.slice(at + marker.length).split('/')
  const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  return name ? { name, root: id.slice(0, at + marker.length) + name } : undefined
}

/**
 * Fails the build when one of `packages` is bundled from two installed copies (say react from the
 * bench's node_modules and from the repository's): two Reacts break hooks, and two viems would count
 * against the library being measured.
 *
 * @example
 * plugins: [oneCopy(['react', 'react-dom', 'viem'])]
 */
export function oneCopy(packages: readonly string[]): Plugin {
  return {
    name: 'bench:one-copy',
    generateBundle(_options, bundle) {
      const roots = new Map<string, Set<string>>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of output.moduleIds) {
          const found = packageOf(id.replace(/\\/g, '/'))
          if (!found || !packages.includes(found.name)) continue
          roots.set(found.name, (roots.get(found.name) ?? new Set()).add(found.root))
        }
      }
      for (const [name, places] of roots) {
        if (places.size > 1) this.error(`${name} is bundled twice, from ${[...places].join(' and ')}`)
      }
    },
  }
}
