import { fileURLToPath } from 'node:url'
import { benchViteConfig } from '../vite.shared.js'

const repo = fileURLToPath(new URL('../../../../', import.meta.url))

/**
 * Foyer from this repository's sources (not a published build), the way a site's bundler would see
 * the packages: `@foyer/core`, its `eip155` and `walletconnect` subpaths and `@foyer/react`.
 */
export default benchViteConfig(fileURLToPath(new URL('.', import.meta.url)), {
  dedupe: ['xstate'],
  resolve: {
    alias: [
      { find: /^@foyer\/core$/, replacement: `${repo}core/src/exports/index.ts` },
      {
        find: /^@foyer\/core\/(advanced|eip155|walletconnect)$/,
        replacement: `${repo}core/src/exports/$1.ts`,
      },
      { find: /^@foyer\/react$/, replacement: `${repo}react-ui/src/exports/index.ts` },
    ],
  },
})
