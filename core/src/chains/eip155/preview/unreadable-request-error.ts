import { BaseError } from '../../../errors/base.js'

/**
 * A request the embedded wallet was asked to sign or send that Foyer cannot read exactly as the
 * signer would: a value that is not a JSON-RPC quantity, a field it does not know, typed data that
 * does not follow its own `types`. Its `shortMessage` is the reason the review gives instead of
 * Approve: a review that might not match what gets signed must not be approvable.
 *
 * @example
 * throw new UnreadableRequestError('value "1000000000000000000" is not a 0x hex quantity')
 */
export class UnreadableRequestError extends BaseError<'EIP155_UNREADABLE_REQUEST'> {
  override name = 'UnreadableRequestError'

  constructor(reason: string) {
    super('EIP155_UNREADABLE_REQUEST', `Foyer cannot read this request: ${reason}.`)
  }
}
