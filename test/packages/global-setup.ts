import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { settleInBackground } from '../background-setup.js'
import { removeConsumer } from './consumer-folder.js'
import { prepareConsumerSites } from './consumer-sites.js'
import { packFoyer } from './pack-tarballs.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The file the outcome of packing Foyer and preparing the consumer sites is written to when it
     * ends: read it with `preparedPackages()` (prepared-packages.ts).
     */
    packagesStatus: string
  }
}

/**
 * Packs the two packages once for the whole project and, at the same time, prepares the consumer
 * sites without Foyer (packing is mostly single-threaded `tsc` builds, installing mostly npm writing
 * files: the two share the cores well). Both run while the other projects' files run (minutes on a
 * busy machine, during which no test could start while the setup waited for them); the package test
 * files wait for them (prepared-packages.ts). Everything is deleted afterwards: nothing is kept
 * between runs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const packed = packFoyer()
  const prepared = prepareConsumerSites()
  const statusDir = await mkdtemp(join(tmpdir(), 'foyer-packages-'))
  const statusFile = join(statusDir, 'status.json')
  const settled = settleInBackground(
    statusFile,
    Promise.all([packed, prepared]).then(([foyerTarballs, consumerFolders]) => ({
      foyerTarballs,
      consumerFolders,
    })),
  )
  project.provide('packagesStatus', statusFile)
  return async () => {
    await settled
    const [tarballs, folders] = await Promise.allSettled([packed, prepared])
    if (tarballs.status === 'fulfilled') await rm(tarballs.value.directory, { recursive: true, force: true })
    if (folders.status === 'fulfilled') await Promise.all(Object.values(folders.value).map(removeConsumer))
    await rm(statusDir, { recursive: true, force: true })
  }
}
