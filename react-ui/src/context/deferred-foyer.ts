import type { Foyer, ViewRequest } from '@foyer/core'

/**
 * A Foyer whose code downloads after the page's first paint: the page's button renders without it,
 * and an open asked for meanwhile is kept and made once it is in.
 *
 * @example
 * const deferred = deferredFoyer(() => import('./foyer.js').then((m) => m.foyer))
 * deferred.start()
 */
export type DeferredFoyer = {
  /** Starts the download (once; again after a failure). */
  start(): void
  /** The Foyer once loaded, else `null`. */
  current(): Foyer | null
  /** Calls `listener` when the Foyer is in. */
  subscribe(listener: () => void): () => void
  /** Opens the modal once the Foyer is in (the last request wins), starting the download if needed. */
  openWhenLoaded(view?: ViewRequest): void
  /** Settles when the Foyer is in: what a component that needs it waits for (Suspense). */
  loaded: Promise<Foyer>
}

/**
 * Wraps `load` (a dynamic import of the module that creates the Foyer) as a {@link DeferredFoyer}.
 * A failed download is reported on the console and tried again on the next open.
 *
 * @example
 * const deferred = deferredFoyer(() => import('./foyer.js').then((m) => m.foyer))
 */
export function deferredFoyer(load: () => Promise<Foyer>): DeferredFoyer {
  let foyer: Foyer | null = null
  let loading = false
  let pendingOpen: { view: ViewRequest | undefined } | undefined
  const listeners = new Set<() => void>()
  let resolveLoaded: (foyer: Foyer) => void = () => {}
  const loaded = new Promise<Foyer>((resolve) => {
    resolveLoaded = resolve
  })
  const start = () => {
    if (foyer || loading) return
    loading = true
    load().then(
      (created) => {
        foyer = created
        resolveLoaded(created)
        for (const listener of listeners) listener()
        if (pendingOpen) created.open(pendingOpen.view)
        pendingOpen = undefined
      },
      (error: unknown) => {
        loading = false
        pendingOpen = undefined
        console.error('Foyer: its code could not be loaded; it is tried again on the next open', error)
      },
    )
  }
  return {
    start,
    current: () => foyer,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    openWhenLoaded(view) {
      if (foyer) return foyer.open(view)
      pendingOpen = { view }
      start()
    },
    loaded,
  }
}
