import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { settleInBackground } from '../background-setup.js'
import type { BuiltPages } from '../devnet/demo-stack.js'
import { buildE2ePages, builtPagesIn } from './support/production-builds.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where the production builds of the demo and the dev login frame go, shared by every browser test
     * file. Read them once {@link ProvidedContext.builtPagesStatus} is written (startE2eStack waits).
     */
    builtPages: BuiltPages
    /** The file the build's outcome is written to when it ends (test/background-setup.ts). */
    builtPagesStatus: string
  }
}

/**
 * Builds the demo and the dev login frame once per run, into a fresh temporary folder (nothing is
 * kept between runs, so a clean clone runs what a warm checkout runs), and deletes it afterwards.
 * Each test file's stack serves these files with its own addresses written into the page. The build
 * runs while the other projects' setups and files run: every browser test file's stack waits for it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'foyer-e2e-'))
  const statusFile = join(outDir, 'build-status.json')
  const building = settleInBackground(statusFile, buildE2ePages(outDir))
  project.provide('builtPages', builtPagesIn(outDir))
  project.provide('builtPagesStatus', statusFile)
  return async () => {
    await building
    await rm(outDir, { recursive: true, force: true })
  }
}
