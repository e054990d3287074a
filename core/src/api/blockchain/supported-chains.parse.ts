import { InvalidResponseError } from '../../errors/http.js'
import { isCaipNetworkId } from '../../networks/caip.js'
import { isRecord } from '../../utils/is-record.js'
import type { SupportedChains } from './blockchain-api.types.js'

/**
 * Reads `GET /v1/supported-chains`'s answer: `{ http, ws }`, each a list of CAIP-2 network ids (the
 * networks the API serves over HTTP, and over WebSocket). Entries that are not network ids are left
 * out; a body without both lists throws {@link InvalidResponseError}.
 *
 * @example
 * parseSupportedChains({ http: ['eip155:1'], ws: [] }) // { http: ['eip155:1'], ws: [] }
 */
export function parseSupportedChains(body: unknown): SupportedChains {
  const path = 'GET /v1/supported-chains'
  if (!isRecord(body)) throw new InvalidResponseError({ details: `${path}: expected an object` })
  const { http, ws } = body
  if (!Array.isArray(http) || !Array.isArray(ws))
    throw new InvalidResponseError({ details: `${path}: \`http\` and \`ws\` must be lists` })
  const isChain = (value: unknown) => isCaipNetworkId(value)
  return { http: http.filter(isChain), ws: ws.filter(isChain) }
}
