// `npx tsx test/bench/heap-phases.ts`: the heap of the bench's Foyer page after each of its loading
// steps, beside the plain dialog's, for issue 37's heap goal (after opening, at most the plain page's
// plus 1 MB). Each step is the Foyer page cut short after it (apps/foyer-phases, built once per step),
// read as the bench reads its pages: V8's used heap after a full collection, 1 s after the network
// settled, before the click; the whole page and the plain dialog's are read before the click and
// after opening too. Prints a Markdown table: what the page holds after each step and what the step
// added. One visit each: the same page reads the same within a hundredth of a MB.
import { build } from 'vite'
import { mb, withHeapReader } from './heap-reader.js'
import { appDir, resultsDir } from './paths.js'

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

const outDir = (name: string) => `${resultsDir}heap/phases/${name}`

async function main(): Promise<void> {
  for (const { phase } of steps)
    await build({
      configFile: `${appDir('foyer-phases')}/vite.config.ts`,
      define: { __HEAP_PHASE__: JSON.stringify(phase) },
      build: { outDir: outDir(phase) },
    })
  for (const id of ['foyer', 'baseline'] as const)
    await build({ configFile: `${appDir(id)}/vite.config.ts`, build: { outDir: outDir(id) } })

  await withHeapReader(async (read) => {
    const rows: [string, number][] = []
    const plain = await read(outDir('baseline'), 'baseline', 'open')
    for (const { phase, label } of steps)
      rows.push([label, (await read(outDir(phase), 'foyer', 'before-click')).beforeClickBytes])
    const whole = await read(outDir('foyer'), 'foyer', 'open')
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
  })
}

main().catch((error: unknown) => {
  console.error(`heap-phases failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
