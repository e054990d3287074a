export { prepareTransferActor, sendTransferActor, watchSendAccountActor } from './send.actors.js'
export { sendMachine } from './send.machine.js'
export {
  formatAmount,
  formatFee,
  maxSendable,
  parseAmount,
  SEND_FIELDS_REQUIRED,
  SEND_TOKEN_REQUIRED,
  SEND_UNSUPPORTED_CHAIN,
  type SendProblem,
  sendErrorText,
  shortfallOf,
} from './send.rules.js'
export { type SendViewModel, selectSendView, sendTokensOf, sendUsdOf, sendValueOf } from './send.selectors.js'
export type {
  SendActor,
  SendContext,
  SendEmitted,
  SendEvent,
  SendSnapshot,
  SendToken,
} from './send.types.js'
export { amountProblemText, sendProblemText, shortfallText } from './send.words.js'
