import { inject } from 'vitest'
import { type DemoStack, startDemoStack } from '../../devnet/demo-stack.js'

/**
 * Starts a browser test file's own demo stack: every service on a free port (so two files can run at
 * once), serving the production builds the project's global setup made (test/e2e/global-setup.ts).
 *
 * @example
 * beforeAll(async () => { stack = await startE2eStack() })
 */
export function startE2eStack(): Promise<DemoStack> {
  return startDemoStack({ port: 0, anvilPorts: [0, 0], builtPages: inject('builtPages') })
}
