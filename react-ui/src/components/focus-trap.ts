import { type KeyboardEvent, type RefObject, useEffect } from 'react'
import { focusReturnTarget } from './focus-return.js'

// Elements that can take keyboard focus; those with tabindex="-1" or disabled are filtered out below.
const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',')

/**
 * The elements inside `container` that Tab reaches, in document order.
 *
 * @example
 * tabbableElements(dialog)[0]?.focus()
 */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden],[inert]'),
  )
}

/** Where focus lands when it must go into the dialog: its first control, else the dialog itself. */
function focusInto(container: HTMLElement): void {
  ;(tabbableElements(container)[0] ?? container).focus()
}

/**
 * Keeps keyboard focus inside a modal dialog while `enabled`: moves focus in on mount, pulls it back
 * if it escapes (or is lost because the focused element left the DOM when the view changed), and on
 * unmount returns it to the element that had it before (or the control that replaced it). Focus that fell to `<body>` because its
 * element unmounted is brought back in after the next render.
 *
 * @example
 * useFocusTrap(dialogRef, { enabled: true })
 * <div ref={dialogRef} tabIndex={-1} onKeyDown={(event) => trapTab(event, dialogRef.current)} />
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, { enabled }: { enabled: boolean }): void {
  useEffect(() => {
    const container = ref.current
    if (!enabled || !container) return
    const returnTarget = focusReturnTarget(document.activeElement)
    if (!container.contains(document.activeElement)) focusInto(container)
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) focusInto(container)
    }
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      // The opener, or the Foyer control that took its place; when neither is in the page (a menu
      // that closed), the focus stays where the browser puts it.
      returnTarget()?.focus()
    }
  }, [ref, enabled])

  // Runs after every render of the modal frame: the view, the alert or the Back button may just have
  // unmounted the focused element, which drops focus to <body> without any focus event to react to.
  useEffect(() => {
    const container = ref.current
    const lost = document.activeElement === null || document.activeElement === document.body
    if (enabled && container && lost) container.focus()
  })
}

/**
 * Wraps Tab and Shift+Tab around the ends of `container`. Call from the dialog's `onKeyDown`; the
 * browser moves focus between the ends on its own.
 *
 * @example
 * <div role="dialog" onKeyDown={(event) => trapTab(event, event.currentTarget)} />
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return
  const elements = tabbableElements(container)
  const first = elements[0]
  const last = elements[elements.length - 1]
  const active = document.activeElement
  if (!first || !last) {
    event.preventDefault()
    container.focus()
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
