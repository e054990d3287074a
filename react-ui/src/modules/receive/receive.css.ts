/**
 * The Receive view's styles: the QR code centred above the address, which wraps anywhere (an address
 * has no spaces) beside its copy button.
 *
 * @example
 * <StyleSheet id="foyer-receive" css={receiveCss} />
 */
export const receiveCss = /* css */ `
.foyer-receive { display: grid; justify-items: center; gap: var(--foyer-space-3); }
.foyer-receive-network { margin: 0; color: var(--foyer-color-text-muted); font-size: var(--foyer-font-size-sm); }
.foyer-receive-address { display: flex; align-items: center; gap: var(--foyer-space-2); max-width: 100%; }
.foyer-receive-address code { overflow-wrap: anywhere; font-size: var(--foyer-font-size-sm); }
`
