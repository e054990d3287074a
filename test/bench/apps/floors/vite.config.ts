import { fileURLToPath } from 'node:url'
import { benchViteConfig } from '../vite.shared.js'

export default benchViteConfig(fileURLToPath(new URL('.', import.meta.url)), { dedupe: ['xstate'] })
