// `npm run demo`: starts the local stack and the demo page, and keeps them up until Ctrl+C.
import { startDemoStack } from '../test/devnet/demo-stack.js'

const port = Number(process.env.PORT ?? 5173)
const stack = await startDemoStack({ port })
console.log(`\n  Foyer demo:          ${stack.url}`)
console.log(`  Stately inspector:   ${stack.url}?inspect`)
console.log(`  Local API service:   ${stack.api.url} (project config, allowed origins)\n`)

const stop = async () => {
  await stack.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
