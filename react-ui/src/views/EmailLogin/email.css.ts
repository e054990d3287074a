/**
 * The email login's form styles: a labelled field with its button, used on Connect and in the
 * EmailLogin view (each renders it; one copy lands in the page).
 *
 * @example
 * <StyleSheet id="foyer-email" css={emailCss} />
 */
export const emailCss =
  // As wide as its panel, never wider: in the centred status panel it would otherwise take the code field's
  // intrinsic width and push Continue out of the card.
  /* css */ `.foyer-email-form { display: flex; flex-direction: column; gap: var(--foyer-space-2); justify-self: stretch; min-width: 0; }
.foyer-email-label { font-size: var(--foyer-font-size-sm); color: var(--foyer-color-text-muted); }
.foyer-email-row { display: flex; gap: var(--foyer-space-2); }
.foyer-text-input {
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: var(--foyer-space-2) var(--foyer-space-3);
  border: 1px solid var(--foyer-color-border);
  border-radius: var(--foyer-radius-md);
  background: var(--foyer-color-surface);
  color: var(--foyer-color-text);
  font: inherit;
}
.foyer-text-input::placeholder { color: var(--foyer-color-text-muted); }
.foyer-root .foyer-text-input:focus-visible { outline-offset: 0; border-color: var(--foyer-color-focus); }
.foyer-text-input--code { letter-spacing: 0.4em; text-align: center; font-variant-numeric: tabular-nums; }
.foyer-email-form .foyer-button { flex: none; }
`
