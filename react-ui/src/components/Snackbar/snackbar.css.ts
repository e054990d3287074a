/**
 * The snackbar's styles: a small pill centred at the bottom of the modal, in the theme's colours. It
 * fades in; the 150 ms gap between two messages comes from the snack machine, not from CSS. Its
 * centring (`left: 50%` and a shift back by half its width) is the same in both writing directions;
 * its icon's side (the start) has less room than the message's end.
 *
 * @example
 * <style href="foyer-snackbar" precedence="foyer">{snackbarCss}</style>
 */
export const snackbarCss = /* css */ `
.foyer-snackbar-region {
  position: absolute;
  left: 50%;
  bottom: var(--foyer-space-4);
  z-index: 2;
  transform: translateX(-50%);
  max-width: calc(100% - var(--foyer-space-4) * 2);
  pointer-events: none;
}
.foyer-snackbar {
  display: inline-flex;
  align-items: center;
  gap: var(--foyer-space-2);
  max-width: 100%;
  padding: var(--foyer-space-1) var(--foyer-space-3);
  padding-inline-start: var(--foyer-space-2);
  border: 1px solid var(--foyer-color-border);
  border-radius: 999px;
  background: var(--foyer-color-surface);
  color: var(--foyer-color-text);
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.12);
  font-size: var(--foyer-font-size-sm);
  animation: foyer-snack-in 150ms ease-out;
}
.foyer-snackbar-message { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-snackbar[data-variant='success'] .foyer-status-icon { color: var(--foyer-color-accent-text); }
.foyer-snackbar[data-variant='error'] .foyer-status-icon { color: var(--foyer-color-error); }
.foyer-snackbar .foyer-status-spinner { flex: none; border-width: 2px; }
@keyframes foyer-snack-in { from { opacity: 0; translate: 0 8px; } }
@media (prefers-reduced-motion: reduce) { .foyer-snackbar { animation: none; } }
`
