import type { BrowserContext, Request } from 'playwright-core'

/**
 * One request the page made, with when it settled (wall clock, ms) and whether it failed.
 *
 * @example
 * const offHost = recorder.requests.filter((r) => !r.local)
 */
export type RecordedRequest = {
  url: string
  local: boolean
  isScript: boolean
  startedAt: number
  settledAt?: number
  failed?: string
}

/**
 * Everything a context asks the network for, recorded from the browser's side (HTTP and WebSocket;
 * iframes and workers included), so off-host calls show however the library makes them.
 *
 * @example
 * const recorder = recordNetwork(context)
 * const beforeClick = recorder.requests.filter((r) => r.startedAt < clickedAt)
 */
export type NetworkRecorder = { requests: RecordedRequest[]; sockets: { url: string; openedAt: number }[] }

/**
 * Whether `url` stays on this machine (127.0.0.1, or a data:/blob: address that never leaves the
 * browser): the apps under test are served locally, everything else is a remote service.
 *
 * @example
 * isLocal('https://api.web3modal.org/getWallets') // false
 */
export const isLocal = (url: string) => {
  const { protocol, hostname } = new URL(url)
  // data:, blob: and the like never leave the browser.
  if (!/^(https?|wss?):$/.test(protocol)) return true
  return hostname === '127.0.0.1'
}

/**
 * Starts recording `context`'s requests and WebSockets.
 *
 * @example
 * const recorder = recordNetwork(await browser.newContext())
 */
export function recordNetwork(context: BrowserContext): NetworkRecorder {
  const recorder: NetworkRecorder = { requests: [], sockets: [] }
  const open = new Map<Request, RecordedRequest>()
  context.on('request', (request) => {
    const url = request.url()
    if (url.startsWith('data:')) return
    const entry: RecordedRequest = {
      url,
      local: isLocal(url),
      isScript: new URL(url).pathname.endsWith('.js'),
      startedAt: Date.now(),
    }
    open.set(request, entry)
    recorder.requests.push(entry)
  })
  const settle = (request: Request, failed?: string) => {
    const entry = open.get(request)
    if (!entry) return
    entry.settledAt = Date.now()
    if (failed !== undefined) entry.failed = failed
    open.delete(request)
  }
  context.on('requestfinished', (request) => settle(request))
  context.on('requestfailed', (request) => settle(request, request.failure()?.errorText ?? 'failed'))
  context.on('page', (page) => {
    page.on('websocket', (socket) => {
      if (!isLocal(socket.url())) recorder.sockets.push({ url: socket.url(), openedAt: Date.now() })
    })
  })
  return recorder
}
