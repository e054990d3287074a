// `npm run demo`: starts the local stack and the demo page, and keeps them up until Ctrl+C.
import { startDemoStack } from '../test/devnet/demo-stack.js'
import { cosmosDevnetName, DEVNET_A } from '../test/devnet/local-networks.js'
import { POLKADOT_DEVNET_NAME } from '../test/devnet/polkadot/local-polkadot-chain.js'
import { demoQueryOptions } from './demo-query-options.js'

const startedAt = performance.now()
const port = Number(process.env.PORT ?? 5173)
const stack = await startDemoStack({
  port,
  anvilPorts: [8545, 8546],
  relayPort: 4001,
  solanaPort: 8899,
  bitcoinPort: 3002,
  cosmosPorts: [26657, 26667],
  polkadotPort: 9944,
  loginFramePort: 5180,
})
const [chainA, chainB] = stack.devnets
console.log(
  `\n  Foyer demo:          ${stack.url}   (ready in ${Math.round(performance.now() - startedAt)} ms)`,
)
console.log('  Page options (combine them with &):')
const queryWidth = Math.max(...demoQueryOptions.map(({ query }) => query.length)) + 2
for (const { query, effect } of demoQueryOptions) console.log(`    ${query.padEnd(queryWidth)}${effect}`)
for (const chain of [chainA, chainB]) {
  console.log(`  ${`${chain.name}:`.padEnd(21)}${chain.rpcUrl}  (chain id ${chain.chainId})`)
}
console.log(`  ${'Foyer Devnet SOL:'.padEnd(21)}${stack.solana.rpcUrl}  (WebSocket ${stack.solana.wsUrl})`)
console.log(`  ${'Foyer Regtest BTC:'.padEnd(21)}${stack.bitcoin.url}  (Esplora API)`)
for (const node of [stack.cosmos.cosmos, stack.cosmos.osmosis]) {
  const name = `${cosmosDevnetName(node.chainId)}:`
  console.log(`  ${name.padEnd(21)}${node.rpcUrl}  (chain id ${node.chainId}, CometBFT RPC)`)
}
if (stack.polkadot) {
  const { wsUrl, symbol, caipNetworkId } = stack.polkadot
  console.log(`  ${POLKADOT_DEVNET_NAME}: ${wsUrl}  (${symbol}, ${caipNetworkId})`)
}
console.log(
  `  Local API service:   ${stack.api.url} (project config, allowed origins, wallet directory, account balances and history)`,
)
const [token] = stack.tokens[DEVNET_A].tokens
if (token)
  console.log(`  Devnet tokens:       FUSD, FOY and Foyer Friends on both devnets (FUSD at ${token.address})`)
console.log(`  WalletConnect relay: ${stack.relay.url}`)
console.log(
  `  Dev login frame:     ${stack.loginFrame.url} (email login; codes: ${stack.loginFrame.url}dev-api/inbox?email=…)\n`,
)

const stop = async () => {
  await stack.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
