import type { AnyActorLogic } from 'xstate'
import { siwxMachine } from './siwx.machine.js'
import type { SiwxOptions } from './siwx.types.js'

/**
 * Sign in with X, as `createFoyer` takes it: the options and the machine that runs them. The machine
 * comes with the option (from `@foyer/core/siwx`), so sites without sign-in never download it.
 *
 * @example
 * const plugin: SiwxPlugin = siwx({ required: true })
 */
export type SiwxPlugin = { options: SiwxOptions; machine: AnyActorLogic }

/**
 * Turns on sign-in (SPEC §4): once a wallet is connected, Foyer checks its sessions and, without one,
 * asks it to sign a CAIP-122 message, then keeps the session in `options.storage`.
 *
 * @example
 * import { siwx } from '@foyer/core/siwx'
 * createFoyer({ adapters, siwx: siwx({ required: true, getNonce: () => fetchNonce() }) })
 */
export function siwx(options: SiwxOptions = {}): SiwxPlugin {
  return { options, machine: siwxMachine }
}
