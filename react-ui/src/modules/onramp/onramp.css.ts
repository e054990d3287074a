/**
 * The Buy view's styles: labelled fields stacked (amount with its currency, the crypto), the payment
 * methods and the providers as radio groups, the quote as a note, the status panels of the purchase
 * under way.
 *
 * @example
 * <StyleSheet id="foyer-onramp" css={onrampCss} />
 */
export const onrampCss = /* css */ `
.foyer-onramp { display: flex; flex-direction: column; gap: var(--foyer-space-3); min-width: 0; }
.foyer-onramp-field { display: flex; flex-direction: column; gap: var(--foyer-space-1); min-width: 0; border: 0; margin: 0; padding: 0; }
.foyer-onramp-label { font-size: var(--foyer-font-size-sm); color: var(--foyer-color-text-muted); padding: 0; }
.foyer-onramp-row { display: flex; gap: var(--foyer-space-2); min-width: 0; }
.foyer-onramp-row .foyer-text-input:first-child { flex: 1; min-width: 0; }
.foyer-onramp-select { appearance: auto; flex: none; width: auto; }
.foyer-onramp-icon { flex: none; align-self: center; width: 24px; height: 24px; border-radius: 50%; }
.foyer-onramp-choices { display: flex; gap: var(--foyer-space-2); flex-wrap: wrap; }
.foyer-onramp-choice { display: inline-flex; align-items: center; gap: var(--foyer-space-1); }
.foyer-onramp-note { margin: 0; font-size: var(--foyer-font-size-sm); overflow-wrap: anywhere; }
.foyer-onramp-muted { color: var(--foyer-color-text-muted); }
.foyer-onramp .foyer-button--primary { width: 100%; }
`
