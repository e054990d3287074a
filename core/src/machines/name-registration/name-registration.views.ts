/**
 * One suggested name, ready to show: its label (without the zone), the full name, and whether it is
 * taken (a taken name cannot be chosen).
 *
 * @example
 * const row: NameSuggestionRow = { label: 'satoshi1', name: 'satoshi1.reown.id', isTaken: false }
 */
export type NameSuggestionRow = { label: string; name: string; isTaken: boolean }

/**
 * The RegisterAccountName view's model.
 *
 * @example
 * const view: RegisterNameViewModel = { isReady: true, label: 'satoshi', suffix: '.reown.id', canSubmit: true, isSuggesting: false, suggestions: [], error: undefined, isRegistering: false, registered: undefined }
 */
export type RegisterNameViewModel = {
  /**
   * The registration's machine downloaded, so the field takes typing. Until then the field shows what
   * the machine holds (nothing), and typing into it would be lost: it is read-only for that moment.
   */
  isReady: boolean
  /** What the visitor typed, without the suffix. */
  label: string
  /** The zone the name is registered in, shown after the field (`'.reown.id'`). */
  suffix: string
  /** The label is a valid one (at least 4 letters, digits or hyphens) and nothing is under way. */
  canSubmit: boolean
  isSuggesting: boolean
  suggestions: readonly NameSuggestionRow[]
  /** Why the last attempt failed, in SPEC §8's words or the service's. */
  error: string | undefined
  /** The account is signing or the service registering. */
  isRegistering: boolean
  /** The full name, once registered (the success view shows it). */
  registered: string | undefined
}
