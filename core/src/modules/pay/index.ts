export { requestPayment } from './actions/request-payment.js'
export { type PayActions, pay } from './pay.module.js'
