import type { ActorRefFrom } from 'xstate'
import type { snackMachine } from './snack.machine.js'

/**
 * How a snack looks: a tick, a cross or a spinner beside the message (SPEC §3 snack message).
 *
 * @example
 * const variant: SnackVariant = 'loading'
 */
export type SnackVariant = 'success' | 'error' | 'loading'

/**
 * A snack message as the snack actor holds it, its defaults resolved (SPEC §3: message, variant,
 * autoClose).
 *
 * @example
 * const snack: SnackMessage = { message: 'Address copied', variant: 'success', autoClose: true }
 */
export type SnackMessage = {
  message: string
  variant: SnackVariant
  /** Whether it closes by itself after `SNACK_AUTO_CLOSE_MS`. */
  autoClose: boolean
}

/**
 * The snack actor's context. What `snack` means depends on the state, so that no state can carry a
 * message it does not show: undefined while `closed`, the message on screen while `open`, the message
 * waiting for its turn while `replacing`.
 */
export type SnackContext = { snack: SnackMessage | undefined }

/**
 * Events the snack actor (systemId `snack`) accepts.
 *
 * @example
 * snack.send({ type: 'SNACK.SHOW', message: 'Token Balance Unavailable', variant: 'error' })
 * snack.send({ type: 'SNACK.SHOW', message: 'Signing…', variant: 'loading' }) // stays until closed or replaced
 */
export type SnackEvent =
  /**
   * Show a message. `autoClose` defaults to true, except for 'loading' snacks, which stay until the
   * work they announce ends. While another snack shows, that one closes and this one follows 150 ms later.
   */
  | { type: 'SNACK.SHOW'; message: string; variant: SnackVariant; autoClose?: boolean | undefined }
  /** Close the snack on screen (and forget one waiting to replace it). */
  | { type: 'SNACK.CLOSE' }

/**
 * A running snack actor (systemId `snack`).
 *
 * @example
 * const snack: SnackActor = foyer.snack
 */
export type SnackActor = ActorRefFrom<typeof snackMachine>
