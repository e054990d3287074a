import type { IncomingMessage } from 'node:http'

/**
 * The body of an HTTP request as text (UTF-8). A body over `maxLength` characters destroys the
 * request, as a node refuses an oversized payload.
 *
 * @example
 * const raw = await readBody(request)
 */
export function readBody(request: IncomingMessage, maxLength = 10_000_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > maxLength) request.destroy(new Error('body too large'))
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}
