import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

type Selection<snapshot, selected> = { snapshot: snapshot; selector: unknown; selected: selected }

/**
 * What `selector` picks from an actor's snapshot, re-rendering only when that changes (by `compare`,
 * `Object.is` by default). Without an actor the selector gets `undefined`. Built on React's own
 * `useSyncExternalStore`, so the page carries no compatibility shim for older Reacts.
 *
 * @example
 * const view = useActorSelector(connection, selectAccountView, sameViewModel)
 */
export function useActorSelector<actor extends AnyActorRef | undefined, selected>(
  actor: actor,
  selector: (snapshot: actor extends AnyActorRef ? SnapshotFrom<actor> : undefined) => selected,
  compare: (a: selected, b: selected) => boolean = Object.is,
): selected {
  const last = useRef<Selection<unknown, selected> | undefined>(undefined)
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  // The same selection object for the same snapshot (React calls this on every render and compares by
  // identity); a new snapshot whose selection `compare` finds equal keeps the previous selection.
  const getSelection = (): selected => {
    const snapshot = actor?.getSnapshot()
    const previous = last.current
    if (previous && previous.snapshot === snapshot && previous.selector === selector) return previous.selected
    const fresh = selector(snapshot)
    const selected = previous && compare(previous.selected, fresh) ? previous.selected : fresh
    last.current = { snapshot, selector, selected }
    return selected
  }
  return useSyncExternalStore(subscribe, getSelection, getSelection)
}
