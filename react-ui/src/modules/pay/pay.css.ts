/**
 * The Pay view's own styles (it shares the Send form's otherwise): the accounts to pay from, each
 * row its address in full with its balance under it; a row that cannot pay keeps the text colour
 * (its reason must stay readable) and shows that it cannot be picked by its pointer and border.
 *
 * @example
 * <StyleSheet id="foyer-pay" css={payCss} />
 */
export const payCss = /* css */ `
.foyer-pay-payer { align-items: flex-start; min-height: 0; }
.foyer-pay-payer-text { display: flex; flex-direction: column; gap: var(--foyer-space-1); min-width: 0; }
.foyer-pay-payer-balance { font-size: var(--foyer-font-size-sm); color: var(--foyer-color-text-muted); font-variant-numeric: tabular-nums; }
.foyer-pay-payer-reason { font-size: var(--foyer-font-size-sm); overflow-wrap: anywhere; }
.foyer-pay-payer--short { cursor: not-allowed; border-style: dashed; border-color: var(--foyer-color-border); }
.foyer-pay-payer--short:hover { background: var(--foyer-color-surface); }
`
