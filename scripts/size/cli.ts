// `npm run size`: builds the fixture sites and Foyer's entry points, prints every entry's gzip size
// against its budget, and what the EVM-only site adds when that figure is over. Exit code 1 when
// anything is over budget. `--explain` always prints the breakdown; `--keep` keeps the build output.

import { checkBudgets, failureMessage } from './budgets.js'
import { buildForSize, removeBuilds } from './build.js'
import { fixtures } from './entries.js'
import { EVM_SITE, initialOf, measureFoyer } from './measure.js'
import { composition, formatComposition, formatTable } from './report.js'

const args = new Set(process.argv.slice(2))
const started = performance.now()
const builds = await buildForSize()
try {
  const measurements = measureFoyer(builds)
  const results = checkBudgets(measurements)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Foyer size budgets (built in ${seconds} s)\n`)
  console.log(formatTable(measurements, results))
  const evmSiteOver = results.some((result) => result.name === EVM_SITE && !result.ok)
  if (evmSiteOver || args.has('--explain')) {
    const baseline = initialOf(builds.baseline, fixtures.baseline).flatMap((chunk) => chunk.moduleIds)
    const groups = composition(initialOf(builds.evmSite, fixtures.evmSite), baseline)
    console.log(`\nWhat the EVM-only site loads above the baseline (estimated gzip share, largest first):`)
    console.log(formatComposition(groups))
  }
  const failures = results.flatMap((result) => failureMessage(result) ?? [])
  if (failures.length > 0) {
    console.error(`\n${failures.length} over budget:\n${failures.map((line) => `  ${line}`).join('\n')}`)
    process.exitCode = 1
  }
  if (args.has('--keep')) console.log(`\nBuild output kept in ${builds.outDir}`)
} finally {
  if (!args.has('--keep')) await removeBuilds(builds)
}
