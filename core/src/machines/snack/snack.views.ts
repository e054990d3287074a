import type { SnackVariant } from './snack.types.js'

/**
 * What the snackbar shows: nothing, or one message with its variant's icon (a spinner for 'loading').
 * There is no message to read while closed.
 *
 * @example
 * if (view.status === 'open') render(view.variant, view.message)
 */
export type SnackViewModel =
  | { status: 'closed' }
  | { status: 'open'; message: string; variant: SnackVariant; autoClose: boolean }
