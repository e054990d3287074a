import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { type ApiService, start as startApiService } from './api-service.js'

/** The demo's local stack: every remote service Foyer talks to, on 127.0.0.1, plus the demo page. */
export type DemoStack = { url: string; api: ApiService; vite: ViteDevServer; close(): Promise<void> }

const demoConfig = fileURLToPath(new URL('../../react-ui/demo/vite.config.ts', import.meta.url))

/**
 * Starts the local API service (project config, allowed origins) and the demo's Vite dev server pointed
 * at it, so the demo needs no cloud account. Used by `npm run demo` and by the browser tests.
 *
 * @example
 * const stack = await startDemoStack({ port: 0 })
 * await page.goto(stack.url)
 * await stack.close()
 */
export async function startDemoStack(options: { port?: number } = {}): Promise<DemoStack> {
  const api = await startApiService()
  process.env.VITE_FOYER_API_URL = api.url
  process.env.VITE_FOYER_PROJECT_ID = 'foyer-demo'
  const vite = await createServer({
    configFile: demoConfig,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: options.port ?? 5173, strictPort: options.port !== undefined },
  })
  await vite.listen()
  const url = vite.resolvedUrls?.local[0]
  if (!url) throw new Error('The demo server did not report its URL')
  return {
    url,
    api,
    vite,
    async close() {
      await vite.close()
      await api.close()
    },
  }
}
