import { type Anvil, startAnvil } from '../devnet/anvil.js'
import { launchBenchBrowser, requireChromium } from './browser.js'
import { type HeapVisit, type Moment, visitForHeap } from './heap-visit.js'
import { type Library, libraries } from './libraries.js'
import { serveBuild } from './serve.js'

/** Reads a built page's heap as the bench's app `app` would be read (its probe, its modal). */
export type ReadHeap = (builtDir: string, app: Library['id'], at: Moment) => Promise<HeapVisit>

/**
 * Runs `work` with a heap reader over the bench's two anvil chains and its browser, both stopped
 * afterwards: each read serves a built page on 127.0.0.1 and visits it once (the same page reads the
 * same within a hundredth of a MB).
 *
 * @example
 * const plain = await withHeapReader((read) => read(`${resultsDir}heap/floors/baseline`, 'baseline', 'open'))
 */
export async function withHeapReader<result>(work: (read: ReadHeap) => Promise<result>): Promise<result> {
  requireChromium()
  const anvils: Anvil[] = [await startAnvil({ chainId: 1 }), await startAnvil({ chainId: 8453 })]
  const browser = await launchBenchBrowser()
  const chains = anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
  const read: ReadHeap = async (builtDir, app, at) => {
    const library = libraries.find((entry) => entry.id === app)
    if (!library) throw new Error(`no bench app ${app}`)
    const served = await serveBuild(builtDir)
    try {
      return await visitForHeap({ browser, library, url: served.url, chains, at, calls: false })
    } finally {
      await served.close()
    }
  }
  try {
    return await work(read)
  } finally {
    await browser.close()
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
}

/** Bytes as MB with two decimals, as the heap tables write them. */
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
