import { defineError } from './define.js'

/**
 * A send was submitted without an amount or a receiver address (SPEC §5).
 *
 * @example
 * if (!amount || !receiverAddress) throw new SendAmountAndReceiverRequiredError()
 */
export class SendAmountAndReceiverRequiredError extends defineError(
  'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
  'An amount and receiver address are required',
  'SendAmountAndReceiverRequiredError',
) {}

/**
 * An EVM send was submitted without a token (SPEC §5).
 *
 * @example
 * if (!token) throw new SendTokenRequiredError()
 */
export class SendTokenRequiredError extends defineError(
  'SEND_TOKEN_REQUIRED',
  'A token is required',
  'SendTokenRequiredError',
) {}

/**
 * A send was asked for on a namespace that cannot send (only eip155 and solana can).
 *
 * @example
 * throw new SendUnsupportedChainError({ details: `namespace: ${namespace}` })
 */
export class SendUnsupportedChainError extends defineError(
  'SEND_UNSUPPORTED_CHAIN',
  'Unsupported chain',
  'SendUnsupportedChainError',
) {}
