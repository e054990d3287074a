import { TOAST_EXIT_MS, toastLimits } from '@foyer/core'

/**
 * The toaster's styles: a fixed column at the bottom corner on the reading end (right, or left in a
 * right-to-left language: its region carries the locale's `dir`; a toast has more room on its icon's
 * side, the start, than beside its close button), 356 px wide, toasts 14 px apart (SPEC §2,
 * §9), stacked or spread out as each toast's view model places it (`--foyer-toast-offset`, `-scale`,
 * `-swipe`), in the theme's colours. Transitions only move what the machines decided; the exit fade
 * lasts the machine's exit delay. No motion with prefers-reduced-motion. A swipe is the pointer's own
 * sideways move in pixels (the machine dismisses either way), so the toast follows the finger on
 * screen whatever the writing direction: its translateX stays physical.
 *
 * @example
 * <style href="foyer-toaster" precedence="foyer">{toasterCss}</style>
 */
export const toasterCss =
  /* css */ `
.foyer-toaster {
  --foyer-toast-width: ${toastLimits.widthPx}px;
  --foyer-toast-gap: ${toastLimits.gapPx}px;
  --foyer-toast-exit: ${TOAST_EXIT_MS}ms;
  position: fixed;
  inset-inline-end: var(--foyer-space-6);
  bottom: var(--foyer-space-6);
  z-index: calc(var(--foyer-z-index) + 1);
  width: var(--foyer-toast-width);
  max-width: calc(100vw - var(--foyer-space-4) * 2);
  pointer-events: none;
}
.foyer-toaster:focus { outline: none; }
.foyer-toaster:focus-visible { outline: 2px solid var(--foyer-color-focus); outline-offset: 4px; }
.foyer-toasts {
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: auto;
  transition: height 300ms ease;
}
` +
  // Older toasts shrink towards their top edge, so each peeks out above the one in front.
  // Horizontal drags are swipes; vertical ones still scroll the page.
  /* css */ `.foyer-toast {
  position: absolute;
  inset-inline-end: 0;
  bottom: 0;
  width: 100%;
  overflow: hidden;
  background: var(--foyer-color-bg);
  color: var(--foyer-color-text);
  border: 1px solid var(--foyer-color-border);
  border-radius: var(--foyer-radius-md);
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.12);
  transform-origin: center top;
  transform: translateY(calc(var(--foyer-toast-offset) * -1)) translateX(var(--foyer-toast-swipe))
    scale(var(--foyer-toast-scale));
  transition: transform 300ms ease, opacity var(--foyer-toast-exit) ease, height 300ms ease;
  touch-action: pan-y;
  user-select: none;
  animation: foyer-toast-in 300ms ease-out;
}
.foyer-toast[data-visible='false'] { opacity: 0; pointer-events: none; }
` +
  // A swiped toast keeps going the way it was thrown while it fades.
  /* css */ `.foyer-toast[data-exiting='true'] {
  transform: translateY(calc(var(--foyer-toast-offset) * -1)) translateX(calc(var(--foyer-toast-swipe) * 4))
    scale(var(--foyer-toast-scale));
}
.foyer-toast[data-swiping='true'] { transition: none; cursor: grabbing; }
.foyer-toast-content {
  display: flex;
  align-items: flex-start;
  gap: var(--foyer-space-3);
  padding-block: var(--foyer-space-3);
  padding-inline: var(--foyer-space-4) var(--foyer-space-3);
  transition: opacity 200ms ease;
}
` +
  // Collapsed, the toasts behind the front one show as edges only.
  /* css */ `.foyer-toast[data-expanded='false'][data-front='false'] .foyer-toast-content { opacity: 0; }
.foyer-toast-text { flex: 1; min-width: 0; }
.foyer-toast-title { margin: 0; font-size: var(--foyer-font-size-sm); font-weight: 600; overflow-wrap: anywhere; }
.foyer-toast-description {
  margin: var(--foyer-space-1) 0 0;
  font-size: var(--foyer-font-size-sm);
  color: var(--foyer-color-text-muted);
  overflow-wrap: anywhere;
}
.foyer-toaster .foyer-toast-close {
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: var(--foyer-radius-sm);
  background: none;
  cursor: pointer;
  color: var(--foyer-color-text-muted);
}
.foyer-toaster .foyer-toast-close:hover { background: var(--foyer-color-surface-hover); color: var(--foyer-color-text); }
.foyer-status-icon { flex: none; margin-top: 1px; }
.foyer-status-spinner { flex: none; border-width: 2px; }
.foyer-toast[data-type='success'] .foyer-status-icon { color: var(--foyer-color-success); }
.foyer-toast[data-type='info'] .foyer-status-icon { color: var(--foyer-color-info); }
.foyer-toast[data-type='warning'] .foyer-status-icon { color: var(--foyer-color-warning); }
.foyer-toast[data-type='error'] .foyer-status-icon { color: var(--foyer-color-error); }
@keyframes foyer-toast-in { from { opacity: 0; translate: 0 100%; } }
@media (max-width: 480px) {
  .foyer-toaster { inset-inline: var(--foyer-space-4); bottom: var(--foyer-space-4); width: auto; }
}
@media (prefers-reduced-motion: reduce) {
  .foyer-toasts, .foyer-toast, .foyer-toast-content { transition: none; animation: none; }
}
`
