import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const demoConfig = fileURLToPath(new URL('../../../react-ui/demo/vite.config.ts', import.meta.url))
const noncePlaceholder = 'FOYER_CSP_NONCE'
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
}

/** The demo, built for production and served with a Content-Security-Policy header. */
export type CspSite = { url: string; close(): Promise<void> }

/**
 * Builds the demo (with the environment the demo stack set) and serves it with `policy(nonce)` as
 * its Content-Security-Policy, a fresh nonce per page load, put where Vite's `html.cspNonce`
 * placeholder is (the page's own tags and `<meta property="csp-nonce">`).
 *
 * @example
 * const site = await startCspSite((nonce) => `default-src 'self'; style-src 'self' 'nonce-${nonce}'`)
 */
export async function startCspSite(policy: (nonce: string) => string): Promise<CspSite> {
  const outDir = await mkdtemp(join(tmpdir(), 'foyer-csp-'))
  await build({
    configFile: demoConfig,
    logLevel: 'error',
    html: { cspNonce: noncePlaceholder },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(outDir)) return void response.writeHead(403).end()
    readFile(file).then(
      (body) => {
        const nonce = randomBytes(16).toString('base64')
        const isPage = extname(file) === '.html'
        response.writeHead(200, {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
          ...(isPage ? { 'Content-Security-Policy': policy(nonce) } : {}),
        })
        response.end(isPage ? body.toString('utf8').replaceAll(noncePlaceholder, nonce) : body)
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
