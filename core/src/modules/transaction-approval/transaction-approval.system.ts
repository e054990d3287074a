import type {
  TransactionApprovalActor,
  TransactionApprovalEvent,
} from '../../machines/transaction-approval/transaction-approval.types.js'

// The transaction-approval module's actor in Foyer's system map.
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    transactionApproval: TransactionApprovalEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    transactionApproval: TransactionApprovalActor
  }
}
