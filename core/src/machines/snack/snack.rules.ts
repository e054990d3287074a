import type { SnackEvent, SnackMessage } from './snack.types.js'

/**
 * The message a `SNACK.SHOW` asks for, with the default `autoClose`: a 'loading' snack stays (the work
 * it announces decides when it ends), any other closes by itself.
 *
 * @example
 * snackOf({ type: 'SNACK.SHOW', message: 'Signing…', variant: 'loading' }) // { …, autoClose: false }
 */
export function snackOf({
  message,
  variant,
  autoClose,
}: Extract<SnackEvent, { type: 'SNACK.SHOW' }>): SnackMessage {
  return { message, variant, autoClose: autoClose ?? variant !== 'loading' }
}
