import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { publishedCss } from './published-css.js'

describe('@foyer/react/styles.css', () => {
  it('is the components stylesheets as they are now (run `npm run styles` after changing them)', () => {
    // Joined by hand: under jsdom, Vite turns `new URL(path, import.meta.url)` into an asset URL.
    const file = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../styles.css'), 'utf8')
    expect(file === publishedCss, 'react-ui/styles.css is stale: run `npm run styles`').toBe(true)
    expect(file).toContain('.foyer-toaster')
    expect(file).toContain('.foyer-snackbar')
    expect(file).toContain('.foyer-root')
    // The views' own sheets too (email login, names, sign-in): with injectStyles={false} none is rendered.
    expect(file).toContain('.foyer-email-form')
    expect(file).toContain('.foyer-names-suffix')
    expect(file).toContain('.foyer-siwx-message-text')
  })

  it('carries no comments: what explains a rule is a JS comment beside its CSS, which minifiers drop', () => {
    // A comment inside a stylesheet's string reaches every visitor's download (the modal's idle UI was
    // 2.1 kB gzip lighter without them); a JS comment between the string's pieces is left out of builds.
    const sheets = publishedCss.slice(publishedCss.indexOf('*/') + 2) // after the file's own header
    expect(sheets).toContain('.foyer-root')
    expect(sheets).not.toMatch(/\/\*/)
  })
})
