import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * A build served on 127.0.0.1.
 *
 * @example
 * const app = await serveBuild(distDir('foyer'))
 * await page.goto(app.url)
 */
export type ServedBuild = { url: string; close(): Promise<void> }

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

type File = { body: Buffer; gzip: Buffer; type: string }

/**
 * An empty page every server also has, for warming up a tab on the app's site before measuring.
 *
 * @example
 * await page.goto(new URL(BLANK_PATH, app.url).href)
 */
export const BLANK_PATH = '/__bench-blank'
const blankPage = Buffer.from('<!doctype html><title>blank</title>')

/** Every file under `dir`, by URL path, read and gzipped once so serving costs nothing per request. */
function loadFiles(dir: string): Map<string, File> {
  const files = new Map<string, File>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const body = readFileSync(path)
    const type = types[extname(path)] ?? 'application/octet-stream'
    files.set(`/${relative(dir, path).replaceAll('\\', '/')}`, { body, gzip: gzipSync(body), type })
  }
  return files
}

/**
 * Serves the production build in `dir` on 127.0.0.1 (a free port) as a CDN would: gzip when the browser
 * asks for it, hashed assets cached for good, the HTML revalidated on every load. Unknown paths get the
 * app's index.html.
 *
 * @example
 * const { url, close } = await serveBuild('/path/to/dist')
 */
export async function serveBuild(dir: string): Promise<ServedBuild> {
  const files = loadFiles(dir)
  files.set(BLANK_PATH, { body: blankPage, gzip: gzipSync(blankPage), type: 'text/html; charset=utf-8' })
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = files.get(path) ?? files.get('/index.html')
    if (!file) {
      response.writeHead(404).end()
      return
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    }
    if (gzip) headers['content-encoding'] = 'gzip'
    response.writeHead(200, headers).end(gzip ? file.gzip : file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
