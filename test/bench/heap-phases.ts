// `npx tsx test/bench/heap-phases.ts`: the heap of the bench's Foyer page after each of its loading
// steps, beside the plain dialog's, for issue 37's heap goal (after opening, at most the plain page's
// plus 1 MB). Each step is the Foyer page cut short after it (apps/foyer-phases, built once per step),
// read as the bench reads its pages: V8's used heap after a full collection, 1 s after the network
// settled, before the click; the whole page and the plain dialog's are read before the click and
// after opening too. Prints a Markdown table: what the page holds after each step and what the step
// added. One visit each: the same page reads the same within a hundredth of a MB.
import { build } from 'vite'
import { type Anvil, startAnvil } from '../devnet/anvil.js'
import { launchBenchBrowser, requireChromium } from './browser.js'
import { visitForHeap } from './heap-visit.js'
import { type Library, libraries } from './libraries.js'
import { appDir, resultsDir } from './paths.js'
import { serveBuild } from './serve.js'

/** The cut-short pages, in loading order, each with what it adds to the one before. */
const steps = [
  { phase: 'page', label: 'a React page with only the button (no viem)' },
  {
    phase: 'modules',
    label: "+ the options' code evaluated (networks, the EVM adapter, the wallet directory, WalletConnect)",
  },
  { phase: 'defined', label: "+ `createFoyer`'s code evaluated (its machines defined), not called" },
  { phase: 'created', label: '+ `createFoyer` called (its actors started)' },
  { phase: 'provider', label: "+ the provider and the page's hooks (no `<FoyerModal>`)" },
] as const

const library = (id: Library['id']): Library => {
  const found = libraries.find((entry) => entry.id === id)
  if (!found) throw new Error(`no bench app ${id}`)
  return found
}
const outDir = (name: string) => `${resultsDir}heap/phases/${name}`
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)

async function main(): Promise<void> {
  requireChromium()
  for (const { phase } of steps)
    await build({
      configFile: `${appDir('foyer-phases')}/vite.config.ts`,
      define: { __HEAP_PHASE__: JSON.stringify(phase) },
      build: { outDir: outDir(phase) },
    })
  for (const id of ['foyer', 'baseline'] as const)
    await build({ configFile: `${appDir(id)}/vite.config.ts`, build: { outDir: outDir(id) } })

  const anvils: Anvil[] = [await startAnvil({ chainId: 1 }), await startAnvil({ chainId: 8453 })]
  const browser = await launchBenchBrowser()
  const chains = anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
  const read = async (name: string, app: Library, at: 'before-click' | 'open') => {
    const served = await serveBuild(outDir(name))
    try {
      return await visitForHeap({ browser, library: app, url: served.url, chains, at, calls: false })
    } finally {
      await served.close()
    }
  }
  const rows: [string, number][] = []
  try {
    const plain = await read('baseline', library('baseline'), 'open')
    for (const { phase, label } of steps)
      rows.push([label, (await read(phase, library('foyer'), 'before-click')).beforeClickBytes])
    const whole = await read('foyer', library('foyer'), 'open')
    rows.push([
      "+ `<FoyerModal>` and the modal UI fetched when idle (the bench's page, before the click)",
      whole.beforeClickBytes,
    ])
    rows.push(['after opening (the bench figure)', whole.usedBytes])
    console.log(
      [
        '| the page holds | MB | added by the step |',
        '|---|---:|---:|',
        `| the plain dialog page before the click (React, viem, its wallet code) | ${mb(plain.beforeClickBytes)} | |`,
        `| the plain dialog page after opening | ${mb(plain.usedBytes)} | +${mb(plain.usedBytes - plain.beforeClickBytes)} |`,
        ...rows.map(([label, bytes], index) => {
          const before = rows[index - 1]?.[1]
          return `| ${label} | ${mb(bytes)} | ${before === undefined ? '' : `+${mb(bytes - before)}`} |`
        }),
        '',
        `Foyer after opening − the plain dialog after opening: +${mb(whole.usedBytes - plain.usedBytes)} MB (the goal: at most +1 MB).`,
      ].join('\n'),
    )
  } finally {
    await browser.close()
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
}

main().catch((error: unknown) => {
  console.error(`heap-phases failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
