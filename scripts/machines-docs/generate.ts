import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { MachineDoc } from '../../core/src/machines/registry.js'
import { compareStrings } from './describe.js'
import { pageFileName, renderIndex, renderMachinePage } from './page.js'

/**
 * Every file of `machines-docs/`: file name → content, sorted by file name. Throws when two
 * machines would share a page or a system id.
 *
 * @example
 * const files = generateDocs(foyerMachines) // Map { 'README.md' => '…', 'modal.md' => '…' }
 */
export function generateDocs(docs: readonly MachineDoc[]): Map<string, string> {
  const files = new Map<string, string>()
  const systemIds = new Set<string>()
  for (const doc of docs) {
    const name = pageFileName(doc)
    if (name === 'README.md' || files.has(name))
      throw new Error(`two machines would write ${name}: machine ids must be unique`)
    if (systemIds.has(doc.systemId))
      throw new Error(`system id ${doc.systemId} is listed twice in the registry`)
    systemIds.add(doc.systemId)
    files.set(name, renderMachinePage(doc))
  }
  files.set('README.md', renderIndex(docs))
  return new Map([...files].sort(([a], [b]) => compareStrings(a, b)))
}

/** How the pages on disk differ from the generated ones. */
export type DocsDiff = {
  /** On disk, but with other content: file name and the first line (1-based) that differs. */
  stale: { file: string; line: number }[]
  /** Generated, but not on disk. */
  missing: string[]
  /** Markdown files on disk that no machine generates. */
  extra: string[]
}

/** Compares `dir` with the generated files; only `.md` files in `dir` are considered. */
export async function diffDocs(dir: string, files: ReadonlyMap<string, string>): Promise<DocsDiff> {
  const onDisk = await markdownFiles(dir)
  const diff: DocsDiff = { stale: [], missing: [], extra: onDisk.filter((file) => !files.has(file)) }
  for (const [file, content] of files) {
    if (!onDisk.includes(file)) {
      diff.missing.push(file)
      continue
    }
    const current = await readFile(join(dir, file), 'utf8')
    if (current !== content) diff.stale.push({ file, line: firstDifferentLine(current, content) })
  }
  return diff
}

/** Brings `dir` in line with the generated files (writes changed ones, removes extra `.md` files). */
export async function writeDocs(dir: string, files: ReadonlyMap<string, string>): Promise<DocsDiff> {
  await mkdir(dir, { recursive: true })
  const diff = await diffDocs(dir, files)
  for (const file of [...diff.missing, ...diff.stale.map((stale) => stale.file)]) {
    await writeFile(join(dir, file), files.get(file) as string)
  }
  for (const file of diff.extra) await rm(join(dir, file))
  return diff
}

async function markdownFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((file) => file.endsWith('.md')).sort(compareStrings)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

function firstDifferentLine(a: string, b: string): number {
  const left = a.split('\n')
  const right = b.split('\n')
  let line = 0
  while (line < left.length && line < right.length && left[line] === right[line]) line++
  return line + 1
}
