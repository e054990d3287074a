// Writes react-ui/styles.css (`@foyer/react/styles.css`) from the components' stylesheets, so a site
// can link Foyer's CSS from its own origin. A test fails when the file is stale.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { publishedCss } from '../react-ui/src/theme/published-css.js'

const target = fileURLToPath(new URL('../react-ui/styles.css', import.meta.url))
writeFileSync(target, publishedCss)
console.log(`react-ui/styles.css: ${publishedCss.length} characters`)
