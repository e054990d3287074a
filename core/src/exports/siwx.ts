// Sign in with X for the browser: the plugin `createFoyer({ siwx: siwx() })` takes, its machine and
// selectors, and the message and storage helpers. Verification on a server is `@foyer/core/server`.
export * from '../machines/siwx/index.js'
export { type SiwxPlugin, siwx } from '../machines/siwx/siwx.plugin.js'
export * from '../siwx/index.js'
