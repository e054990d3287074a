import { fileURLToPath } from 'node:url'
import { foyerSourcesViteConfig } from '../vite.shared.js'

export default foyerSourcesViteConfig(fileURLToPath(new URL('.', import.meta.url)))
