import { fileURLToPath } from 'node:url'

/** test/bench/ */
export const benchDir = fileURLToPath(new URL('.', import.meta.url))
/** Where the builds, JSON and Markdown go (git-ignored). */
export const resultsDir = fileURLToPath(new URL('./results/', import.meta.url))
/** The production build of app `id`. */
export const distDir = (id: string) => `${resultsDir}dist/${id}`
/** The sources and vite config of app `id`. */
export const appDir = (id: string) => `${benchDir}apps/${id}`
