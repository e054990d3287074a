import { useEffect, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { LazyToaster } from './components/Toaster/LazyToaster.js'
import { useIsEmbedded } from './hooks/useIsEmbedded.js'
import { useModal } from './hooks/useModal.js'
import { preloadWhenIdle, useModalFrame } from './modal-frame-loader.js'

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
 * The Foyer modal. Renders nothing while closed; when open, shows the router's current view over the
 * page (portalled to `document.body`), or inside the page when `createFoyer({ embedded: true })`.
 * Foyer's toasts (bottom right) come with it, open or closed.
 *
 * @example
 * <FoyerProvider foyer={foyer}>
 *   <ConnectButton />
 *   <FoyerModal />
 * </FoyerProvider>
 */
export function FoyerModal({ preload = 'idle', ...props }: FoyerModalProps) {
  const { isOpen } = useModal()
  const isClient = useIsClient()
  useEffect(() => (preload === 'idle' ? preloadWhenIdle() : undefined), [preload])
  // Split so that the router, alert and theme are only subscribed to while the modal is open. The
  // toasts live outside the modal: they show whether it is open or not.
  return (
    <>
      {isOpen && <OpenFoyerModal {...props} />}
      {isClient && createPortal(<LazyToaster />, document.body)}
    </>
  )
}

function OpenFoyerModal({ appendTo = true, container }: FoyerModalProps) {
  const isEmbedded = useIsEmbedded()
  const isClient = useIsClient()
  // The modal's UI arrives in its own chunk on the first open (usually preloaded by the button).
  const ModalFrame = useModalFrame()
  if (!ModalFrame) return null
  if (isEmbedded) return <ModalFrame layout="inline" />
  if (container) return createPortal(<ModalFrame layout="overlay" />, container)
  if (!appendTo) return <ModalFrame layout="overlay" />
  // A portal needs `document`: on the server (and during hydration) an overlay renders nothing.
  return isClient ? createPortal(<ModalFrame layout="overlay" />, document.body) : null
}

const subscribeNever = () => () => {}

/** `false` on the server and while hydrating, `true` after: the React-sanctioned "mounted" check. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
