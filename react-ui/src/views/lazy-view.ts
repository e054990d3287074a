import { type FunctionComponent, lazy } from 'react'

/**
 * A view loaded on first show, in its own chunk. Takes a loader that resolves to the component so
 * views keep named exports (`React.lazy` itself wants a default export).
 *
 * @example
 * const ReceiveView = lazyView(() => import('./ReceiveView.js').then((m) => m.ReceiveView))
 */
export function lazyView<props extends object>(
  load: () => Promise<FunctionComponent<props>>,
): FunctionComponent<props> {
  // A lazy component is called like a function component; its type says "exotic", hence the cast.
  return lazy(async () => ({ default: await load() })) as unknown as FunctionComponent<props>
}
