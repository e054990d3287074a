import { inject } from 'vitest'
import { backgroundValue } from '../../background-setup.js'
import { type BuiltPages, type DemoStack, startDemoStack } from '../../devnet/demo-stack.js'
import { type PolkadotDevnet, startPolkadotDevnet } from '../../devnet/polkadot/polkadot-devnet.js'

/**
 * Options of {@link startE2eStack}.
 *
 * @example
 * const options: E2eStackOptions = { polkadot: true }
 */
export type E2eStackOptions = {
  /**
   * Give the stack the local Polkadot chain too (the page then offers its network and the Polkadot dev
   * wallet). Off by default: files that do not use it need not wait for it.
   */
  polkadot?: boolean
}

// The worker's local Polkadot chain, started by its first file that asks for one and kept until the
// worker ends (the chain's process ends with it). Chopsticks takes 3–14 s and about 300 MB to start,
// which each Polkadot file used to pay; a worker runs its files one at a time, so they take turns on
// one chain, each finding it as it started (see restoreStart), whichever worker runs it and in any order.
let workerPolkadot: Promise<PolkadotDevnet> | undefined

// Its start, once per worker: 3–5 s alone, but 45 s and more, once 100 s, on a 2-core machine shared
// with several other test runs. A deadline, not a speed assertion.
const POLKADOT_START_TIMEOUT_MS = 180_000

/**
 * The deadline of a file's stack start: a stack waits for the run's page build (started by the global
 * setup, which gives it 5 minutes; usually done long before the first browser file starts) and, in the
 * worker's first Polkadot file, for the chain's start ({@link POLKADOT_START_TIMEOUT_MS}); seconds
 * otherwise. A deadline, not a speed assertion.
 */
export const E2E_STACK_TIMEOUT_MS = 360_000

/** The worker's Polkadot chain, put back as it started. */
async function restoredPolkadotChain(): Promise<PolkadotDevnet> {
  if (!workerPolkadot) {
    const starting = startPolkadotDevnet({ startTimeoutMs: POLKADOT_START_TIMEOUT_MS })
    workerPolkadot = starting
    // A chain that failed to start is not kept: the next file tries again.
    starting.catch(() => {
      if (workerPolkadot === starting) workerPolkadot = undefined
    })
  }
  const chain = await workerPolkadot
  await chain.restoreStart()
  return chain
}

/**
 * Starts a browser test file's own demo stack: every service on a free port (so two files can run at
 * once), serving the production builds the project's global setup made (test/e2e/global-setup.ts),
 * once they are made. Give its hook {@link E2E_STACK_TIMEOUT_MS}.
 * Its Polkadot chain, when asked for, is the worker's, restored for this file (closing the stack
 * leaves it running).
 *
 * @example
 * beforeAll(async () => { stack = await startE2eStack() })
 */
export async function startE2eStack(options: E2eStackOptions = {}): Promise<DemoStack> {
  const polkadotChain = options.polkadot ? restoredPolkadotChain() : undefined
  // Starts while the build may still run; its failure is the stack's (awaited there).
  polkadotChain?.catch(() => {})
  await backgroundValue<BuiltPages>(inject('builtPagesStatus'))
  return startDemoStack({
    port: 0,
    anvilPorts: [0, 0],
    polkadotPort: false,
    polkadotChain,
    builtPages: inject('builtPages'),
  })
}
