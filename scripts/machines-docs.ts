/**
 * Generates `machines-docs/`: one page per machine of `core/src/machines/registry.ts` (statechart,
 * states, events, guards, actions, actors, delays, how to inspect it live) and an index.
 *
 *   npx tsx scripts/machines-docs.ts           write the pages (`npm run docs`)
 *   npx tsx scripts/machines-docs.ts --check   exit 1 when the committed pages are stale (`npm run docs:check`)
 */
import { fileURLToPath } from 'node:url'
import { foyerMachines } from '../core/src/machines/registry.js'
import { diffDocs, generateDocs, writeDocs } from './machines-docs/generate.js'

const docsDir = fileURLToPath(new URL('../machines-docs/', import.meta.url))
const fixCommand = 'npm run docs (or: npx tsx scripts/machines-docs.ts)'

const files = generateDocs(foyerMachines)

if (process.argv.includes('--check')) {
  const diff = await diffDocs(docsDir, files)
  const problems = [
    ...diff.stale.map(
      ({ file, line }) => `  stale:   machines-docs/${file} (first difference at line ${line})`,
    ),
    ...diff.missing.map((file) => `  missing: machines-docs/${file}`),
    ...diff.extra.map((file) => `  extra:   machines-docs/${file} (no machine generates it)`),
  ]
  if (problems.length > 0) {
    console.error(`machines-docs/ does not match the machines:\n${problems.join('\n')}`)
    console.error(`Fix: run ${fixCommand}, then commit machines-docs/.`)
    process.exit(1)
  }
  console.log(`machines-docs/: ${files.size} pages up to date.`)
} else {
  const diff = await writeDocs(docsDir, files)
  const changes = [
    ...diff.missing.map((file) => `  created: machines-docs/${file}`),
    ...diff.stale.map(({ file }) => `  updated: machines-docs/${file}`),
    ...diff.extra.map((file) => `  removed: machines-docs/${file}`),
  ]
  console.log(
    changes.length > 0
      ? `machines-docs/:\n${changes.join('\n')}`
      : `machines-docs/: ${files.size} pages already up to date.`,
  )
}
