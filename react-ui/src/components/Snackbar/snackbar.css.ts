/**
 * The snackbar's styles: a small pill centred at the bottom of the modal, in the theme's colours. It
 * fades in; the 150 ms gap between two messages comes from the snack machine, not from CSS.
 *
 * @example
 * <style href="foyer-snackbar" precedence="foyer">{snackbarCss}</style>
 */
export const snackbarCss = /* css */ `
/* Centred by equal insets and auto margins rather than left: 50% and a shift back, which would need
   the writing direction's sign to mirror. */
.foyer-snackbar-region {
  position: absolute;
  inset-inline: 0;
  bottom: var(--foyer-space-4);
  z-index: 2;
  width: fit-content;
  margin-inline: auto;
  max-width: calc(100% - var(--foyer-space-4) * 2);
  pointer-events: none;
}
.foyer-snackbar {
  display: inline-flex;
  align-items: center;
  gap: var(--foyer-space-2);
  max-width: 100%;
  /* Less room on the icon's side (the start) than after the message (the end). */
  padding-block: var(--foyer-space-1);
  padding-inline: var(--foyer-space-2) var(--foyer-space-3);
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
