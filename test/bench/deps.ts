import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { benchDir } from './paths.js'

const stamp = `${benchDir}node_modules/.bench-lock-sha256`

/**
 * Installs the bench's own dependencies (the peers) with `npm ci` when they are missing or the lockfile
 * changed since the last install; otherwise does nothing. They stay out of the root install: only
 * `npm run bench` needs them.
 *
 * @example
 * ensureBenchDependencies()
 */
export function ensureBenchDependencies(): void {
  const lock = createHash('sha256')
    .update(readFileSync(`${benchDir}package-lock.json`))
    .digest('hex')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return
  console.log('Installing the bench dependencies (test/bench/package-lock.json)…')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`npm ci in ${benchDir} failed (exit ${result.status})`)
  writeFileSync(stamp, lock)
}

/**
 * The installed version of `name` in the bench's node_modules (the repository's when the bench has
 * none), or 'missing'.
 *
 * @example
 * installedVersion('@reown/appkit') // '1.8.24'
 */
export function installedVersion(name: string): string {
  for (const dir of [`${benchDir}node_modules`, `${benchDir}../../node_modules`]) {
    const file = `${dir}/${name}/package.json`
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
  }
  return 'missing'
}
