// Writes react-ui/src/views/ConnectingSocial/social-logos.generated.ts (the social providers' marks)
// from the simple-icons devDependency, so @foyer/react ships seven paths instead of depending on the
// 5 MB package. Run it with `npm run logos` after upgrading simple-icons or adding a provider; a test
// (scripts/social-logos.test.ts) fails when the file is stale.
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { renderSocialLogos, socialLogosFile } from './social-logos/generate.js'

const text = renderSocialLogos()
writeFileSync(socialLogosFile, text)
console.log(`${relative(process.cwd(), socialLogosFile)}: ${text.length} characters`)
