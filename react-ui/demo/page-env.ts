import { type DemoPageEnv, demoPageEnvElementId, parseDemoPageEnv } from '../../test/devnet/demo-page-env.js'

/**
 * The demo's settings: those its server wrote into the page when there are any (a built demo, served
 * by a browser test file's stack on ports of its own), else Vite's environment (`npm run demo`, whose
 * launcher sets them before the dev server starts). One source or the other, never a mix.
 *
 * @example
 * const { VITE_FOYER_API_URL: apiUrl } = readPageEnv()
 */
export function readPageEnv(): DemoPageEnv {
  const element = document.getElementById(demoPageEnvElementId)
  return element ? parseDemoPageEnv(element.textContent ?? '') : import.meta.env
}
