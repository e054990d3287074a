import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'
import { type FoyerTarballs, packFoyer } from './pack-tarballs.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed `@foyer/core` and `@foyer/react`, shared by every spec of the project. */
    foyerTarballs: FoyerTarballs
  }
}

/** Packs the two packages once for the whole project, and deletes the tarballs afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tarballs = await packFoyer()
  project.provide('foyerTarballs', tarballs)
  return async () => {
    await rm(tarballs.directory, { recursive: true, force: true })
  }
}
