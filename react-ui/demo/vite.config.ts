import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { sourceCondition } from '../../scripts/workspace-sources.js'

const demoRoot = fileURLToPath(new URL('.', import.meta.url))

/**
 * The Foyer demo app. `@foyer/core` and `@foyer/react` resolve through the npm workspace links and
 * their source export condition to their TypeScript sources: the demo always runs the code in this
 * repository, no build step.
 * `VITE_FOYER_PROJECT_ID` and `VITE_FOYER_API_URL` come from the environment (the demo launcher).
 *
 * @example
 * npx vite --config react-ui/demo/vite.config.ts --port 5199
 */
export default defineConfig({
  root: demoRoot,
  envDir: demoRoot,
  plugins: [react()],
  // The Bitcoin dev wallet signs with bip322-js (test code), which hashes through create-hash, whose
  // cipher-base extends Node's `stream` Transform; in the page that is the npm package Node's own
  // stream module grew from. Its globals (Buffer, process, global) come from node-globals.ts.
  resolve: {
    alias: { stream: 'readable-stream' },
    conditions: [sourceCondition, ...defaultClientConditions],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
})
