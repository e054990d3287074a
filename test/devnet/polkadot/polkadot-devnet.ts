import { type ChildProcess, spawn } from 'node:child_process'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import type { ChainProcessConfig, ChainProcessMessage } from './chain-process.types.js'
import { POLKADOT_DEV_ACCOUNTS } from './polkadot-dev-accounts.js'
import { callPolkadotRpc } from './polkadot-rpc.js'

/**
 * A running local Polkadot-SDK chain: chopsticks running the real runtime of Rococo Asset Hub
 * (`statemine` spec 900, from the genesis `@substrate/connect-known-chains` ships) offline, a block
 * built as soon as a transaction arrives.
 *
 * Its genesis hash is chopsticks' genesis-mode placeholder (every chain it starts from a genesis has
 * the same one), not the live chain's: read it from here, never copy it.
 *
 * What a signer must send: this runtime's signed extensions are CheckNonZeroSender, CheckSpecVersion,
 * CheckTxVersion, CheckGenesis, CheckMortality, CheckNonce, CheckWeight and ChargeAssetTxPayment
 * (`tip` and `assetId`). It has no CheckMetadataHash (and its metadata is v14, no metadata-hash API):
 * the `SignerPayloadJSON` it gets carries `mode: 0` and `metadataHash: null`, and the signature must
 * cover exactly the payload's own `signedExtensions`. A wallet that adds CheckMetadataHash on its own
 * (`mode: 1` with a hash) signs other bytes and the chain refuses it as a bad signature. Newer runtimes
 * do have it; there `mode` and `metadataHash` must agree with what the extrinsic carries.
 *
 * What a client meets here: chopsticks reports Finalized 100 ms after InBlock, and @polkadot/api's
 * `signAndSend` drops a status whose events it is still fetching when the next arrives, so a slow
 * client may see Finalized only (wait for either); the runtime emits no TransactionFeePaid (the fee is
 * the signer's `balances.Withdraw`); a refusal reads `1010: {"invalid":{"badProof":null}}` (the
 * runtime's error as JSON) where a node says `1010: Invalid Transaction: Transaction has a bad signature`.
 *
 * @example
 * const devnet = await startPolkadotDevnet()
 * devnet.caipNetworkId // 'polkadot:' + the first 32 hex digits of the genesis hash
 * await devnet.fund(address, 5_000_000_000_000n)
 * await devnet.stop()
 */
export type PolkadotDevnet = {
  /** `ws://127.0.0.1:<port>`, for `@polkadot/api`'s WsProvider. */
  wsUrl: string
  /** `http://127.0.0.1:<port>`: the same JSON-RPC over HTTP POST (no subscriptions). */
  httpUrl: string
  /** The hash of block 0, as the running chain reports it (`chain_getBlockHash(0)`). */
  genesisHash: `0x${string}`
  /** `polkadot:` + the first 32 hex digits of {@link genesisHash} (CAIP-2's rule for the namespace). */
  caipNetworkId: `polkadot:${string}`
  /** The SS58 address prefix: `system_properties`' `ss58Format`, else the runtime's `system.ss58Prefix`. */
  ss58Prefix: number
  /** The native token's decimals (`system_properties`' `tokenDecimals`). */
  decimals: number
  /** The native token's symbol (`system_properties`' `tokenSymbol`). */
  symbol: string
  /** The runtime's `balances.existentialDeposit` (planck): the least an account may hold. */
  existentialDeposit: bigint
  /**
   * Adds `planck` to the free balance of `address` (any SS58 prefix), keeping its nonce, through
   * chopsticks' `dev_setStorage`. A new account must receive at least the existential deposit.
   */
  fund(address: string, planck: bigint): Promise<void>
  /**
   * Puts the chain back as it started (balances, nonces, every account and block since forgotten):
   * chopsticks' `dev_setHead` back to the block it started on, then an empty block built on it, so
   * what is written next (`dev_setStorage` writes into the head block) never reaches the start block.
   * For a chain shared by test files that must not see each other's transfers: restore it before each
   * file, before anything is funded (a {@link fund} on the start block itself would stay).
   */
  restoreStart(): Promise<void>
  /** Stops the chain's process and waits for it to end: its port is free when this resolves. */
  stop(): Promise<void>
}

/**
 * Options of {@link startPolkadotDevnet}.
 *
 * @example
 * const options: StartPolkadotDevnetOptions = { port: 9944, balances: { [address]: 10n ** 15n } }
 */
export type StartPolkadotDevnetOptions = {
  /** The port to listen on; 0 (the default) for a free one. Chopsticks tries the next 9 when it is taken. */
  port?: number
  /** More accounts funded at start (address → planck), beside {@link POLKADOT_DEV_ACCOUNTS}. */
  balances?: Readonly<Record<string, bigint>>
  /** How long the chain may take to answer before start fails (default 45 s). */
  startTimeoutMs?: number
}

/**
 * What each of {@link POLKADOT_DEV_ACCOUNTS} holds at start: 10,000 ROC at the runtime's 12 decimals,
 * enough for any test and far above the existential deposit (3,333,333 planck).
 */
export const POLKADOT_DEV_ACCOUNT_PLANCK = 10n ** 16n

// Start-up takes 3–5 s (loading chopsticks, compiling the runtime's wasm, building block 1); on a
// 2-core machine busy with other tests it took up to 15 s. A deadline, not a speed assertion.
const defaultStartTimeoutMs = 45_000
const stopTimeoutMs = 2_000
const outputTailLength = 4_000

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))
const childScript = fileURLToPath(new URL('./polkadot-devnet.child.mjs', import.meta.url))

// Every chain this process started, killed when the process exits. The chain also exits by itself
// when its IPC channel closes, which covers a parent that is killed outright.
const running = new Set<ChildProcess>()
let exitHookInstalled = false

function killAllOnExit(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

/** The first value of a `system_properties` entry, which a chain may give as one value or a list. */
function firstOf<value>(entry: value | readonly value[] | undefined): value | undefined {
  return Array.isArray(entry) ? entry[0] : (entry as value | undefined)
}

/** Keeps the last characters a stream wrote, for error messages; reading it also keeps the pipe flowing. */
function keepTail(streams: readonly (Readable | null)[]): () => string {
  let tail = ''
  for (const stream of streams) {
    stream?.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-outputTailLength)
    })
  }
  return () => tail
}

/**
 * Starts the local Polkadot chain in a Node process of its own (chopsticks holds ~290 MB, a wasm
 * worker thread and a logging thread: a process it owns alone frees all of it on stop, and keeps its
 * logs out of the caller's output) and resolves once it answers, with what it reports about itself.
 * Funds {@link POLKADOT_DEV_ACCOUNTS} with {@link POLKADOT_DEV_ACCOUNT_PLANCK} each, plus
 * `options.balances`. Fails with the chain's output when it cannot start within the timeout.
 *
 * @example
 * const devnet = await startPolkadotDevnet({ balances: { [wallet.address]: 10n ** 15n } })
 * const api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl) })
 */
export async function startPolkadotDevnet(options: StartPolkadotDevnetOptions = {}): Promise<PolkadotDevnet> {
  const config: ChainProcessConfig = {
    port: options.port ?? 0,
    devAccounts: Object.values(POLKADOT_DEV_ACCOUNTS),
    devAccountPlanck: POLKADOT_DEV_ACCOUNT_PLANCK.toString(),
    balances: Object.entries(options.balances ?? {}).map(([address, planck]) => [address, planck.toString()]),
  }
  killAllOnExit()
  const child = spawn(process.execPath, [childScript, JSON.stringify(config)], {
    cwd: repositoryRoot,
    // LOG_LEVEL is chopsticks': it rejects values it does not know, so it is always set here.
    env: { ...process.env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  running.add(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', () => running.delete(child))
  const output = keepTail([child.stdout, child.stderr])
  // A running chain never keeps its caller alive: a script that forgets to stop it still ends.
  child.unref()
  child.channel?.unref()
  for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref?(): void }).unref?.()

  async function stop(): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs)
    await exited
    clearTimeout(timer)
  }

  const timeoutMs = options.startTimeoutMs ?? defaultStartTimeoutMs
  const ready = await new Promise<Extract<ChainProcessMessage, { kind: 'ready' }>>((resolve, reject) => {
    let settled = false
    // Rejects once the process is gone (its port free), or at once when it never started.
    const fail = (reason: string, started = true) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      child.kill('SIGKILL')
      const error = new Error(`The local Polkadot chain ${reason}\n--- its output ---\n${output()}`)
      if (started) void exited.then(() => reject(error))
      else reject(error)
    }
    const timer = setTimeout(() => fail(`did not start within ${timeoutMs} ms`), timeoutMs)
    child.once('message', (message: ChainProcessMessage) => {
      if (message.kind === 'failed') return fail(`failed to start: ${message.message}`)
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(message)
    })
    child.once('error', (error) => fail(`could not be spawned: ${error.message}`, child.pid !== undefined))
    child.once('exit', (code, signal) => fail(`exited before it was ready (code ${code}, signal ${signal})`))
  })

  const httpUrl = `http://127.0.0.1:${ready.port}`
  const rpc = <result>(method: string, params?: readonly unknown[]) =>
    callPolkadotRpc<result>(httpUrl, method, params)
  try {
    const [genesisHash, startHash, properties] = await Promise.all([
      rpc<`0x${string}`>('chain_getBlockHash', [0]),
      rpc<`0x${string}`>('chain_getBlockHash'),
      rpc<{ ss58Format?: number; tokenDecimals?: number | number[]; tokenSymbol?: string | string[] }>(
        'system_properties',
      ),
    ])
    const decimals = firstOf(properties.tokenDecimals)
    const symbol = firstOf(properties.tokenSymbol)
    if (decimals === undefined || symbol === undefined) {
      throw new Error(`system_properties has no tokenDecimals or tokenSymbol: ${JSON.stringify(properties)}`)
    }
    const existentialDeposit = BigInt(ready.existentialDeposit)
    return {
      wsUrl: `ws://127.0.0.1:${ready.port}`,
      httpUrl,
      genesisHash,
      caipNetworkId: `polkadot:${genesisHash.slice(2, 34)}`,
      // The genesis this chain runs sets no ss58Format in its properties; the runtime's constant
      // is what its accounts' addresses use then (and what @polkadot/api falls back to as well).
      ss58Prefix: properties.ss58Format ?? ready.ss58Prefix,
      decimals,
      symbol,
      existentialDeposit,
      async fund(address, planck) {
        if (planck <= 0n) throw new Error(`Funding needs a positive amount, not ${planck}`)
        // util-crypto loads on first use: a caller that never funds never loads it.
        const { freeBalance, systemAccountKey, withFreeBalance } = await import('./system-account.js')
        const key = systemAccountKey(address)
        const stored = await rpc<`0x${string}` | null>('state_getStorage', [key])
        if (stored) {
          await rpc('dev_setStorage', [[[key, withFreeBalance(stored, freeBalance(stored) + planck)]]])
          return
        }
        if (planck < existentialDeposit) {
          throw new Error(
            `${address} is a new account: it needs at least the existential deposit (${existentialDeposit} planck), not ${planck}`,
          )
        }
        // A new account: its AccountInfo encoded by the runtime's own types, one provider reference.
        const account = { providers: 1, data: { free: planck.toString() } }
        await rpc('dev_setStorage', [{ System: { Account: [[[address], account]] } }])
      },
      async restoreStart() {
        await rpc('dev_setHead', [startHash])
        await rpc('dev_newBlock')
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
