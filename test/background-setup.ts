import { readFile, rename, writeFile } from 'node:fs/promises'
import { setTimeout as delay } from 'node:timers/promises'

// Work a project's global setup starts without waiting for it (a production build, packing the
// packages): vitest runs the projects' global setups one after another before any test file starts, so
// each minute of setup was a minute both workers idled. The setup writes the work's outcome to a file
// when it ends; the test files that need it wait for that file, by then usually long written (other
// projects' files run first).

/** How often a waiting test file looks for the outcome. */
const POLL_MS = 200

type Outcome<value> = { value: value } | { error: string }

/**
 * Writes `work`'s outcome to `statusFile` once it settles (its value as JSON, or its error's message),
 * whole or not at all (written beside it, then renamed). Resolves when written; never rejects.
 *
 * @example
 * const building = settleInBackground(join(outDir, 'status.json'), buildE2ePages(outDir))
 * return async () => { await building; await rm(outDir, { recursive: true }) }
 */
export async function settleInBackground<value>(statusFile: string, work: Promise<value>): Promise<void> {
  const outcome: Outcome<value> = await work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  )
  const partial = `${statusFile}.partial`
  await writeFile(partial, JSON.stringify(outcome))
  await rename(partial, statusFile)
}

const waiting = new Map<string, Promise<unknown>>()

/**
 * The value of the work whose outcome goes to `statusFile` (see {@link settleInBackground}), once it
 * is written; rejects with the work's error. A process asks the file once: later calls share the answer.
 * No deadline of its own: the work has one (a build is killed after 5 minutes), and so has the hook
 * that waits.
 *
 * @example
 * const pages = await backgroundValue<BuiltPages>(inject('builtPagesStatus'))
 */
export function backgroundValue<value>(statusFile: string): Promise<value> {
  let value = waiting.get(statusFile)
  if (!value) {
    value = readOutcome(statusFile)
    waiting.set(statusFile, value)
  }
  return value as Promise<value>
}

async function readOutcome(statusFile: string): Promise<unknown> {
  for (;;) {
    const text = await readFile(statusFile, 'utf8').catch(() => undefined)
    if (text !== undefined) {
      const outcome = JSON.parse(text) as Outcome<unknown>
      if ('error' in outcome) throw new Error(`The global setup's work failed:\n${outcome.error}`)
      return outcome.value
    }
    await delay(POLL_MS)
  }
}
