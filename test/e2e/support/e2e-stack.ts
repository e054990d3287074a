import { inject } from 'vitest'
import { type DemoStack, startDemoStack } from '../../devnet/demo-stack.js'
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
// with several other test runs. Deadlines, not speed assertions: the chain's start and the setup of a
// file that may be the one to start it (vitest's is 120 s for the other files, vitest.config.ts).
const POLKADOT_START_TIMEOUT_MS = 180_000

/**
 * The deadline of the setup of a file whose stack has the Polkadot chain: the worker's first such file
 * starts the chain ({@link POLKADOT_START_TIMEOUT_MS}) while the rest of its stack starts.
 */
export const POLKADOT_STACK_TIMEOUT_MS = 240_000

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
 * once), serving the production builds the project's global setup made (test/e2e/global-setup.ts).
 * Its Polkadot chain, when asked for, is the worker's, restored for this file (closing the stack
 * leaves it running).
 *
 * @example
 * beforeAll(async () => { stack = await startE2eStack() })
 */
export function startE2eStack(options: E2eStackOptions = {}): Promise<DemoStack> {
  return startDemoStack({
    port: 0,
    anvilPorts: [0, 0],
    polkadotPort: false,
    polkadotChain: options.polkadot ? restoredPolkadotChain() : undefined,
    builtPages: inject('builtPages'),
  })
}
