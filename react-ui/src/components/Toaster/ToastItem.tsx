import type { ToastViewModel } from '@foyer/core'
import { type CSSProperties, useLayoutEffect, useRef } from 'react'
import type { UseToasterResult } from '../../hooks/useToaster.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { CloseIcon } from '../icons.js'
import { StatusIcon } from './StatusIcon.js'
import { useSwipe } from './use-swipe.js'

/**
 * Props of {@link ToastItem}.
 *
 * @example
 * const props: ToastItemProps = { toast, layer: 3, intents: toaster }
 */
export type ToastItemProps = {
  toast: ToastViewModel
  /** Its stacking order: newer toasts lie over older ones. */
  layer: number
  intents: Pick<UseToasterResult, 'dismiss' | 'measured' | 'swipeStart' | 'swipeMove' | 'swipeEnd'>
}

/** Reports the natural height of the content (not the clamped height of a collapsed toast). */
function useMeasuredHeight(id: string, measured: (id: string, height: number) => void) {
  const ref = useRef<HTMLDivElement>(null)
  const last = useRef<number | undefined>(undefined)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const report = () => {
      // The layout height: unlike getBoundingClientRect, not shrunk by the stack's scale transform.
      const height = element.offsetHeight
      if (height !== last.current) {
        last.current = height
        measured(id, height)
      }
    }
    report()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(report)
    observer.observe(element)
    return () => observer.disconnect()
  }, [id, measured])
  return ref
}

/**
 * One toast: icon, title, description and a close button, placed in the stack as its view model says.
 * Errors interrupt screen readers (`role="alert"`); the others are announced politely. Toasts hidden
 * in the stack, or leaving it, are out of reach of the keyboard and screen readers (`inert`).
 *
 * @example
 * <ToastItem toast={toast} layer={view.toasts.length - index} intents={toaster} />
 */
export function ToastItem({ toast, layer, intents }: ToastItemProps) {
  const { t, core } = useI18n()
  const contentRef = useMeasuredHeight(toast.id, intents.measured)
  const swipe = useSwipe(toast.id, intents)
  const style = {
    '--foyer-toast-offset': `${toast.offset}px`,
    '--foyer-toast-scale': toast.scale,
    '--foyer-toast-swipe': `${toast.swipeOffset}px`,
    zIndex: layer,
    height: toast.clampHeight,
  } as CSSProperties
  const itemRef = useRef<HTMLLIElement>(null)
  // Set on the element itself: React 18 does not know `inert` and would write inert="false", which is
  // inert too; React 19 would set it as asked. This way both majors behave the same.
  useLayoutEffect(() => {
    itemRef.current?.toggleAttribute('inert', !toast.visible)
  }, [toast.visible])
  return (
    // The item stays a list item (a role on it would take it out of the list); the announcement is its content.
    <li
      ref={itemRef}
      className="foyer-toast"
      data-toast-id={toast.id}
      data-type={toast.type}
      data-visible={toast.visible}
      data-front={toast.front}
      data-expanded={toast.expanded}
      data-exiting={toast.exiting}
      data-swiping={toast.swiping}
      style={style}
      {...swipe}
    >
      <div
        ref={contentRef}
        className="foyer-toast-content"
        role={toast.role}
        aria-live={toast.role === 'alert' ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        <StatusIcon type={toast.type} />
        {/* The site writes its toasts, in a language of its own choosing ("Sending 1 ETH…" on an Arabic
            page): each line takes the direction of its own first letters, not the toaster's. */}
        <div className="foyer-toast-text">
          <p className="foyer-toast-title" dir="auto">
            {core(toast.title)}
          </p>
          {toast.description && (
            <p className="foyer-toast-description" dir="auto">
              {toast.description}
            </p>
          )}
        </div>
        <button
          type="button"
          className="foyer-icon-button foyer-toast-close"
          aria-label={t('Close notification')}
          onClick={() => intents.dismiss(toast.id)}
        >
          <CloseIcon width={14} height={14} />
        </button>
      </div>
    </li>
  )
}
