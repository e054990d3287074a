import type { TransactionApprovalActor, TransactionApprovalEvent } from './transaction-approval.types.js'

// The transaction-approval machine in Foyer's system map (the transactionApproval module runs it).
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
