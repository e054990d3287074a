export {
  type ApprovalAsk,
  askApproval,
  TransactionApprovalMissingError,
} from '../../machines/transaction-approval/ask-approval.js'
export { requestApproval } from './actions/request-approval.js'
export { type TransactionApprovalActions, transactionApproval } from './transaction-approval.module.js'
