import { execFile } from 'node:child_process'
import { constants } from 'node:fs'
import { access, cp, mkdtemp, readFile, rm, statfs, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { repoRoot } from './pack-tarballs.js'

const run = promisify(execFile)

/**
 * The folder of `test/packages/apps/` named `name`: the sources of one consumer app.
 *
 * @example
 * appTemplate('vite-site') // '/…/test/packages/apps/vite-site'
 */
export function appTemplate(name: string): string {
  return fileURLToPath(new URL(`./apps/${name}`, import.meta.url))
}

/** Linux's in-memory file system, where there is one. */
const memoryFolder = '/dev/shm'

/**
 * The free space `/dev/shm` must have for a consumer folder to go there: the Next site's folder, the
 * largest, is some 620 MB once built, and two test files install at a time.
 */
const consumerFolderBytes = 2 * 1024 ** 3

/**
 * Where consumer folders are created: in memory (`/dev/shm`) when it is writable with room for one,
 * else in the temp directory. An install writes some 35,000 files, and on the machine these tests were
 * tuned on (ext4 with online discard, a disk other test runs share) writing them cost as much kernel
 * time as npm's own work: the Next site's install took 14–35 s of system time on disk and 10–13 s in
 * memory, and removing its built folder 5–21 s and 0.5 s. The folder lives only as long as its test
 * file anyway. Docker gives containers a 64 MB `/dev/shm`, hence the room check.
 */
async function consumerParent(): Promise<string> {
  const writable = await access(memoryFolder, constants.W_OK).then(
    () => true,
    () => false,
  )
  if (!writable) return tmpdir()
  const { bavail, bsize } = await statfs(memoryFolder)
  return bavail * bsize >= consumerFolderBytes ? memoryFolder : tmpdir()
}

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
 * How many compilers node-gyp runs at once when an install script builds a native addon: one per core.
 * Installing Foyer's dependencies compiles one (secp256k1 3.x, which `@foyer/core` gets through bip322-js and
 * bitcoinjs-message, has no prebuilt binary), and npm waits for it at the end of the install: 7.6 s
 * with node-gyp's default of one compiler, 4.8 s with two cores, for the same output.
 */
const nodeGypJobs = 'max'

/**
 * npm's flags for every consumer install: npm's download cache first, no audit or funding notes, and
 * `--engine-strict`: a package whose `engines` leaves out the running Node fails the install (npm's
 * EBADENGINE error, naming the package and its range) where a site would only see a warning, so a
 * site on the Node the README promises installs Foyer and its dependencies without one.
 */
const installFlags = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', '--engine-strict']

/**
 * A fresh folder outside the repository holding a copy of `template`, with a package.json that
 * depends on `dependencies`, installed by npm (install scripts run): the site as it stands before a
 * developer adds Foyer. When the install fails, the folder is removed before the error is
 * thrown.
 *
 * @example
 * const folder = await prepareConsumer({ template, dependencies: { react: '18.3.1' } })
 */
export async function prepareConsumer(p: {
  template: string
  dependencies: Record<string, string>
}): Promise<string> {
  const folder = await mkdtemp(join(await consumerParent(), 'foyer-consumer-'))
  try {
    await cp(p.template, folder, { recursive: true })
    const manifest = { name: 'foyer-consumer', private: true, type: 'module', dependencies: p.dependencies }
    await writeFile(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    await runIn(folder, 'npm', ['install', ...installFlags], { JOBS: nodeGypJobs })
    return folder
  } catch (error) {
    await removeConsumer(folder)
    throw error
  }
}

/**
 * Adds the packed `@foyer/core` and `@foyer/react` to a prepared site as a developer would, with
 * `npm install <tarball>…`: npm resolves Foyer's declared dependencies against what the site has,
 * install scripts run, and package.json records the two packages.
 *
 * @example
 * await addFoyer(folder, (await preparedPackages()).foyerTarballs)
 */
export async function addFoyer(folder: string, tarballs: { core: string; react: string }): Promise<void> {
  await runIn(folder, 'npm', ['install', ...installFlags, tarballs.core, tarballs.react])
}

/**
 * Deletes a consumer folder and everything built in it: nothing of an install or a build outlives
 * the run that made it.
 */
export async function removeConsumer(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true })
}
