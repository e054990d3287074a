/**
 * The Send view's styles: labelled fields stacked (the amount with Max beside it), the fee and what
 * the receiver gets as a two-column summary, and the hint that says what the form lacks.
 *
 * @example
 * <StyleSheet id="foyer-send" css={sendCss} />
 */
export const sendCss = /* css */ `
.foyer-send { display: flex; flex-direction: column; gap: var(--foyer-space-3); min-width: 0; }
.foyer-send-field { display: flex; flex-direction: column; gap: var(--foyer-space-1); min-width: 0; }
.foyer-send-label { font-size: var(--foyer-font-size-sm); color: var(--foyer-color-text-muted); }
.foyer-send-row { display: flex; gap: var(--foyer-space-2); min-width: 0; }
.foyer-send-row .foyer-button { flex: none; }
.foyer-send-select { appearance: auto; }
.foyer-send-summary { display: grid; grid-template-columns: auto 1fr; gap: var(--foyer-space-1) var(--foyer-space-3); margin: 0; font-size: var(--foyer-font-size-sm); }
.foyer-send-summary dt { color: var(--foyer-color-text-muted); }
.foyer-send-summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.foyer-send-named .foyer-avatar { vertical-align: middle; margin-inline-end: var(--foyer-space-1); }
.foyer-send-fee-note { display: block; color: var(--foyer-color-text-muted); }
.foyer-send-address { font-size: var(--foyer-font-size-sm); overflow-wrap: anywhere; }
.foyer-send-note { margin: 0; font-size: var(--foyer-font-size-sm); overflow-wrap: anywhere; }
.foyer-send-hint { margin: 0; font-size: var(--foyer-font-size-sm); color: var(--foyer-color-text-muted); overflow-wrap: anywhere; }
.foyer-send .foyer-button--primary { width: 100%; }
`
