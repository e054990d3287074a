/**
 * The RegisterAccountName view's styles: the field with its zone inside its end edge (the right, or
 * the left right to left), the hint and the suggestions (rows, as elsewhere in the modal).
 *
 * @example
 * <StyleSheet id="foyer-names" css={namesCss} />
 */
export const namesCss = /* css */ `
.foyer-names { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--foyer-space-3); }
.foyer-names-field { position: relative; display: flex; flex: 1; min-width: 0; }
.foyer-names-field .foyer-text-input { width: 100%; padding-inline-end: 6.5em; }
.foyer-names-suffix { position: absolute; top: 50%; inset-inline-end: var(--foyer-space-3); transform: translateY(-50%); color: var(--foyer-color-text-muted); pointer-events: none; }
.foyer-names-hint { margin: 0; color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); }
.foyer-names-suggestions { display: grid; gap: var(--foyer-space-1); margin: 0; padding: 0; list-style: none; }
.foyer-names-suggestions .foyer-row:disabled { opacity: 0.6; cursor: not-allowed; }
`
