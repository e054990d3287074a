import { type Foyer, leftConnected } from '@foyer/core'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { deferredFoyer } from './deferred-foyer.js'
import { FoyerContexts, type FoyerProviderProps } from './FoyerProvider.js'

/**
 * Props of {@link DeferredFoyerProvider}: {@link FoyerProviderProps} with `load` for `foyer`.
 *
 * @example
 * const props: DeferredFoyerProviderProps = { load: () => import('./foyer.js').then((m) => m.foyer) }
 */
export type DeferredFoyerProviderProps = Omit<FoyerProviderProps, 'foyer'> & {
  /**
   * Loads the Foyer: a dynamic import of the module that creates it, called once, after the page's
   * first frame is painted (or at the first open, if that comes sooner).
   */
  load: () => Promise<Foyer>
}

/**
 * `FoyerProvider` for a page that wants its button on screen before any of Foyer's code runs: the
 * module that creates the Foyer downloads after the first frame is painted. Meanwhile `ConnectButton`,
 * `AccountButton`, `useModal` and `useAccountView` work (an open asked for is made once the Foyer is
 * in; a visitor who left connected reads as connecting), `FoyerModal` renders nothing, and the other
 * hooks suspend (render them under `<Suspense>`). A failed download is said on the console and tried
 * again on the next open. A page that passes its Foyer to `FoyerProvider` never downloads this.
 *
 * @example
 * root.render(
 *   <DeferredFoyerProvider load={() => import('./foyer.js').then((m) => m.foyer)}>
 *     <ConnectButton />
 *     <FoyerModal />
 *   </DeferredFoyerProvider>,
 * )
 */
export function DeferredFoyerProvider({ load, ...rest }: DeferredFoyerProviderProps) {
  // `load` is read once: a new function on each render must not load a second Foyer.
  const [loader] = useState(() => deferredFoyer(load))
  const foyer = useSyncExternalStore(loader.subscribe, loader.current, noFoyer)
  // Storage is the browser's: the server renders "not connected", and hydration then reads it, once
  // (a snapshot is read on every render, and nothing changes it before the Foyer is in).
  const [readStorage] = useState(() => once(leftConnected))
  const reconnecting = useSyncExternalStore(subscribeNever, readStorage, notOnServer)
  const pending = useMemo(() => ({ loader, reconnecting }), [loader, reconnecting])
  // After the first frame is on screen (a task queued from the frame's animation callback runs after
  // its paint): the page's button shows before Foyer's code is fetched and run.
  useEffect(() => afterNextPaint(loader.start), [loader])
  return <FoyerContexts foyer={foyer} pending={pending} {...rest} />
}

const subscribeNever = () => () => {}
const noFoyer = (): Foyer | null => null
const notOnServer = () => false

/** `read`, called the first time only. */
function once<value>(read: () => value): () => value {
  let result: { value: value } | undefined
  return () => {
    result ??= { value: read() }
    return result.value
  }
}

/** Runs `work` once the next frame has been painted; returns the function that cancels it. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  // Without frames at all (a test environment), after the current task. A hidden tab paints its first
  // frame when shown; an open asked for before that starts the download itself.
  if (typeof requestAnimationFrame !== 'function') timer = setTimeout(work, 0)
  const frame = timer === undefined ? requestAnimationFrame(() => (timer = setTimeout(work, 0))) : undefined
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
