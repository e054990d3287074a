import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import type { BuiltPages } from '../devnet/demo-stack.js'
import { buildE2ePages } from './support/production-builds.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production builds of the demo and the dev login frame, shared by every browser test file. */
    builtPages: BuiltPages
  }
}

/**
 * Builds the demo and the dev login frame once per run, into a fresh temporary folder (nothing is
 * kept between runs, so a clean clone runs what a warm checkout runs), and deletes it afterwards.
 * Each test file's stack serves these files with its own addresses written into the page.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'foyer-e2e-'))
  const remove = () => rm(outDir, { recursive: true, force: true })
  try {
    project.provide('builtPages', await buildE2ePages(outDir))
  } catch (error) {
    await remove()
    throw error
  }
  return remove
}
