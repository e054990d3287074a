import type { ViewRules } from '../../machines/router/router.views.js'

// The transaction-approval module's view in the router's view map: a request in words, to approve.
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    ApproveTransaction: undefined
  }
}

/**
 * The transaction-approval module's views. Closing may be locked on the approve view while sign-in is
 * required and no session exists (SPEC §2), as on the sign view.
 *
 * @example
 * createFoyer({ modules: [transactionApproval()] }) // ApproveTransaction opens with a request
 */
export const transactionApprovalViews = { ApproveTransaction: { locksClose: true } } satisfies ViewRules
