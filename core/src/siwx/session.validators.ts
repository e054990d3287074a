import { isCaipNetworkId } from '../networks/caip.js'
import {
  arrayOf,
  isNonEmptyString,
  isString,
  oneOf,
  optional,
  shape,
  type Validator,
} from '../storage/validators.js'
import { normalizeSiwxTimestamp } from './message.fields.js'
import type { SiwxMessageData, SiwxSession } from './siwx.types.js'

const isTimestamp = (value: unknown): value is string => normalizeSiwxTimestamp(value) !== undefined

/**
 * Whether `value` has the shape of {@link SiwxMessageData}. A shape check for values read back from
 * storage, not the full EIP-4361 field rules (those run when a message is made or parsed).
 *
 * @example
 * isSiwxMessageData(JSON.parse(stored)) // false for a value of another shape
 */
export const isSiwxMessageData: Validator<SiwxMessageData> = shape({
  domain: isNonEmptyString,
  accountAddress: isNonEmptyString,
  statement: optional(isString),
  uri: isNonEmptyString,
  version: oneOf('1'),
  chainId: isCaipNetworkId,
  nonce: isNonEmptyString,
  issuedAt: isTimestamp,
  expirationTime: optional(isTimestamp),
  notBefore: optional(isTimestamp),
  requestId: optional(isString),
  resources: optional(arrayOf(isString)),
})

/**
 * Whether `value` has the shape of a {@link SiwxSession}: data, the signed text and a signature.
 *
 * @example
 * const sessions = stored.filter(isSiwxSession)
 */
export const isSiwxSession: Validator<SiwxSession> = shape({
  data: isSiwxMessageData,
  message: isNonEmptyString,
  signature: isNonEmptyString,
})
