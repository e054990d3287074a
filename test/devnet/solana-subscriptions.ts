import type { Server } from 'node:http'
import type { WebSocketServer } from 'ws'
import type { Ledger } from './solana-ledger.js'
import { acceptWebSockets } from './web-sockets.js'

/**
 * The local chain's WebSocket endpoint: `signatureSubscribe` (the one subscription web3.js needs to
 * confirm a transaction) and `signatureUnsubscribe`. A signature subscription answers once, when the
 * transaction settles (at once when it already has), and then ends, as on a validator. Other calls
 * get 'Method not found'; notifications without an id (web3.js's `ping`) are ignored.
 *
 * @example
 * const sockets = serveSignatureSubscriptions(httpServer, ledger, calls)
 */
export function serveSignatureSubscriptions(
  server: Server,
  ledger: Ledger,
  calls: string[],
): WebSocketServer {
  const sockets = acceptWebSockets(server)
  let nextId = 0
  sockets.on('connection', (socket) => {
    const subscriptions = new Map<number, () => void>()
    socket.on('close', () => {
      for (const stop of subscriptions.values()) stop()
    })
    socket.on('message', (raw) => {
      let call: { id?: unknown; method?: unknown; params?: unknown }
      try {
        call = JSON.parse(String(raw))
      } catch {
        return socket.send(
          JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
      }
      const { id, method, params } = call
      if (id === undefined || id === null) return
      calls.push(`ws:${String(method)}`)
      const reply = (body: object) => socket.send(JSON.stringify({ jsonrpc: '2.0', id, ...body }))
      const [first] = Array.isArray(params) ? params : []
      if (method === 'signatureSubscribe' && typeof first === 'string') {
        const subscription = nextId++
        reply({ result: subscription })
        // The answer comes after the subscription id, as a validator sends them.
        setImmediate(() => {
          subscriptions.set(
            subscription,
            ledger.whenSettled(first, (status) => {
              subscriptions.delete(subscription)
              socket.send(
                JSON.stringify({
                  jsonrpc: '2.0',
                  method: 'signatureNotification',
                  params: {
                    result: { context: { slot: status.slot }, value: { err: status.err } },
                    subscription,
                  },
                }),
              )
            }),
          )
        })
        return
      }
      if (method === 'signatureUnsubscribe' && typeof first === 'number') {
        const stop = subscriptions.get(first)
        subscriptions.delete(first)
        stop?.()
        return reply({ result: stop !== undefined })
      }
      reply({ error: { code: -32601, message: 'Method not found' } })
    })
  })
  return sockets
}
