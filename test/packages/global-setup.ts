import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'
import { removeConsumer } from './consumer-folder.js'
import { type ConsumerFolders, prepareConsumerSites } from './consumer-sites.js'
import { type FoyerTarballs, packFoyer } from './pack-tarballs.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed `@foyer/core` and `@foyer/react`, shared by every spec of the project. */
    foyerTarballs: FoyerTarballs
    /** Each consumer site's folder, its own dependencies installed; its test file adds Foyer. */
    consumerFolders: ConsumerFolders
  }
}

/**
 * Packs the two packages once for the whole project and, at the same time, prepares the consumer
 * sites without Foyer (packing is mostly single-threaded `tsc` builds, installing mostly npm writing
 * files: the two share the cores well). Everything is deleted afterwards: nothing is kept between runs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [packed, prepared] = await Promise.allSettled([packFoyer(), prepareConsumerSites()])
  const remove = async () => {
    if (packed.status === 'fulfilled') await rm(packed.value.directory, { recursive: true, force: true })
    if (prepared.status === 'fulfilled') await Promise.all(Object.values(prepared.value).map(removeConsumer))
  }
  const failure = [packed, prepared].find((result) => result.status === 'rejected')
  if (failure || packed.status === 'rejected' || prepared.status === 'rejected') {
    await remove()
    throw failure?.reason
  }
  project.provide('foyerTarballs', packed.value)
  project.provide('consumerFolders', prepared.value)
  return remove
}
