import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'

/**
 * What `selector` picks from an actor's snapshot, re-rendering only when that changes (by `compare`,
 * `Object.is` by default): `@xstate/react`'s `useSelector`, typed by the actor. Without an actor the
 * selector gets `undefined`.
 *
 * @example
 * const view = useActorSelector(connection, selectAccountView, sameViewModel)
 */
export function useActorSelector<actor extends AnyActorRef | undefined, selected>(
  actor: actor,
  selector: (snapshot: actor extends { getSnapshot(): infer snapshot } ? snapshot : undefined) => selected,
  compare: (a: selected, b: selected) => boolean = Object.is,
): selected {
  return useSelector(actor, selector, compare)
}
