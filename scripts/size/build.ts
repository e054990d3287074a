import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import { workspaceSources } from '../workspace-sources.js'
import { fixtures, libraryEntries, repoRoot, sharedDeps } from './entries.js'
import type { BuiltChunk } from './graph.js'

/** The three builds a size check needs, each as its list of chunks. */
export type SizeBuilds = {
  /** A React + viem page with a plain connect button (fixtures/baseline.tsx). */
  baseline: BuiltChunk[]
  /** The same page with Foyer, EVM adapter only (fixtures/evm-site.tsx). */
  evmSite: BuiltChunk[]
  /** Foyer's public entry points together, react/react-dom/viem external, every export kept. */
  library: BuiltChunk[]
  /** Where the builds were written: a fresh directory under the OS temp dir. */
  outDir: string
}

/**
 * Keeps what the checker reads from a rolldown chunk, as plain data. Rolldown lists external modules
 * (`react`, `viem/chains`) among a chunk's imports; they are set apart so the graph holds only files.
 */
function toBuiltChunk(chunk: Rolldown.OutputChunk, files: ReadonlySet<string>): BuiltChunk {
  return {
    fileName: chunk.fileName,
    code: chunk.code,
    isEntry: chunk.isEntry,
    isDynamicEntry: chunk.isDynamicEntry,
    facadeModuleId: chunk.facadeModuleId,
    imports: chunk.imports.filter((name) => files.has(name)),
    dynamicImports: chunk.dynamicImports.filter((name) => files.has(name)),
    externalImports: [...chunk.imports, ...chunk.dynamicImports].filter((name) => !files.has(name)),
    moduleIds: chunk.moduleIds,
    renderedLengths: Object.fromEntries(
      Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength]),
    ),
  }
}

/**
 * One production build (minified, as a site ships it) with vite's JS API, written to `outDir`. Config
 * files are ignored so the repository's vitest and demo settings cannot change the figures.
 */
async function viteBuild(
  outDir: string,
  input: Record<string, string>,
  library?: { external: RegExp },
): Promise<BuiltChunk[]> {
  const result = await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    resolve: workspaceSources.resolve,
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input,
        // An app build drops the entries' exports; a library entry keeps all of them (its public API).
        ...(library ? { external: library.external, preserveEntrySignatures: 'strict' as const } : {}),
      },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  return outputs.flatMap((output) => {
    if (!('output' in output)) throw new Error('Size check: vite build returned a watcher, not a bundle')
    const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    const files = new Set(chunks.map((chunk) => chunk.fileName))
    return chunks.map((chunk) => toBuiltChunk(chunk, files))
  })
}

/**
 * Builds the two fixture sites and Foyer's entry points into a fresh temp directory, in parallel
 * (rolldown is native and multi-threaded: the three builds together take about as long as the largest).
 *
 * @example
 * const builds = await buildForSize()
 * builds.evmSite.find((chunk) => chunk.isEntry)?.fileName // 'assets/evm-site-XXXX.js'
 * await removeBuilds(builds)
 */
export async function buildForSize(): Promise<SizeBuilds> {
  const outDir = await mkdtemp(join(tmpdir(), 'foyer-size-'))
  const libraryInput = Object.fromEntries(libraryEntries.map((entry) => [entry.input, entry.path]))
  // Vite takes "production" from NODE_ENV, not from `mode`: under vitest (NODE_ENV=test) it would keep
  // React's development build and every `import.meta.env.DEV` branch. A site ships the production
  // build, so NODE_ENV says so for the duration of the builds.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    const [baseline, evmSite, library] = await Promise.all([
      viteBuild(join(outDir, 'baseline'), { baseline: fixtures.baseline }),
      viteBuild(join(outDir, 'evm-site'), { 'evm-site': fixtures.evmSite }),
      viteBuild(join(outDir, 'library'), libraryInput, { external: sharedDeps }),
    ])
    return { baseline, evmSite, library, outDir }
  } catch (error) {
    await removeBuilds({ outDir })
    throw error
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

/** Deletes the temp directory of {@link buildForSize}. */
export async function removeBuilds(builds: Pick<SizeBuilds, 'outDir'>): Promise<void> {
  await rm(builds.outDir, { recursive: true, force: true })
}
