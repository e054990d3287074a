import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { NameSuggestion } from '../../api/blockchain/blockchain-api.types.js'
import type { nameRegistrationMachine } from './name-registration.machine.js'

/**
 * Where names are registered: the name service's suggestions and registration (the Blockchain API's
 * profile calls, SPEC §7). A refusal rejects with the service's error (its reason is shown).
 *
 * @example
 * const registry: NameRegistry = { suggestions: (r) => api.nameSuggestions(r), register: (r) => api.registerName(r) }
 */
export type NameRegistry = {
  suggestions(request: {
    name: string
    zone: string
    signal: AbortSignal
  }): Promise<readonly NameSuggestion[]>
  register(request: SignedRegistration & { signal: AbortSignal }): Promise<void>
}

/**
 * A registration the account signed: the message naming the name, the account's signature of it, and
 * the coin type of the chain it is on (ENSIP-11).
 *
 * @example
 * const signed: SignedRegistration = { coinType: 60, address: '0xf39F…2266', message: '{"name":…}', signature: '0x…' }
 */
export type SignedRegistration = { coinType: number; address: string; message: string; signature: string }

/**
 * What the name registration machine starts with: the registry, the suffix names take
 * (`nameSuffixes.current`), and the clock the signed message is dated by.
 *
 * @example
 * const input: NameRegistrationInput = { registry, suffix: '.reown.id', now: Date.now }
 */
export type NameRegistrationInput = { registry: NameRegistry; suffix: string; now: () => number }

/**
 * The machine's context: what the visitor typed (the label, without its suffix), the suggestions for
 * it, why the last attempt failed, and the name registered.
 *
 * @example
 * const context: NameRegistrationContext = { ...input, label: 'satoshi', suggestions: undefined, error: undefined, signed: undefined, registered: undefined }
 */
export type NameRegistrationContext = NameRegistrationInput & {
  label: string
  suggestions: readonly NameSuggestion[] | undefined
  /** The text the RegisterAccountName view shows: the service's reason or SPEC §8's. */
  error: string | undefined
  /** What the account signed, while it is being registered. */
  signed: SignedRegistration | undefined
  /** The full name, once registered. */
  registered: string | undefined
}

/**
 * What the name registration machine accepts.
 *
 * @example
 * names.send({ type: 'NAMES.TYPE', label: 'satoshi' })
 */
export type NameRegistrationEvent =
  /**
   * The view shows. Sent to the lazy actor, it downloads the machine before any typing (typed text
   * would otherwise wait for the download); the machine itself changes nothing, so a registration
   * under way goes on.
   */
  | { type: 'NAMES.OPEN' }
  /** The visitor typed: suggestions are asked for a valid label once typing pauses. */
  | { type: 'NAMES.TYPE'; label: string }
  /** Register the label typed (a valid one): the account signs, then the service registers. */
  | { type: 'NAMES.SUBMIT' }
  /** Register a suggestion (its label, without the suffix). */
  | { type: 'NAMES.CHOOSE'; label: string }
  /** The registration views closed: start again from an empty field. */
  | { type: 'NAMES.RESET' }

/** The name registration actor (system id `nameRegistration`). */
export type NameRegistrationActor = ActorRefFrom<typeof nameRegistrationMachine>

/** A snapshot of the name registration actor. */
export type NameRegistrationSnapshot = SnapshotFrom<typeof nameRegistrationMachine>
