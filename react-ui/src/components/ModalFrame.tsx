import {
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'
import { useFoyer } from '../context/FoyerProvider.js'
import { useAlert } from '../hooks/useAlert.js'
import { useModal } from '../hooks/useModal.js'
import { useRouter } from '../hooks/useRouter.js'
import { useTheme } from '../hooks/useTheme.js'
import { useI18n } from '../i18n/use-i18n.js'
import { FoyerStyles } from '../theme/FoyerStyles.js'
import { viewTitleKeys } from '../views/titles.js'
import { ViewOutlet } from '../views/ViewOutlet.js'
import { AlertBar } from './AlertBar.js'
import { pressEscape, useEscapeOutside } from './escape-key.js'
import { trapTab, useFocusTrap } from './focus-trap.js'
import { useHeightTransition } from './height-transition.js'
import { LoadingOverlay } from './Loading.js'
import { ModalHeader } from './ModalHeader.js'
import { usePageBehind } from './page-behind.js'
import { usePaintFirst } from './paint-first.js'
import { Snackbar } from './Snackbar/Snackbar.js'

/**
 * How the open modal sits on the page: over it (with a backdrop and a focus trap) or inside it.
 *
 * @example
 * const layout: ModalLayout = isEmbedded ? 'inline' : 'overlay'
 */
export type ModalLayout = 'overlay' | 'inline'

/**
 * Props of {@link ModalFrame}.
 *
 * @example
 * const props: ModalFrameProps = { layout: 'overlay', standby: !isOpen }
 */
export type ModalFrameProps = {
  layout: ModalLayout
  /**
   * Rendered ahead of the first open and kept while closed: laid out but invisible, inert and hidden
   * from screen readers, so a click only has to paint it. Only an overlay stands by (an inline modal
   * would take room in the page).
   */
  standby?: boolean
}

/**
 * The modal: theme root, backdrop, dialog with header, alert and the current view. Every value it
 * shows comes from core's selectors through the hooks; every click is an event to an actor.
 *
 * @example
 * <ModalFrame layout="overlay" standby={!isOpen} />
 */
export function ModalFrame({ layout, standby = false }: ModalFrameProps) {
  const foyer = useFoyer()
  const modal = useModal()
  const router = useRouter()
  const { alert, dismiss } = useAlert()
  const theme = useTheme()
  const { t, locale, dir } = useI18n()
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<HTMLDivElement>(null)
  const isOverlay = layout === 'overlay'
  const isActive = isOverlay && !standby

  // An embedded modal is part of the page: it must not grab or hold the visitor's focus, nor freeze
  // the page around it.
  // The page is given back before the focus returns to its opener (an inert opener cannot take it):
  // effects are cleaned up in the order they were declared.
  usePageBehind(rootRef, isActive)
  useFocusTrap(dialogRef, { enabled: isActive })
  useInertWhile(rootRef, standby)
  usePaintFirst(foyer, rootRef, standby)
  useHeightTransition(dialogRef, viewRef, { enabled: isActive })

  const onEscape = useCallback(() => pressEscape(modal, router), [modal, router])
  useEscapeOutside(rootRef, dialogRef, onEscape, isOverlay)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Back one view where Back is offered, else a request to close (see pressEscape).
      event.stopPropagation()
      pressEscape(modal, router)
    } else if (isOverlay) {
      trapTab(event, dialogRef.current)
    }
  }

  const classes = [
    'foyer-dialog',
    isOverlay ? '' : 'foyer-dialog--inline',
    modal.isShaking ? 'foyer-dialog--shaking' : '',
  ]
  return (
    <div
      ref={rootRef}
      className={isOverlay ? 'foyer-root foyer-overlay' : 'foyer-root'}
      data-theme={theme.mode}
      // The visitor's language and its direction: an Arabic modal mirrors (the CSS uses logical sides).
      lang={locale}
      dir={dir}
      data-standby={standby || undefined}
      aria-hidden={standby || undefined}
      // The site's theme variables go inline on the root so they win over the stylesheet's defaults.
      style={theme.variables as CSSProperties}
    >
      <FoyerStyles />
      {/* Clicking outside the dialog asks to close; keyboard users have Escape and the Close button. */}
      {isOverlay && <div className="foyer-backdrop" aria-hidden="true" onClick={modal.close} />}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={isOverlay ? 'true' : undefined}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classes.filter(Boolean).join(' ')}
        data-view={router.view.name}
        onKeyDown={onKeyDown}
      >
        <ModalHeader
          title={t(viewTitleKeys[router.view.name])}
          titleId={titleId}
          canGoBack={router.canGoBack}
          isCloseLocked={modal.isCloseLocked}
          onBack={router.back}
          onClose={modal.close}
        />
        {alert && <AlertBar alert={alert} onDismiss={dismiss} />}
        <div className="foyer-body" aria-busy={modal.isLoading || undefined}>
          <div ref={viewRef} className="foyer-view">
            <ViewOutlet view={router.view} />
          </div>
          {modal.isLoading && <LoadingOverlay />}
        </div>
        <Snackbar />
      </div>
    </div>
  )
}

/**
 * `inert` on the frame while it stands by. Set on the element itself: React 18 does not know `inert`
 * (it would write inert="false", which is inert too) and React 19 does; this way both majors behave
 * the same. A layout effect, so a standing-by frame is never painted reachable.
 */
function useInertWhile(rootRef: RefObject<HTMLDivElement | null>, standby: boolean): void {
  useLayoutEffect(() => {
    rootRef.current?.toggleAttribute('inert', standby)
  }, [rootRef, standby])
}
