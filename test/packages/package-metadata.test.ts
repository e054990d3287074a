import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FoyerTarballs } from './pack-tarballs.js'
import { repoRoot } from './pack-tarballs.js'
import { PREPARED_PACKAGES_HOOK_TIMEOUT_MS, preparedPackages } from './prepared-packages.js'

const run = promisify(execFile)

/**
 * Foyer ships ES modules only, so the two CommonJS resolutions attw also tries (`node10` and
 * `node16-cjs`) are left out, as its `esm-only` profile does; every other finding fails the test.
 */
const ignoredResolutions = new Set(['node10', 'node16-cjs'])

/** attw's findings for one tarball, minus those of the ignored resolutions. */
async function typeProblems(tarball: string): Promise<unknown[]> {
  const args = [tarball, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css', '--format', 'json']
  // attw exits 1 when it finds a problem; the JSON report is on stdout either way.
  const { stdout } = await run('npx', ['attw', ...args], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: unknown) => ({ stdout: String(Reflect.get(Object(error), 'stdout') ?? '') }))
  const report: unknown = JSON.parse(stdout)
  const problems = Reflect.get(Object(report), 'problems')
  if (typeof problems !== 'object' || problems === null)
    throw new Error(`attw printed no problems list: ${stdout}`)
  return Object.values(problems)
    .flat()
    .filter((problem) => !ignoredResolutions.has(String(Reflect.get(Object(problem), 'resolutionKind'))))
}

let tarballs: FoyerTarballs
// The packages may still be packing when this file starts (the project's global setup runs beside the
// other projects' files).
beforeAll(async () => {
  tarballs = (await preparedPackages()).foyerTarballs
}, PREPARED_PACKAGES_HOOK_TIMEOUT_MS)

describe.each(['core', 'react'] as const)('the packed @foyer/%s', (name) => {
  it('passes publint with no error, warning or suggestion', async () => {
    const tarball = tarballs[name]
    const data = await readFile(tarball)
    const { messages, pkg } = await publint({ pack: { tarball: data.buffer }, level: 'suggestion' })
    expect(messages.map((message) => formatMessage(message, pkg, { color: false }))).toEqual([])
  })

  it('has types every ESM resolution finds (attw)', async () => {
    expect(await typeProblems(tarballs[name])).toEqual([])
  })
})
