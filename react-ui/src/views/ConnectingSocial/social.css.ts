/**
 * The social login's styles: the providers' buttons on Connect (two to a row), the ConnectingSocial
 * view's panel, and the providers' logos wherever they show (ConnectingFarcaster too). A logo is a
 * block, so no line box adds space below it (an inline svg sits on the text's baseline), and it never
 * shrinks beside a long name.
 *
 * @example
 * <StyleSheet id="foyer-social" css={socialCss} />
 */
export const socialCss = /* css */ `
.foyer-social-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: var(--foyer-space-2); margin: 0; padding: 0; list-style: none; }
.foyer-social-button { width: 100%; justify-content: flex-start; gap: var(--foyer-space-2); }
.foyer-social-logo { display: block; flex: none; }
.foyer-social-panel { display: flex; flex-direction: column; align-items: center; gap: var(--foyer-space-3); text-align: center; }
`
