import type { Server } from 'node:http'
import { WebSocketServer } from 'ws'

/**
 * A WebSocket server for the upgrades `server` receives. `ws`'s own `{ server }` option re-emits the
 * HTTP server's errors on the WebSocket server, so a port found taken while binding (which the
 * caller handles, and may retry) became an uncaught exception; here the HTTP server keeps its errors.
 *
 * @example
 * const sockets = acceptWebSockets(httpServer)
 * sockets.on('connection', (socket) => socket.send('hello'))
 */
export function acceptWebSockets(server: Server): WebSocketServer {
  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request))
  })
  return sockets
}
