import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * A running local EVM chain.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * createPublicClient({ transport: http(anvil.rpcUrl) })
 * await anvil.stop()
 */
export type Anvil = {
  /** `http://127.0.0.1:<port>` */
  rpcUrl: string
  chainId: number
  /** Stops the chain and waits for the process to end. */
  stop(): Promise<void>
}

/**
 * Options of {@link startAnvil}.
 *
 * @example
 * const options: StartAnvilOptions = { chainId: 31338, port: 0 }
 */
export type StartAnvilOptions = { chainId: number; port?: number }

const startTimeoutMs = 10_000
const stopTimeoutMs = 2_000
const listening = /Listening on 127\.0\.0\.1:(\d+)/

// @foundry-rs/anvil installs the binary of the current platform as an optional dependency.
const archNames: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/** The path of the anvil binary shipped by `@foundry-rs/anvil`, or an error saying how to get it. */
function anvilBinary(): string {
  const packageName = `@foundry-rs/anvil-${process.platform}-${archNames[process.arch] ?? process.arch}`
  const hint = `Run \`npm install\` at the repository root (it installs @foundry-rs/anvil and ${packageName}).`
  let packageJson: string
  try {
    packageJson = createRequire(import.meta.url).resolve(`${packageName}/package.json`)
  } catch {
    throw new Error(`anvil binary not found: package ${packageName} is not installed. ${hint}`)
  }
  const binary = join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) throw new Error(`anvil binary not found at ${binary}. ${hint}`)
  return binary
}

// Every anvil this process started, killed when the process exits so a crashed test run leaves no chain.
const running = new Set<ChildProcess>()
let exitHookInstalled = false

function killAllOnExit(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

/**
 * Starts anvil (spawning the npm-shipped binary directly: the `.bin` wrapper costs ~0.6 s) on
 * 127.0.0.1 with `chainId`, on a free port by default, and resolves once it listens. Fails with the
 * process output when the binary is missing, exits early, or does not listen within 10 s. Its ten
 * default accounts hold 10000 ETH each.
 *
 * @example
 * const chainA = await startAnvil({ chainId: DEVNET_A })
 * const chainB = await startAnvil({ chainId: DEVNET_B })
 * await Promise.all([chainA.stop(), chainB.stop()])
 */
export function startAnvil({ chainId, port = 0 }: StartAnvilOptions): Promise<Anvil> {
  const binary = anvilBinary()
  killAllOnExit()
  const child = spawn(
    binary,
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  running.add(child)
  child.once('exit', () => running.delete(child))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  async function stop(): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs)
    await exited
    clearTimeout(timer)
  }

  return new Promise((resolve, reject) => {
    let output = ''
    let settled = false
    const fail = (reason: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`anvil (chain ${chainId}) ${reason}\n--- output ---\n${output.slice(-2_000)}`))
    }
    const timer = setTimeout(() => fail(`did not start within ${startTimeoutMs} ms`), startTimeoutMs)
    const onOutput = (chunk: Buffer) => {
      // Keep reading after start-up too: anvil logs every request, and a full pipe would block it.
      if (settled) return
      output += chunk.toString()
      const match = listening.exec(output)
      if (!match) return
      settled = true
      clearTimeout(timer)
      resolve({ rpcUrl: `http://127.0.0.1:${match[1]}`, chainId, stop })
    }
    child.stdout?.on('data', onOutput)
    child.stderr?.on('data', onOutput)
    child.once('error', (error) => fail(`could not be spawned from ${binary}: ${error.message}`))
    child.once('exit', (code, signal) => fail(`exited before listening (code ${code}, signal ${signal})`))
  })
}
