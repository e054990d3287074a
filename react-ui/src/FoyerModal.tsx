import { startTransition, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { LazyToaster } from './components/Toaster/LazyToaster.js'
import { useFoyerOrPending } from './context/FoyerProvider.js'
import { useIsClient } from './hooks/useIsClient.js'
import { useIsEmbedded } from './hooks/useIsEmbedded.js'
import { useModal } from './hooks/useModal.js'
import { preloadWhenIdle, useLoadedModalFrame, useModalFrame } from './modal-frame-loader.js'

/**
 * Props of {@link FoyerModal}.
 *
 * @example
 * <FoyerModal appendTo={false} />
 */
export type FoyerModalProps = {
  /**
   * Whether to add the modal to `document.body` (the default, SPEC §2). `false` renders it where
   * `<FoyerModal/>` is, still as an overlay.
   */
  appendTo?: boolean
  /** Render the modal into this element instead of `document.body`. */
  container?: Element | DocumentFragment | null
  /**
   * When the modal's UI (a chunk of its own) downloads: `'idle'` (the default) once the page is idle
   * after loading, so the first click opens it at once even on a slow phone; `'interaction'` only
   * when the pointer or focus reaches a Foyer button, for sites where most visits never open it.
   */
  preload?: 'idle' | 'interaction'
}

/**
 * The Foyer modal. When open, shows the router's current view over the page (portalled to
 * `document.body`), or inside the page when `createFoyer({ embedded: true })`. Once its chunk is in,
 * the overlay stands by while closed (rendered, invisible, unreachable), so opening is one paint.
 * Foyer's toasts (bottom right) come with it, open or closed.
 *
 * @example
 * <FoyerProvider foyer={foyer}>
 *   <ConnectButton />
 *   <FoyerModal />
 * </FoyerProvider>
 */
export function FoyerModal(props: FoyerModalProps) {
  // Under a provider given `load`, nothing until Foyer's code is in (an open asked for meanwhile is
  // made then, and this renders it).
  return useFoyerOrPending().foyer ? <LoadedFoyerModal {...props} /> : null
}

function LoadedFoyerModal({ preload = 'idle', ...props }: FoyerModalProps) {
  const { isOpen } = useModal()
  const isClient = useIsClient()
  const isEmbedded = useIsEmbedded()
  const isLoaded = useLoadedModalFrame() !== undefined
  const [mayStandBy, setMayStandBy] = useState(false)
  useEffect(() => (preload === 'idle' ? preloadWhenIdle() : undefined), [preload])
  // Rendering the frame ahead is a transition: a click that comes meanwhile is not kept waiting.
  useEffect(() => {
    if (isLoaded) startTransition(() => setMayStandBy(true))
  }, [isLoaded])
  // The frame is rendered when open, or (an overlay, in the browser, its chunk in) to stand by. The
  // toasts live outside the modal: they show whether it is open or not.
  const standsBy = !isOpen && mayStandBy && !isEmbedded
  return (
    <>
      {(isOpen || standsBy) && <FoyerModalFrame {...props} standby={standsBy} />}
      {isClient && createPortal(<LazyToaster />, document.body)}
    </>
  )
}

function FoyerModalFrame({
  appendTo = true,
  container,
  standby,
}: Omit<FoyerModalProps, 'preload'> & { standby: boolean }) {
  const isEmbedded = useIsEmbedded()
  const isClient = useIsClient()
  // The modal's UI arrives in its own chunk, loaded when the page is idle, or on the first open.
  const ModalFrame = useModalFrame()
  if (!ModalFrame) return null
  if (isEmbedded) return <ModalFrame layout="inline" />
  const overlay = <ModalFrame layout="overlay" standby={standby} />
  if (container) return createPortal(overlay, container)
  if (!appendTo) return overlay
  // A portal needs `document`: on the server (and during hydration) an overlay renders nothing.
  return isClient ? createPortal(overlay, document.body) : null
}
