import {
  type AccountNamesActions,
  type NameRegistrationActor,
  type RegisterNameViewModel,
  selectLoadedActor,
  selectRegisterNameView,
} from '@foyer/core'
import { useMemo } from 'react'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useIntents } from './useIntents.js'
import { useSystemActor } from './useSystemActor.js'

// The account names module's lazy actor runs the name registration machine once it downloaded (asked
// for by `open` as the view shows).
const selectRegistration = selectLoadedActor<NameRegistrationActor>

/**
 * What {@link useNameRegistration} returns: the RegisterAccountName view's model and the visitor's
 * intents.
 *
 * @example
 * const { view, type, submit }: UseNameRegistrationResult = useNameRegistration()
 */
export type UseNameRegistrationResult = {
  view: RegisterNameViewModel
  /** The view shows: downloads the registration's machine, so the field takes typing at once. */
  open(): void
  type(label: string): void
  submit(): void
  /** Register a suggestion (its label). */
  choose(label: string): void
  /** Start over from an empty field. */
  reset(): void
}

/**
 * Registering a name for the account (the account names module); `undefined` without the module.
 *
 * @example
 * const names = useNameRegistration()
 * names?.type('satoshi')
 */
export function useNameRegistration(): UseNameRegistrationResult | undefined {
  const lazyNames = useSystemActor('names')
  const registration = useActorSelector(lazyNames, selectRegistration)
  const view = useActorSelector(registration, selectRegisterNameView, sameViewModel)
  const { openNames, typeName, submitName, chooseName, resetName } = useIntents<AccountNamesActions>()
  const intents = useMemo(
    () =>
      lazyNames &&
      openNames &&
      typeName &&
      submitName &&
      chooseName &&
      resetName && {
        open: openNames,
        type: typeName,
        submit: submitName,
        choose: chooseName,
        reset: resetName,
      },
    [lazyNames, openNames, typeName, submitName, chooseName, resetName],
  )
  return useMemo(() => intents && { view, ...intents }, [intents, view])
}
