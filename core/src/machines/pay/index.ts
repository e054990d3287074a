export { confirmPaymentActor, preparePaymentActor, sendPaymentActor } from './pay.actors.js'
export { payMachine } from './pay.machine.js'
export {
  isPayError,
  outcomeOf,
  payAmountOf,
  payErrorOf,
  readPayRequest,
  shortfallErrorOf,
} from './pay.rules.js'
export {
  type PayerRow,
  type PayStatus,
  type PayViewModel,
  selectPaySettlement,
  selectPayView,
} from './pay.selectors.js'
export type {
  PayActor,
  PayContext,
  PayEvent,
  PayInput,
  PayOrder,
  PayOutcome,
  PayQuote,
  PayRequest,
  PaySettlement,
  PaySnapshot,
} from './pay.types.js'
