import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { runIn } from './consumer-folder.js'
import type { ConsumerSiteName } from './consumer-sites.js'
import { repoRoot } from './pack-tarballs.js'

/**
 * One TypeScript snippet of the README: the file it names after its opening fence (```` ```tsx src/App.tsx ````),
 * the section it is in (the snippets of one section are one app), and the line its fence opens on.
 */
export type ReadmeSnippet = { section: string; path: string; code: string; line: number }

/** A heading as a folder name: `### Sign in with X` → `sign-in-with-x`. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * The README's `ts` and `tsx` snippets, in order. Every one must name the file it goes in, so that each
 * is compiled where a developer would paste it; one that names none, or two of one section that name the
 * same file, is an error naming its line.
 *
 * @example
 * readmeSnippets('## Using it\n```tsx src/App.tsx\nexport default function App() {}\n```\n')
 * // [{ section: 'using-it', path: 'src/App.tsx', code: 'export default function App() {}\n', line: 2 }]
 */
export function readmeSnippets(markdown: string): ReadmeSnippet[] {
  const snippets: ReadmeSnippet[] = []
  const lines = markdown.split('\n')
  let section = 'top'
  let open: { lang: string; path: string | undefined; line: number; code: string[] } | undefined
  for (const [index, text] of lines.entries()) {
    if (open) {
      if (text.trimEnd() !== '```') {
        open.code.push(text)
        continue
      }
      if (open.lang === 'ts' || open.lang === 'tsx') {
        const { path, line } = open
        if (!path)
          throw new Error(`README.md line ${line}: a ${open.lang} snippet names no file after its fence`)
        if (snippets.some((other) => other.section === section && other.path === path))
          throw new Error(`README.md line ${line}: a second snippet of "${section}" for ${path}`)
        snippets.push({ section, path, line, code: `${open.code.join('\n')}\n` })
      }
      open = undefined
      continue
    }
    const fence = /^```(\S*)(?:\s+(\S+))?\s*$/.exec(text)
    if (fence) {
      open = { lang: fence[1] ?? '', path: fence[2], line: index + 1, code: [] }
      continue
    }
    const heading = /^#{2,3} (.+)$/.exec(text)
    if (heading?.[1]) section = slug(heading[1])
  }
  return snippets
}

/**
 * The consumer site a snippet compiles in, from the file it names: `src/` is the layout of a Vite app
 * (`npm create vite`), `app/` an App Router page of the Next.js site, and `server.ts` a Node server,
 * which the Next.js site compiles because it is the one with Node's types.
 */
export function siteOfSnippet(snippet: ReadmeSnippet): ConsumerSiteName {
  if (snippet.path.startsWith('src/')) return 'vite-site'
  if (snippet.path.startsWith('app/') || snippet.path === 'server.ts') return 'next-site'
  throw new Error(
    `README.md line ${snippet.line}: ${snippet.path} is in no consumer site (src/… Vite, app/… or server.ts Next.js)`,
  )
}

/**
 * create-vite's React + TypeScript entry (its stylesheet import left out), which imports the app's
 * default export: a README `src/App.tsx` is checked the way that template uses it.
 */
const viteMain = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import App from './App.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`

/**
 * Writes the README's snippets for `site` into its folder, one app per README section
 * (`readme/<section>/<path>`, plus create-vite's `src/main.tsx` beside a `src/App.tsx` in the Vite site),
 * and type-checks them with the site's `readme/tsconfig.json`: the compiler options of the app a
 * developer creates (create-vite's `tsconfig.app.json`, or the Next.js site's own). Rejects with tsc's
 * diagnostics when a snippet does not compile; resolves with the files checked, relative to `readme/`.
 *
 * @example
 * await typeCheckReadmeSnippets(folder, 'vite-site') // ['using-it/src/App.tsx', 'using-it/src/main.tsx', …]
 */
export async function typeCheckReadmeSnippets(folder: string, site: ConsumerSiteName): Promise<string[]> {
  const snippets = readmeSnippets(await readFile(join(repoRoot, 'README.md'), 'utf8'))
  const files = snippets
    .filter((snippet) => siteOfSnippet(snippet) === site)
    .flatMap(({ section, path, code }) => {
      const file = { path: `${section}/${path}`, code }
      return site === 'vite-site' && path === 'src/App.tsx'
        ? [file, { path: `${section}/src/main.tsx`, code: viteMain }]
        : [file]
    })
  for (const file of files) {
    const target = join(folder, 'readme', file.path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, file.code)
  }
  await runIn(folder, 'npx', ['tsc', '-p', 'readme'])
  return files.map((file) => file.path)
}
