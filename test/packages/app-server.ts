import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { consumerEnv } from './consumer-folder.js'

/** A consumer app served by its own tool (`next start`, `vite preview`) on 127.0.0.1. */
export type AppServer = { url: string; stop(): Promise<void> }

const readyTimeoutMs = 60_000

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no TCP port was given')
  return address.port
}

function stopProcess(child: ChildProcess): Promise<void> {
  const { pid } = child
  if (child.exitCode !== null || pid === undefined) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    // The server runs in a process group of its own (npx starts a child): stop all of it.
    process.kill(-pid, 'SIGTERM')
  })
}

/**
 * Starts `npx <args>` in `folder` with `port` in its arguments and waits until the page answers 200,
 * for at most a minute; if it does not, fails with what the server printed.
 *
 * @example
 * const server = await startAppServer(folder, (port) => ['next', 'start', '-p', String(port)])
 */
export async function startAppServer(folder: string, args: (port: number) => string[]): Promise<AppServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn('npx', args(port), { cwd: folder, env: consumerEnv(), detached: true, stdio: 'pipe' })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + readyTimeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`\`npx ${args(port).join(' ')}\` exited:\n${output}`)
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { url, stop: () => stopProcess(child) }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stopProcess(child)
  throw new Error(
    `\`npx ${args(port).join(' ')}\` did not answer ${url} within ${readyTimeoutMs} ms:\n${output}`,
  )
}
