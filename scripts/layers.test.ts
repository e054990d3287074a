import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The core's layers, highest first (ARCHITECTURE.md, "Layers"): a file may import its own layer and
 * the ones below it, never one above, so a lower layer can be read, tested and bundled without the
 * code that drives it. Folders that import each other form one layer, named here with the reason.
 */
const layers: readonly { name: string; folders: readonly string[] }[] = [
  // The package's entry points re-export everything below.
  { name: 'entries', folders: ['exports'] },
  { name: 'create-foyer', folders: ['create-foyer.ts'] },
  // Intents the skin calls. Any file in an `actions/` folder is one (a capability's or a namespace's
  // own actions), and so are a capability's declaration (`*.module.ts`) and a capability's or namespace's
  // `index.ts`, which hand those actions to the Foyer.
  { name: 'actions', folders: ['actions'] },
  { name: 'modules', folders: ['modules'] },
  // The statecharts with the typed actor system they run in (the system lists the machines, the
  // machines read the system), their actors (the remote configuration's) and the core handle's types.
  { name: 'machines', folders: ['machines', 'system', 'actors'] },
  // Chain adapters with what they are built from and read: sign-in messages per namespace (siwx), the
  // injected-wallet discovery (connectors), the login frame's plumbing (embedded) and the account
  // data sources. Each of these folders and chains/ import each other's types.
  { name: 'chains', folders: ['chains', 'siwx', 'connectors', 'embedded', 'account-data'] },
  { name: 'services', folders: ['api', 'storage'] },
  // Networks and the facts that describe a namespace's networks and addresses: the namespace kits
  // (`*.kit.ts`, `kits.ts`, `kit.types.ts`, ... under chains/), plain data the services read too.
  { name: 'networks', folders: ['networks'] },
  { name: 'base', folders: ['config', 'errors', 'utils'] },
]

/**
 * The kit files under chains/ that rank with networks (they import nothing but network types), the
 * Bitcoin networks' address facts the bip122 kit reads, and the SS58 codec the polkadot kit reads (with
 * its hash-free layout reader, which the sign-in rules read alone), and the EVM receipt's outcome, which
 * imports nothing and which the EVM kit's landed wait reads.
 */
const kitFile =
  /^chains\/(.+\.kit|.+\.landed|eip155\/eip155\.receipt|kits|known-kits|kit\.types|caip-facts|generic-kit|landed-wait|bip122\/bitcoin-networks|polkadot\/ss58(?:-form)?)\.ts$/

const root = resolve(import.meta.dirname, '../core/src')

/** Test support (fixtures, model walks, the `testing/` helpers) is not shipped and is not ranked. */
function isTestSupport(file: string): boolean {
  return /\.(test|test-d|fixtures|model\.fixtures)\.ts$/.test(file) || file.startsWith('testing/')
}

function layerOf(file: string): number {
  const parts = file.split('/')
  const name =
    parts.slice(0, -1).includes('actions') ||
    /\.module\.ts$/.test(file) ||
    (['modules', 'chains'].includes(parts[0] ?? '') && parts.length === 3 && parts[2] === 'index.ts')
      ? 'actions'
      : kitFile.test(file)
        ? 'networks'
        : undefined
  const rank = layers.findIndex((layer) =>
    name ? layer.name === name : layer.folders.includes(parts[0] ?? ''),
  )
  if (rank < 0) throw new Error(`${file} is in no layer: add its folder to the list above`)
  return rank
}

function sources(dir: string, extension = /\.ts$/, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sources(path, extension, out)
    else if (extension.test(name)) out.push(path)
  }
  return out
}

/** Every import, export-from and `import()` of a file, as TypeScript reads them. */
function specifiers(path: string): string[] {
  return ts.preProcessFile(readFileSync(path, 'utf8'), true, true).importedFiles.map((file) => file.fileName)
}

function resolveSpecifier(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const target = resolve(dirname(from), specifier)
  return [target.replace(/\.js$/, '.ts'), `${target}.ts`, join(target, 'index.ts')].find((path) =>
    known.has(path),
  )
}

/** One line per import that climbs: `chains/x.ts imports machines/y.ts: chains may not import machines`. */
function upwardImports(): string[] {
  const files = sources(root)
  const known = new Set(files)
  const lines: string[] = []
  for (const path of files) {
    const file = relative(root, path)
    if (isTestSupport(file)) continue
    for (const specifier of specifiers(path)) {
      if (!specifier.startsWith('.')) continue
      const resolved = resolveSpecifier(path, specifier, known)
      if (!resolved) continue
      const target = relative(root, resolved)
      if (target.startsWith('..') || isTestSupport(target)) continue
      const [from, to] = [layerOf(file), layerOf(target)]
      if (to < from)
        lines.push(`${file} imports ${target}: ${layers[from]?.name} may not import ${layers[to]?.name}`)
    }
  }
  return lines
}

describe('layers', () => {
  it('core/src imports point down only', () => {
    expect(upwardImports()).toEqual([])
  })

  // The skin is a consumer like any site: it reads the core through the package's entries, so a
  // relative path into core/src would bypass the public API (and its bundle boundaries).
  it('react-ui/src reaches the core through the package only', () => {
    const skin = resolve(import.meta.dirname, '../react-ui/src')
    const lines = sources(skin, /\.tsx?$/).flatMap((path) =>
      specifiers(path)
        .filter(
          (specifier) => specifier.startsWith('.') && resolve(dirname(path), specifier).startsWith(root),
        )
        .map(
          (specifier) =>
            `${relative(skin, path)} imports ${specifier}: the skin may not import core/src by path`,
        ),
    )
    expect(lines).toEqual([])
  })
})
