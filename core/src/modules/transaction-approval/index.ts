export {
  type ApprovalAsk,
  askApproval,
  requestApproval,
  TransactionApprovalMissingError,
} from './actions/request-approval.js'
export { type TransactionApprovalActions, transactionApproval } from './transaction-approval.module.js'
