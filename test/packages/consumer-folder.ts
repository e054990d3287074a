import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { repoRoot } from './pack-tarballs.js'

const run = promisify(execFile)

/**
 * The version of `name` installed at the repository root, so a consumer app installs the very
 * versions the lockfile pins (and npm finds them in its cache).
 *
 * @example
 * await rootVersion('next') // '16.4.6'
 */
export async function rootVersion(name: string): Promise<string> {
  const manifest: unknown = JSON.parse(
    await readFile(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'),
  )
  const version = Reflect.get(Object(manifest), 'version')
  if (typeof version !== 'string') throw new Error(`node_modules/${name}/package.json has no version`)
  return version
}

/**
 * The environment of a command run in a consumer folder: this process's, without the `npm_*`
 * variables `npm test` set (they name this repository's workspaces and would steer the inner npm).
 */
export function consumerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  )
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
}

/**
 * Runs a command in a consumer folder; a failure says which command, and what it printed.
 *
 * @example
 * await runIn(folder, 'npx', ['vite', 'build'])
 */
export async function runIn(
  folder: string,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<string> {
  try {
    const { stdout } = await run(command, args, {
      cwd: folder,
      env: consumerEnv(env),
      maxBuffer: 64 * 1024 * 1024,
    })
    return stdout
  } catch (error) {
    const output = ['stdout', 'stderr']
      .map((stream) => String(Reflect.get(Object(error), stream) ?? ''))
      .join('\n')
    throw new Error(`\`${command} ${args.join(' ')}\` failed in ${folder}:\n${output.slice(-4000)}`)
  }
}

/**
 * A fresh folder outside the repository holding a copy of `template`, with a package.json that
 * depends on the packed tarballs and `dependencies`, installed by npm as a site would install Foyer.
 *
 * @example
 * const folder = await installConsumer({ template, tarballs, dependencies: { react: '18.3.1' } })
 */
export async function installConsumer(p: {
  template: string
  tarballs: { core: string; react: string }
  dependencies: Record<string, string>
}): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'foyer-consumer-'))
  await cp(p.template, folder, { recursive: true })
  const manifest = {
    name: 'foyer-consumer',
    private: true,
    type: 'module',
    dependencies: {
      '@foyer/core': `file:${p.tarballs.core}`,
      '@foyer/react': `file:${p.tarballs.react}`,
      ...p.dependencies,
    },
  }
  await writeFile(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await runIn(folder, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'])
  return folder
}
