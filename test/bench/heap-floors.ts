// `npx tsx test/bench/heap-floors.ts`: what the plain dialog's heap after opening becomes with the two
// things any state-machine-driven modal adds to it, beside Foyer's, for issue 37's heap goal (after
// opening, at most the plain page's plus 1 MB). The floors are the plain dialog page (apps/baseline)
// with a small xstate machine opening it, with a dialog shaped like Foyer's Connect view, and with
// both (apps/floors, built once per floor). Each page is read as the bench reads it: V8's used heap
// after a full collection, 1 s after the network settled (before the click) and 2 s after opening.
// Prints a Markdown table. One visit each: the same page reads the same within a hundredth of a MB.
import { build } from 'vite'
import { mb, withHeapReader } from './heap-reader.js'
import type { HeapVisit } from './heap-visit.js'
import { appDir, resultsDir } from './paths.js'

const floors = [
  { floor: 'machine', label: '+ a small xstate machine opens it (@xstate/react reads it)' },
  { floor: 'dialog', label: "+ a dialog shaped like Foyer's Connect view (about as many elements)" },
  { floor: 'both', label: '+ both' },
] as const

const outDir = (name: string) => `${resultsDir}heap/floors/${name}`

async function main(): Promise<void> {
  for (const { floor } of floors)
    await build({
      configFile: `${appDir('floors')}/vite.config.ts`,
      define: { __FLOOR__: JSON.stringify(floor) },
      build: { outDir: outDir(floor) },
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
    rows.push(["Foyer (the bench's page)", await read(outDir('foyer'), 'foyer', 'open')])
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
