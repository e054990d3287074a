import type { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { addressProblem } from './addresses.js'
import type { TxContext } from './ante.js'
import { parseCoins } from './coins.js'
import { sdkError } from './errors.js'
import { event, type TxEvent, withMessageIndex } from './events.js'
import { MSG_SEND_GAS } from './gas.js'
import { MSG_SEND_TYPE_URL } from './tx-decode.js'

/**
 * Executes a MsgSend as the bank module's message server does: a valid recipient of this chain, a
 * positive and valid amount, a recipient that may receive (not a module account), then the move.
 * Returns the message's events, each marked with its index: `message` (action, sender, module),
 * then the bank's coin_spent, coin_received, transfer and message.
 *
 * @example
 * const events = executeSend(ctx, send, 0)
 */
export function executeSend(ctx: TxContext, send: MsgSend, index: number): TxEvent[] {
  ctx.meter.consume(MSG_SEND_GAS, 'bank send')
  const problem = addressProblem(send.toAddress, ctx.chain.prefix)
  if (problem) throw sdkError('invalidAddress', `invalid to address: ${problem}`)
  const coins = parseCoins(send.amount, { positive: true })
  if (coins.length === 0) throw sdkError('invalidCoins')
  if (ctx.ledger.isBlocked(send.toAddress))
    throw sdkError('unauthorized', `${send.toAddress} is not allowed to receive funds`)
  const moved = ctx.ledger.send(send.fromAddress, send.toAddress, coins)
  const message = event('message', { action: MSG_SEND_TYPE_URL, sender: send.fromAddress, module: 'bank' })
  return withMessageIndex([message, ...moved], index)
}
