import { BaseError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import { signingMessages } from '../../errors/siwx.js'

/**
 * What the view says when the wallet refused or the transaction failed: a refusal is 'Signature
 * declined' (as a declined sign-in); Foyer's errors give their short message and what went wrong
 * ('The network refused the transaction: min relay fee not met'); others their message.
 *
 * @example
 * failureMessage(toRpcError(4001)) // 'Signature declined'
 */
export function failureMessage(error: unknown): string {
  if (isUserRejection(error)) return signingMessages.signatureDeclined
  if (error instanceof BaseError)
    return error.details ? `${error.shortMessage}: ${error.details}` : error.shortMessage
  if (error instanceof Error) return error.message
  return String(error)
}
