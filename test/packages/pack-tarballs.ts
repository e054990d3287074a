import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The repository root, where `npm pack -w` runs. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** The two tarballs a site would install, as files on disk. */
export type FoyerTarballs = { directory: string; core: string; react: string }

/** One line of `npm pack --json`: the tarball's file name and the files it holds. */
type PackedTarball = { name: string; filename: string; files: { path: string }[] }

function isPackedTarball(value: unknown): value is PackedTarball {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'name') === 'string' &&
    typeof Reflect.get(value, 'filename') === 'string' &&
    Array.isArray(Reflect.get(value, 'files'))
  )
}

/**
 * Packs `@foyer/core` and `@foyer/react` exactly as `npm publish` would (each package's `prepack`
 * builds its `dist/` first) into a fresh temp directory.
 *
 * @example
 * const tarballs = await packFoyer()
 * tarballs.core // '/tmp/foyer-pack-XXXX/foyer-core-0.1.0.tgz'
 */
export async function packFoyer(): Promise<FoyerTarballs> {
  const directory = await mkdtemp(join(tmpdir(), 'foyer-pack-'))
  try {
    const { stdout } = await run(
      'npm',
      ['pack', '--workspace', 'core', '--workspace', 'react-ui', '--pack-destination', directory, '--json'],
      { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
    )
    const packed: unknown = JSON.parse(stdout)
    if (!Array.isArray(packed) || !packed.every(isPackedTarball)) {
      throw new Error(`npm pack printed an unexpected report: ${stdout.slice(0, 200)}`)
    }
    const tarball = (name: string) => {
      const found = packed.find((entry) => entry.name === name)
      if (!found) throw new Error(`npm pack did not pack ${name}`)
      return join(directory, found.filename)
    }
    return { directory, core: tarball('@foyer/core'), react: tarball('@foyer/react') }
  } catch (error) {
    await rm(directory, { recursive: true, force: true })
    throw error
  }
}
