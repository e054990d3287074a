import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { type DemoPageEnv, demoPageEnvNames, demoPageEnvTag } from './demo-page-env.js'
import { serveStaticFile } from './static-files.js'

/** The demo page, served on 127.0.0.1. */
export type DemoPage = { url: string; close(): Promise<void> }

const demoConfig = fileURLToPath(new URL('../../react-ui/demo/vite.config.ts', import.meta.url))

/**
 * Starts the demo's Vite dev server (`npm run demo`) on `port`, or on 5173 (the next free one when
 * taken) when not given. Vite reads the page's settings from the environment, so they are set on
 * `process.env` first: one dev server per process.
 *
 * @example
 * const page = await startDemoDevServer({ env: { VITE_FOYER_API_URL: api.url } })
 */
export async function startDemoDevServer(options: { env: DemoPageEnv; port?: number }): Promise<DemoPage> {
  for (const name of demoPageEnvNames) {
    const value = options.env[name]
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  // Vite loads only here: the browser tests serve builds, and importing it costs each file a second.
  const { createServer: createViteServer } = await import('vite')
  const vite = await createViteServer({
    configFile: demoConfig,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: options.port ?? 5173, strictPort: options.port !== undefined },
  })
  await vite.listen()
  const url = vite.resolvedUrls?.local[0]
  if (!url) throw new Error('The demo server did not report its URL')
  return { url, close: () => vite.close() }
}

/**
 * Serves a production build of the demo (the folder `vite build` wrote) on `port` (a free one by
 * default), its settings written into index.html on the way out (see demo-page-env.ts), so one
 * build serves every stack whatever its ports.
 *
 * @example
 * const page = await serveDemoBuild({ dir: '/tmp/foyer-e2e-x/demo', env: { VITE_FOYER_API_URL: api.url } })
 */
export async function serveDemoBuild(options: {
  dir: string
  env: DemoPageEnv
  port?: number
}): Promise<DemoPage> {
  const tag = demoPageEnvTag(options.env)
  const page = (html: string) => {
    if (!html.includes('</head>'))
      throw new Error('The built demo page has no </head> to put its settings before')
    return { body: html.replace('</head>', `${tag}</head>`) }
  }
  const server: Server = createServer((request, response) => {
    serveStaticFile(options.dir, request, response, { page }).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('The demo page server has no port')
  return {
    url: `http://127.0.0.1:${address.port}/`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
