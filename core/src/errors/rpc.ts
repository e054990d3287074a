import { BaseError, type BaseErrorOptions } from './base.js'
import { rpcCodes, unknownRpcErrorMessage, userRejectionCodes } from './rpc.codes.js'

/**
 * A wallet or node answered with an RPC error. `code` is `RPC_<n>` (for example `RPC_4001`,
 * `RPC_-32603`), `rpcCode` the number, `shortMessage` the standard text for it.
 *
 * @example
 * if (error instanceof WalletRpcError && error.rpcCode === 4902) addChain()
 */
export class WalletRpcError<rpcCode extends number = number> extends BaseError<`RPC_${rpcCode}`> {
  readonly rpcCode: rpcCode

  constructor(rpcCode: rpcCode, options?: BaseErrorOptions) {
    super(`RPC_${rpcCode}`, rpcErrorMessage(rpcCode), options)
    this.rpcCode = rpcCode
  }
}

/**
 * The standard message of an RPC error code, or 'unknown RPC error' (SPEC §8).
 *
 * @example
 * rpcErrorMessage(4001) // 'User rejected the request.'
 * rpcErrorMessage(1234) // 'unknown RPC error'
 */
export function rpcErrorMessage(code: number): string {
  return rpcCodes.get(code)?.message ?? unknownRpcErrorMessage
}

/**
 * Turns an RPC error code (and the provider's own message, kept as `details`) into a Foyer error.
 * When viem has a class for the code, an instance of it is the `cause`.
 *
 * @example
 * const error = toRpcError(4001, 'MetaMask Tx Signature: User denied transaction signature.')
 * error.code // 'RPC_4001'
 * error.shortMessage // 'User rejected the request.'
 */
export function toRpcError<const code extends number>(code: code, message?: string): WalletRpcError<code> {
  const ViemError = rpcCodes.get(code)?.viem
  const cause = ViemError ? new ViemError(new Error(message ?? '')) : undefined
  // '' rather than undefined: with no provider message, the viem cause's text would only repeat ours.
  return new WalletRpcError(code, { cause, details: message ?? '' })
}

/**
 * Whether an error means the visitor rejected the request (codes 4001 and 5000 … 5003), looking
 * through `cause` chains and plain EIP-1193 objects such as `{ code: 4001 }`.
 *
 * @example
 * isUserRejection({ code: 4001, message: 'User denied' }) // true
 * isUserRejection(new Error('wrapped', { cause: { code: 5000 } })) // true
 */
export function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const code =
      current instanceof WalletRpcError ? current.rpcCode : 'code' in current ? current.code : undefined
    if (typeof code === 'number' && userRejectionCodes.has(code)) return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}
