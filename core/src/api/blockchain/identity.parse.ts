import { InvalidResponseError } from '../../errors/http.js'
import { isHttpsUrl } from '../../utils/is-https-url.js'
import { isRecord } from '../../utils/is-record.js'
import type { AccountIdentity } from './blockchain-api.types.js'

/**
 * Reads `GET /v1/identity/{address}`'s answer: `{ name, avatar }`, each a string or null. An avatar
 * is kept only as an https address (it becomes an image's source). Throws
 * {@link InvalidResponseError} for anything else.
 *
 * @example
 * parseIdentity({ name: 'vitalik.eth', avatar: null }) // { name: 'vitalik.eth', avatar: undefined }
 */
export function parseIdentity(body: unknown): AccountIdentity {
  const path = 'GET /v1/identity/{address}'
  if (!isRecord(body)) throw new InvalidResponseError({ details: `${path}: expected an object` })
  const { name, avatar } = body
  if ((name ?? null) !== null && typeof name !== 'string')
    throw new InvalidResponseError({ details: `${path}: \`name\` is neither a string nor null` })
  if ((avatar ?? null) !== null && typeof avatar !== 'string')
    throw new InvalidResponseError({ details: `${path}: \`avatar\` is neither a string nor null` })
  return {
    name: typeof name === 'string' && name.trim() !== '' ? name : undefined,
    avatar: isHttpsUrl(avatar) ? avatar : undefined,
  }
}
