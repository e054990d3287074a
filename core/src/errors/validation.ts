import { defineError } from './define.js'

/**
 * The embedded wallet got an RPC method that is on neither the safe nor the unsafe list (SPEC §5, §6).
 *
 * @example
 * if (!isKnownMethod(method)) throw new RpcMethodNotAllowedError({ details: method })
 */
export class RpcMethodNotAllowedError extends defineError(
  'RPC_METHOD_NOT_ALLOWED',
  'Requested RPC call is not allowed',
  'RpcMethodNotAllowedError',
) {}

/**
 * The message shown in the modal when a disallowed RPC method was rejected (SPEC §6).
 *
 * @example
 * throw new ActionNotAllowedError({ cause: new RpcMethodNotAllowedError() })
 */
export class ActionNotAllowedError extends defineError(
  'ACTION_NOT_ALLOWED',
  'Action not allowed',
  'ActionNotAllowedError',
) {}
