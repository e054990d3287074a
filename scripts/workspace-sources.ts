import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'

/**
 * The export condition under which `@foyer/core` and `@foyer/react` name their TypeScript sources.
 * A site that installs the packages never sets it and gets `dist/`; inside this repository the demo,
 * the tests and the size check set it, so they run the code as it is now, with no build step.
 */
export const sourceCondition = '@foyer/source'

/**
 * Vite settings that resolve the workspace packages to their sources, in the browser and in Node
 * (vitest's node and jsdom projects resolve through the server conditions).
 *
 * @example
 * export default defineConfig({ ...workspaceSources, plugins: [react()] })
 */
export const workspaceSources = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  // Without vite's `module`: vitest also hands these conditions to Node for the packages it leaves to
  // Node, and under `module` Node picks bundler-only builds (WalletConnect's dependencies break).
  ssr: {
    resolve: {
      conditions: [sourceCondition, ...defaultServerConditions.filter((condition) => condition !== 'module')],
    },
  },
} satisfies UserConfig
