import { randomBytes } from 'node:crypto'
import type { BuiltChunk } from './graph.js'

/**
 * A hand-made chunk for the checker's own tests: `bytes` of incompressible code (random base64), so
 * its gzip size grows with `bytes`, and one module per chunk unless told otherwise.
 *
 * @example
 * const entry = fakeChunk('entry.js', { imports: ['shared.js'], isEntry: true, facadeModuleId: '/src/main.ts' })
 */
export function fakeChunk(
  fileName: string,
  options: Partial<BuiltChunk> & { bytes?: number } = {},
): BuiltChunk {
  const { bytes = 1_000, ...chunk } = options
  const moduleIds = chunk.moduleIds ?? [`/src/${fileName.replace(/\.js$/, '.ts')}`]
  return {
    fileName,
    code: randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64'),
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    externalImports: [],
    renderedLengths: Object.fromEntries(moduleIds.map((id) => [id, Math.round(bytes / moduleIds.length)])),
    ...chunk,
    moduleIds,
  }
}
