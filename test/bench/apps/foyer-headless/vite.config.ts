import { fileURLToPath } from 'node:url'
import { defaultClientConditions } from 'vite'
import { sourceCondition } from '../../../../scripts/workspace-sources.js'
import { benchViteConfig } from '../vite.shared.js'

/**
 * Foyer from this repository's sources (not a published build), the way a site's bundler would see
 * the packages: every `@foyer/*` import resolves through the export condition that names the sources.
 */
export default benchViteConfig(fileURLToPath(new URL('.', import.meta.url)), {
  dedupe: ['xstate'],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
})
