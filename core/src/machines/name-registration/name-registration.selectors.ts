import { isValidNameLabel, nameLabel, nameSuffixes, normalizeNameLabel } from './name-registration.rules.js'
import type { NameRegistrationSnapshot } from './name-registration.types.js'
import type { RegisterNameViewModel } from './name-registration.views.js'

/** Before the machine downloaded: an empty field that takes no typing yet (see `isReady`). */
const notLoaded: RegisterNameViewModel = {
  isReady: false,
  label: '',
  suffix: nameSuffixes.current,
  canSubmit: false,
  isSuggesting: false,
  suggestions: [],
  error: undefined,
  isRegistering: false,
  registered: undefined,
}

/**
 * The RegisterAccountName view's model: the field, the suggestions for what it holds, what went wrong
 * and whether the registration is under way; without a snapshot (the machine still downloading), an
 * empty field not ready for typing.
 *
 * @example
 * const view = useActorSelector(foyer.getActor('nameRegistration'), selectRegisterNameView)
 */
export function selectRegisterNameView(
  snapshot: NameRegistrationSnapshot | undefined,
): RegisterNameViewModel {
  if (!snapshot) return notLoaded
  const { label, suffix, suggestions, error, registered } = snapshot.context
  const isRegistering = snapshot.matches('signing') || snapshot.matches('registering')
  return {
    isReady: true,
    label,
    suffix,
    canSubmit: snapshot.matches('editing') && isValidNameLabel(label),
    isSuggesting: snapshot.matches({ editing: 'waiting' }) || snapshot.matches({ editing: 'suggesting' }),
    // Suggestions come from the name service: one whose label could not be registered (an `xn--`
    // label, hidden or non-ASCII characters, another zone) is not offered.
    suggestions: (suggestions ?? []).flatMap((suggestion) => {
      const suggested = nameLabel(suggestion.name)
      return isValidNameLabel(suggested) && normalizeNameLabel(suggested) === suggested
        ? [{ label: suggested, name: suggestion.name, isTaken: suggestion.registered }]
        : []
    }),
    error,
    isRegistering,
    registered,
  }
}
