/**
 * The demo page's settings: where the demo stack's services listen. Under the Vite dev server
 * (`npm run demo`) they are `VITE_FOYER_*` variables of the environment, read through
 * `import.meta.env`. A built demo cannot have them baked in, since each browser test file runs a stack
 * of its own on free ports: the server that serves the built page writes them into its index.html, in
 * the element {@link demoPageEnvTag} makes, and the page reads that element first.
 */
export const demoPageEnvNames = [
  'VITE_FOYER_PROJECT_ID',
  'VITE_FOYER_API_URL',
  'VITE_FOYER_DEVNETS',
  'VITE_FOYER_DEVNET_TOKENS',
  'VITE_FOYER_DEVNET_COLLECTIONS',
  'VITE_FOYER_RELAY_URL',
  'VITE_FOYER_VERIFY_URL',
  'VITE_FOYER_SOLANA_RPC_URL',
  'VITE_FOYER_BITCOIN_ESPLORA_URL',
  'VITE_FOYER_COSMOS_RPC_URLS',
  'VITE_FOYER_POLKADOT_CHAIN',
  'VITE_FOYER_LOGIN_FRAME_URL',
] as const

/** One setting's name. */
export type DemoPageEnvName = (typeof demoPageEnvNames)[number]

/** The demo page's settings, each optional (without them Foyer runs in basic mode on public networks). */
export type DemoPageEnv = Partial<Record<DemoPageEnvName, string>>

/** The id of the element that holds a built page's settings. */
export const demoPageEnvElementId = 'foyer-demo-env'

/**
 * The element that gives a built page its settings: a JSON data block, which the browser never runs
 * (so a Content-Security-Policy has nothing to refuse), with every `<` escaped so that no value can
 * end the element early.
 *
 * @example
 * html.replace('</head>', `${demoPageEnvTag({ VITE_FOYER_API_URL: api.url })}</head>`)
 */
export function demoPageEnvTag(env: DemoPageEnv): string {
  const json = JSON.stringify(env).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${demoPageEnvElementId}">${json}</script>`
}

/**
 * Reads the settings out of what the element held; anything that is not a string is left out.
 *
 * @example
 * parseDemoPageEnv('{"VITE_FOYER_API_URL":"http://127.0.0.1:4100"}') // { VITE_FOYER_API_URL: 'http://127.0.0.1:4100' }
 */
export function parseDemoPageEnv(json: string): DemoPageEnv {
  const parsed: unknown = JSON.parse(json)
  const env: DemoPageEnv = {}
  if (typeof parsed !== 'object' || parsed === null) return env
  for (const name of demoPageEnvNames) {
    const value: unknown = Reflect.get(parsed, name)
    if (typeof value === 'string') env[name] = value
  }
  return env
}
