// `npx tsx test/bench/heap-floors.ts`: what the plain dialog's heap after opening becomes with the two
// things any state-machine-driven modal adds to it, beside Foyer's, for issue 37's heap goal (after
// opening, at most the plain page's plus 1 MB). The floors are the plain dialog page (apps/baseline)
// with a small xstate machine opening it, with a dialog shaped like Foyer's Connect view, with both,
// and with both after the machine took 60 events (apps/floors, built once per floor). Foyer's page is
// read whole, and with a dialog of its own on Foyer's hooks instead of its modal UI, with and without
// the wallet directory and WalletConnect modules (apps/foyer-headless). Each page is read as the bench
// reads it: V8's used heap after a full collection, 1 s after the network settled (before the click)
// and 2 s after opening. Prints a Markdown table. One visit each: the same page reads the same within
// a hundredth of a MB.
import { build } from 'vite'
import { mb, withHeapReader } from './heap-reader.js'
import type { HeapVisit } from './heap-visit.js'
import { appDir, resultsDir } from './paths.js'

const floors = [
  { floor: 'machine', label: '+ a small xstate machine opens it (@xstate/react reads it)' },
  { floor: 'dialog', label: "+ a dialog shaped like Foyer's Connect view (about as many elements)" },
  { floor: 'both', label: '+ both' },
  { floor: 'warmed', label: '+ both, the machine having taken 60 events before the click' },
] as const

/** Foyer's page with its own dialog on Foyer's hooks (no modal UI), by whether it has its two modules. */
const headless = [
  {
    name: 'headless-adapter',
    withModules: false,
    label: "Foyer with a dialog of its own on Foyer's hooks, the EVM adapter alone",
  },
  {
    name: 'headless',
    withModules: true,
    label: '… and the wallet directory and WalletConnect modules',
  },
] as const

const outDir = (name: string) => `${resultsDir}heap/floors/${name}`

async function main(): Promise<void> {
  for (const { floor } of floors)
    await build({
      configFile: `${appDir('floors')}/vite.config.ts`,
      define: { __FLOOR__: JSON.stringify(floor) },
      build: { outDir: outDir(floor) },
    })
  for (const { name, withModules } of headless)
    await build({
      configFile: `${appDir('foyer-headless')}/vite.config.ts`,
      define: { __WITH_MODULES__: JSON.stringify(withModules) },
      build: { outDir: outDir(name) },
    })
  for (const id of ['foyer', 'baseline'] as const)
    await build({ configFile: `${appDir(id)}/vite.config.ts`, build: { outDir: outDir(id) } })

  await withHeapReader(async (read) => {
    const plain = await read(outDir('baseline'), 'baseline', 'open')
    const rows: [string, HeapVisit][] = [
      ['the plain dialog page (React, viem, a dialog of one button per wallet)', plain],
    ]
    // The floors' pages open as the plain dialog's does, so the bench's probe reads them the same way.
    for (const { floor, label } of floors) rows.push([label, await read(outDir(floor), 'baseline', 'open')])
    for (const { name, label } of headless) rows.push([label, await read(outDir(name), 'foyer', 'open')])
    rows.push(["Foyer (the bench's page, its modal UI)", await read(outDir('foyer'), 'foyer', 'open')])
    console.log(
      [
        '| the page | before the click, MB | after opening, MB | after opening − the plain dialog, MB |',
        '|---|---:|---:|---:|',
        ...rows.map(
          ([label, { beforeClickBytes, usedBytes }]) =>
            `| ${label} | ${mb(beforeClickBytes)} | ${mb(usedBytes)} | +${mb(usedBytes - plain.usedBytes)} |`,
        ),
      ].join('\n'),
    )
  })
}

main().catch((error: unknown) => {
  console.error(`heap-floors failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
