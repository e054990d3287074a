import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

/** What a built page's files are served as, by extension; anything else is plain bytes. */
const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
}

/**
 * Options of {@link serveStaticFile}: `page` rewrites an HTML file before it is sent (and may add
 * headers), as a server that fills in a page per request does.
 *
 * @example
 * const options: StaticFileOptions = { page: (html) => ({ body: html.replace('</head>', `${tag}</head>`) }) }
 */
export type StaticFileOptions = {
  page?: (html: string) => { body: string; headers?: Readonly<Record<string, string>> }
}

/**
 * Answers a GET or HEAD request with the file of `root` its path names (`/` is `index.html`), or 404
 * when there is none; a path that climbs out of `root` gets 403. For the built pages the local stack
 * serves (the demo, the dev login frame), which a browser loads as a site's server would send them.
 *
 * @example
 * createServer((request, response) => void serveStaticFile(buildDir, request, response))
 */
export async function serveStaticFile(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: StaticFileOptions = {},
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405).end()
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
  if (!file.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return void response.writeHead(403).end()
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch {
    return void response.writeHead(404).end()
  }
  const type = extname(file)
  const page = type === '.html' && options.page ? options.page(bytes.toString('utf8')) : undefined
  response.writeHead(200, {
    'Content-Type': contentTypes[type] ?? 'application/octet-stream',
    ...page?.headers,
  })
  response.end(request.method === 'HEAD' ? undefined : (page?.body ?? bytes))
}
