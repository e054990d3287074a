import { useEffect, useSyncExternalStore } from 'react'

type ModalFrameModule = typeof import('./components/ModalFrame.js')

// The open modal (frame, views, their styles) is a chunk of its own, loaded on the first open: a site
// pays for the modal's UI only once a visitor asks for it, and the button stays in the first download.
let loaded: ModalFrameModule | undefined
let loading: Promise<ModalFrameModule> | undefined
const listeners = new Set<() => void>()

/**
 * Loads the modal's UI chunk (once; a failed load is tried again on the next call). The Connect and
 * account buttons call it when the pointer or focus reaches them, so the chunk is usually in before
 * the click; a site may call it earlier, e.g. when the page is idle.
 *
 * @example
 * requestIdleCallback(() => void preloadFoyerModal())
 */
export function preloadFoyerModal(): Promise<ModalFrameModule> {
  loading ??= import('./components/ModalFrame.js').then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const getLoaded = () => loaded

/**
 * The modal's frame component if its chunk is already loaded, else `undefined`; starts no load.
 *
 * @example
 * const standingBy = useLoadedModalFrame() !== undefined
 */
export function useLoadedModalFrame(): ModalFrameModule['ModalFrame'] | undefined {
  return useSyncExternalStore(subscribe, getLoaded, getLoaded)?.ModalFrame
}

/**
 * The modal's frame component once its chunk is loaded, else `undefined` (and the load starts).
 *
 * @example
 * const ModalFrame = useModalFrame()
 * return ModalFrame ? <ModalFrame layout="overlay" /> : null
 */
export function useModalFrame(): ModalFrameModule['ModalFrame'] | undefined {
  const module = useSyncExternalStore(subscribe, getLoaded, getLoaded)
  useEffect(() => {
    if (module) return
    preloadFoyerModal().catch((error: unknown) => {
      console.error('Foyer: the modal could not be loaded (its script chunk failed); try again', error)
    })
  }, [module])
  return module?.ModalFrame
}

/**
 * How long an idle preload waits at most for the browser to be idle, ms: on a busy page the modal's
 * chunk still arrives within a few seconds of the load.
 *
 * @example
 * requestIdleCallback(load, { timeout: IDLE_PRELOAD_TIMEOUT_MS })
 */
export const IDLE_PRELOAD_TIMEOUT_MS = 3000

/**
 * Downloads the modal's UI chunk when the browser is next idle (or after
 * {@link IDLE_PRELOAD_TIMEOUT_MS}), so the first click opens the modal at once even on a slow
 * device; returns the function that cancels it. Without `requestIdleCallback` (Safari), after the
 * current task.
 *
 * @example
 * useEffect(() => preloadWhenIdle(), [])
 */
export function preloadWhenIdle(): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(preloadQuietly, { timeout: IDLE_PRELOAD_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(preloadQuietly, 0)
  return () => clearTimeout(handle)
}

const preloadQuietly = () => {
  // A failure here is reported when the modal actually opens (see useModalFrame).
  preloadFoyerModal().catch(() => {})
}

/**
 * Props for a button that opens the modal: the modal's chunk starts loading when the pointer comes
 * over the button or focus reaches it, so it is usually in before the click.
 *
 * @example
 * <button {...preloadWhenNear} onClick={open}>Connect wallet</button>
 */
export const preloadWhenNear = { onPointerEnter: preloadQuietly, onFocus: preloadQuietly } as const
