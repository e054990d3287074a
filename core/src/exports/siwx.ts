// Sign in with X for the browser: the module `createFoyer({ modules: [siwx()] })` takes, its machine and
// selectors, and the message and storage helpers. Verification on a server is `@foyer/core/server`.
export * from '../machines/siwx/index.js'
export { type SiwxActions, siwx } from '../modules/siwx/siwx.module.js'
export * from '../siwx/index.js'
