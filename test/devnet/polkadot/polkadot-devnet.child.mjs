// Runs in a Node process of its own, started by polkadot-devnet.ts with a ChainProcessConfig (JSON,
// chain-process.types.ts) as its argument: a chopsticks chain running the real Rococo Asset Hub
// runtime from its genesis, offline. It reports once on its IPC channel (ChainProcessMessage) and
// exits when that channel closes, so a test runner that dies, even by SIGKILL, leaves no chain behind.
//
// Plain JavaScript on purpose: through a TypeScript loader (tsx), loading chopsticks and the
// @polkadot libraries takes about twice as long (4–6 s instead of 2–3 s on a busy 2-core machine).
import { BuildBlockMode, setupWithServer } from '@acala-network/chopsticks'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { chainSpec } from '@substrate/connect-known-chains/rococo_v2_2_asset_hub'

/**
 * Sends `message` to the parent; resolves once it is on its way (at once without a channel).
 * @param {import('./chain-process.types.js').ChainProcessMessage} message
 * @returns {Promise<void>}
 */
function report(message) {
  return new Promise((resolve) => {
    if (process.send) process.send(message, () => resolve())
    else resolve()
  })
}

/**
 * Address → planck of every account funded at start: the dev accounts, then the config's own.
 * @param {import('./chain-process.types.js').ChainProcessConfig} config
 * @returns {Promise<Map<string, bigint>>}
 */
async function startBalances(config) {
  await cryptoWaitReady()
  const balances = new Map()
  for (const { uri, type } of config.devAccounts) {
    const address = new Keyring({ type }).addFromUri(uri).address
    balances.set(address, BigInt(config.devAccountPlanck))
  }
  for (const [address, planck] of config.balances) balances.set(address, BigInt(planck))
  return balances
}

/** @param {import('./chain-process.types.js').ChainProcessConfig} config */
async function start(config) {
  const balances = await startBalances(config)
  const chain = await setupWithServer({
    // The raw genesis (state and runtime wasm) of the spec the package ships; genesis mode never
    // opens a network connection.
    genesis: JSON.parse(chainSpec),
    host: '127.0.0.1',
    port: config.port,
    // A block as soon as a transaction arrives: InBlock in well under a second.
    'build-block-mode': BuildBlockMode.Instant,
    // Written into the head block before the first request. `providers: 1` makes each a normal
    // existing account (a provider reference is what keeps an account with a balance alive).
    'import-storage': {
      System: {
        Account: [...balances].map(([address, free]) => [[address], { providers: 1, data: { free } }]),
      },
    },
  })
  const meta = await chain.chain.head.meta
  const existentialDeposit = meta.consts.balances?.existentialDeposit?.toString()
  const ss58Prefix = Number(meta.consts.system?.ss58Prefix?.toString())
  if (existentialDeposit === undefined || !Number.isInteger(ss58Prefix)) {
    throw new Error('The runtime has no balances.existentialDeposit or system.ss58Prefix constant')
  }
  // No live account holds less than the existential deposit (the runtime removes it as dust when it
  // is next touched): a fixture with such an account would fail later, far from its cause.
  for (const [address, planck] of balances) {
    if (planck < BigInt(existentialDeposit)) {
      throw new Error(
        `${address} would hold ${planck} planck, under the existential deposit (${existentialDeposit})`,
      )
    }
  }
  const port = Number(chain.addr.slice(chain.addr.lastIndexOf(':') + 1))
  await report({ kind: 'ready', port, existentialDeposit, ss58Prefix })
}

process.on('disconnect', () => process.exit(0))
Promise.resolve(process.argv[2])
  .then((argument) => start(JSON.parse(argument ?? 'null')))
  .catch(async (error) => {
    await report({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    process.exit(1)
  })
