import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What the proxy does with one request: answer with an HTTP status, pass it on, or never answer.
 *
 * @example
 * const plan: ProxyStep[] = [{ status: 503 }, 'forward']
 */
export type ProxyStep = { status: number } | 'forward' | 'hang'

/**
 * A local HTTP proxy in front of an RPC endpoint that misbehaves on cue.
 *
 * @example
 * const proxy = await startRpcProxy(anvil.rpcUrl, [{ status: 503 }, { status: 503 }])
 * proxy.bodies.length // how many HTTP requests it received
 */
export type RpcProxy = {
  url: string
  /** The parsed JSON body of every HTTP request received: an object, or an array for a batch. */
  bodies: unknown[]
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

/**
 * Starts a proxy to `target` on 127.0.0.1 that handles the n-th request as `plan[n]` says, and every
 * request after the plan with `then` ('forward' by default).
 *
 * @example
 * const hanging = await startRpcProxy(anvil.rpcUrl, [], 'hang')
 */
export async function startRpcProxy(
  target: string,
  plan: readonly ProxyStep[] = [],
  then: ProxyStep = 'forward',
): Promise<RpcProxy> {
  const bodies: unknown[] = []
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    const step = plan[bodies.length] ?? then
    bodies.push(JSON.parse(body))
    if (step === 'hang') return
    if (step !== 'forward') {
      response.writeHead(step.status, { 'content-type': 'text/plain' }).end('proxy says no')
      return
    }
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests keep their sockets open; close them so the server can stop.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A URL on which nothing listens: a port that was free a moment ago.
 *
 * @example
 * const dead = await deadUrl() // fetch(dead) fails with ECONNREFUSED
 */
export async function deadUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
