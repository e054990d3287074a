// The npm package (the trailing slash), not Node's module: this runs in the page.
import { Buffer } from 'buffer/'

// Node's globals for the page, for the demo's Bitcoin dev wallet only: it signs with bip322-js and
// bitcoinjs-message (test code, written for Node), which read `Buffer` as a global; their dependencies
// read `global.crypto` (randombytes) and `process.browser`, `process.version`, `process.env`,
// `process.nextTick` (create-hash, through readable-stream 2) when they load. Browsers have none of the
// three. Foyer itself needs none of them: @foyer/core/bip122 checks signatures and PSBTs with
// bitcoinjs-lib 7, which works on plain bytes. The dev wallet installs them before it starts.

/** The part of Node's `process` those libraries read; a tick is a microtask. */
const browserProcess = {
  browser: true,
  version: '',
  env: {},
  nextTick(callback: (...args: unknown[]) => void, ...args: unknown[]) {
    queueMicrotask(() => callback(...args))
  },
}

/**
 * Gives the page the three globals, where it has none of its own. A function the dev wallet calls, not
 * statements run at import: this file belongs to `@foyer/react`, whose package.json says only its CSS
 * has side effects, so a production build drops whatever a module does merely by being imported.
 *
 * @example
 * const { installNodeGlobals } = await import('./node-globals.js')
 * installNodeGlobals()
 */
export function installNodeGlobals(): void {
  if (!Reflect.has(globalThis, 'global')) Reflect.set(globalThis, 'global', globalThis)
  if (!Reflect.has(globalThis, 'Buffer')) Reflect.set(globalThis, 'Buffer', Buffer)
  if (!Reflect.has(globalThis, 'process')) Reflect.set(globalThis, 'process', browserProcess)
}
