import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoPageEnvTag } from '../../devnet/demo-page-env.js'
import type { DemoStack } from '../../devnet/demo-stack.js'
import { serveStaticFile } from '../../devnet/static-files.js'
import { runProductionBuild } from './production-builds.js'

const noncePlaceholder = 'FOYER_CSP_NONCE'

/** The demo, built for production and served with a Content-Security-Policy header. */
export type CspSite = { url: string; close(): Promise<void> }

/**
 * Builds the demo for production (a build of its own: Vite's `html.cspNonce` puts a placeholder on
 * the page's own tags and in `<meta property="csp-nonce">`) and serves it with `policy(nonce)` as its
 * Content-Security-Policy, a fresh nonce per page load where the placeholder was, and the stack's
 * settings written into the page (a JSON data block, which the policy has no say over).
 *
 * @example
 * const site = await startCspSite(stack, (nonce) => `default-src 'self'; style-src 'self' 'nonce-${nonce}'`)
 */
export async function startCspSite(stack: DemoStack, policy: (nonce: string) => string): Promise<CspSite> {
  const outDir = await mkdtemp(join(tmpdir(), 'foyer-csp-'))
  try {
    await runProductionBuild({ kind: 'csp-demo', outDir, cspNonce: noncePlaceholder })
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    throw error
  }
  const settings = demoPageEnvTag(stack.pageEnv)
  const page = (html: string) => {
    const nonce = randomBytes(16).toString('base64')
    return {
      body: html.replaceAll(noncePlaceholder, nonce).replace('</head>', `${settings}</head>`),
      headers: { 'Content-Security-Policy': policy(nonce) },
    }
  }
  const server: Server = createServer((request, response) => {
    serveStaticFile(outDir, request, response, { page }).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('The CSP site has no port')
  return {
    url: `http://127.0.0.1:${address.port}/`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
