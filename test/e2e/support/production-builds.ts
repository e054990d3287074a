import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { demoPageEnvNames } from '../../devnet/demo-page-env.js'
import type { BuiltPages } from '../../devnet/demo-stack.js'

/**
 * What the build process makes. `e2e-pages`: the demo (with `window.foyer`, see react-ui/demo/env.d.ts)
 * in `<outDir>/demo`, the login frame harness beside it (at {@link FRAME_HARNESS_PATH}), and the dev
 * login frame's page in `<outDir>/login-frame`. `csp-demo`: the demo alone in `outDir`, its page's
 * own tags carrying `cspNonce` (a placeholder its server swaps for a fresh nonce per load).
 *
 * @example
 * const job: BuildJob = { kind: 'csp-demo', outDir: '/tmp/foyer-csp-x', cspNonce: 'FOYER_CSP_NONCE' }
 */
export type BuildJob =
  | { kind: 'e2e-pages'; outDir: string }
  | { kind: 'csp-demo'; outDir: string; cspNonce: string }

/**
 * Where the login frame harness (support/frame-harness.ts, built as an ES module) is in the demo's
 * build: the login frame tests import it into the demo's page, from the page's own origin.
 */
export const FRAME_HARNESS_PATH = 'e2e/frame-harness.js'

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))
const childScript = fileURLToPath(new URL('./production-builds.child.ts', import.meta.url))
/** A build takes seconds (about 10 on a busy 2-core machine); one that takes 5 minutes is stuck. */
const buildTimeoutMs = 300_000

/**
 * Runs `job` in a Node process of its own with `NODE_ENV=production`. Vite makes a production build
 * (production React, `import.meta.env.DEV` false, the dev-only code dropped) only under that
 * NODE_ENV, and the test runner's processes have `NODE_ENV=test`: a build started from inside them
 * is a development build. The demo's settings (`VITE_FOYER_*`) are left out of the process, so none is
 * baked into the build: its server writes them into the page.
 *
 * @example
 * await runProductionBuild({ kind: 'e2e-pages', outDir })
 */
export function runProductionBuild(job: BuildJob): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  for (const name of demoPageEnvNames) delete env[name]
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, JSON.stringify(job)], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), buildTimeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else
        reject(
          new Error(`The ${job.kind} build failed (${signal ?? `exit ${code}`}):\n${output.slice(-4_000)}`),
        )
    })
  })
}

/**
 * Builds the pages the browser tests' stacks serve (see {@link BuildJob}) into `outDir`.
 *
 * @example
 * const pages = await buildE2ePages(await mkdtemp(join(tmpdir(), 'foyer-e2e-')))
 */
export async function buildE2ePages(outDir: string): Promise<BuiltPages> {
  await runProductionBuild({ kind: 'e2e-pages', outDir })
  return builtPagesIn(outDir)
}

/**
 * Where {@link buildE2ePages} puts the pages in `outDir`.
 *
 * @example
 * builtPagesIn('/tmp/foyer-e2e-x').demo // '/tmp/foyer-e2e-x/demo'
 */
export function builtPagesIn(outDir: string): BuiltPages {
  return { demo: join(outDir, 'demo'), loginFrame: join(outDir, 'login-frame') }
}
