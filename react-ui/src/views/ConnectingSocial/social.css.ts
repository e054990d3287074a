/**
 * The social login's styles: the providers' buttons on Connect (two to a row) and the
 * ConnectingSocial view's panel.
 *
 * @example
 * <StyleSheet id="foyer-social" css={socialCss} />
 */
export const socialCss = /* css */ `
.foyer-social-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: var(--foyer-space-2); margin: 0; padding: 0; list-style: none; }
.foyer-social-button { width: 100%; justify-content: flex-start; gap: var(--foyer-space-2); }
.foyer-social-panel { display: flex; flex-direction: column; align-items: center; gap: var(--foyer-space-3); text-align: center; }
`
