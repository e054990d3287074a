export { transactionApprovalMachine } from './transaction-approval.machine.js'
export { failureMessage } from './transaction-approval.rules.js'
export {
  selectApproveTransactionView,
  type TransactionApprovalSnapshot,
} from './transaction-approval.selectors.js'
export type * from './transaction-approval.types.js'
export type * from './transaction-approval.views.js'
