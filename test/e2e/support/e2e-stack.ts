import { inject } from 'vitest'
import { type DemoStack, startDemoStack } from '../../devnet/demo-stack.js'

/**
 * Options of {@link startE2eStack}.
 *
 * @example
 * const options: E2eStackOptions = { polkadot: true }
 */
export type E2eStackOptions = {
  /**
   * Start the local Polkadot chain too (the page then offers its network and the Polkadot dev wallet).
   * Off by default: it takes 3–14 s and about 300 MB, which files that do not use it need not pay.
   */
  polkadot?: boolean
}

/**
 * Starts a browser test file's own demo stack: every service on a free port (so two files can run at
 * once), serving the production builds the project's global setup made (test/e2e/global-setup.ts).
 *
 * @example
 * beforeAll(async () => { stack = await startE2eStack() })
 */
export function startE2eStack(options: E2eStackOptions = {}): Promise<DemoStack> {
  return startDemoStack({
    port: 0,
    anvilPorts: [0, 0],
    polkadotPort: options.polkadot ? 0 : false,
    builtPages: inject('builtPages'),
  })
}
