// Writes react-ui/src/components/network-logos/<namespace>.generated.ts (the networks' logos, one module
// per namespace) from the simple-icons and @web3icons/core devDependencies, so @foyer/react ships a few
// paths instead of depending on either package. Run it with `npm run logos` after upgrading one of them
// or adding a network; a test (scripts/network-logos.test.ts) fails when a module is stale.
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { logoNamespaces, networkLogosFile, renderNetworkLogos } from './network-logos/generate.js'

for (const namespace of logoNamespaces) {
  const file = networkLogosFile(namespace)
  const text = renderNetworkLogos(namespace)
  writeFileSync(file, text)
  console.log(`${relative(process.cwd(), file)}: ${text.length} characters`)
}
