import { selectLoadedActor, type ToasterActor } from '@foyer/core'
import { useActorSelector } from './useActorSelector.js'
import { useSystemActor } from './useSystemActor.js'

// The toasts' lazy actor runs the toaster's machine once it downloaded (with the first toast).
const selectToaster = selectLoadedActor<ToasterActor>

/**
 * The toaster actor (systemId `toaster`) of the nearest FoyerProvider, once the first toast loaded it;
 * `undefined` before.
 *
 * @example
 * const toaster = useToasterActor()
 */
export function useToasterActor(): ToasterActor | undefined {
  return useActorSelector(useSystemActor('toasts'), selectToaster)
}
