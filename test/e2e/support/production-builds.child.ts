// Runs in a process of its own, started by production-builds.ts with NODE_ENV=production and one build
// job as its argument (JSON); exits non-zero, with Vite's message, when a build fails.
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { type BuildJob, FRAME_HARNESS_PATH } from './production-builds.js'

const demoConfig = fileURLToPath(new URL('../../../react-ui/demo/vite.config.ts', import.meta.url))
const loginFrameRoot = fileURLToPath(new URL('../../devnet/login-frame/', import.meta.url))
const frameHarness = fileURLToPath(new URL('./frame-harness.ts', import.meta.url))

/** Reads the job from the command line; anything else is a programming error of the caller. */
function readJob(argument: string | undefined): BuildJob {
  const job: unknown = JSON.parse(argument ?? 'null')
  const kind: unknown = typeof job === 'object' && job !== null ? Reflect.get(job, 'kind') : undefined
  const outDir: unknown = typeof job === 'object' && job !== null ? Reflect.get(job, 'outDir') : undefined
  const cspNonce: unknown = typeof job === 'object' && job !== null ? Reflect.get(job, 'cspNonce') : undefined
  if (typeof outDir !== 'string') throw new Error(`No outDir in the build job ${argument}`)
  if (kind === 'e2e-pages') return { kind, outDir }
  if (kind === 'csp-demo' && typeof cspNonce === 'string') return { kind, outDir, cspNonce }
  throw new Error(`Unknown build job ${argument}`)
}

/**
 * The demo as `vite build` makes it from its own config; with `exposeFoyer`, its Foyer on
 * `window.foyer` (the build-time flag react-ui/demo/env.d.ts describes). No source maps: nothing in
 * the tests reads them, and they cost build time.
 */
function buildDemo(outDir: string, options: { exposeFoyer: boolean; cspNonce?: string }) {
  // Vite reads `VITE_*` variables from the environment of the process that builds.
  if (options.exposeFoyer) process.env.VITE_FOYER_EXPOSE_FOYER = 'true'
  else delete process.env.VITE_FOYER_EXPOSE_FOYER
  return build({
    configFile: demoConfig,
    mode: 'production',
    logLevel: 'error',
    ...(options.cspNonce ? { html: { cspNonce: options.cspNonce } } : {}),
    // The manifest says which file holds which module (support/build-manifest.ts).
    build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
  })
}

/**
 * The login frame harness as an ES module with its exports (an app build would drop them), resolved
 * by the demo's own config (the workspace packages' sources); its own copy of xstate and the frame
 * machine, as the harness had when the dev server served it.
 */
function buildFrameHarness(demoDir: string) {
  return build({
    configFile: demoConfig,
    mode: 'production',
    logLevel: 'error',
    // A library build leaves `process.env.NODE_ENV` for its users to set; this one runs as it is.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(demoDir, dirname(FRAME_HARNESS_PATH)),
      emptyOutDir: false,
      sourcemap: false,
      lib: { entry: frameHarness, formats: ['es'], fileName: () => basename(FRAME_HARNESS_PATH) },
    },
  })
}

/** The dev login frame's page (test/devnet/login-frame), as its dev server would serve it, built. */
function buildLoginFrame(outDir: string) {
  return build({
    root: loginFrameRoot,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })
}

const job = readJob(process.argv[2])
if (process.env.NODE_ENV !== 'production')
  throw new Error('Run with NODE_ENV=production (production-builds.ts)')
if (job.kind === 'csp-demo') {
  await buildDemo(job.outDir, { exposeFoyer: false, cspNonce: job.cspNonce })
} else {
  const demoDir = join(job.outDir, 'demo')
  await buildDemo(demoDir, { exposeFoyer: true })
  await Promise.all([buildFrameHarness(demoDir), buildLoginFrame(join(job.outDir, 'login-frame'))])
}
