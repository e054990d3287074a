import { frameCss } from './frame.css.js'
import { panelsCss } from './panels.css.js'
import { StyleSheet } from './StyleSheet.js'
import { tokensCss } from './tokens.css.js'
import { viewsCss } from './views.css.js'
import { walletsCss } from './wallets.css.js'

/**
 * Foyer's main stylesheet (the modal, buttons and views; `@foyer/react/styles.css` also has the
 * toasts' and snackbar's) — `FoyerModal` and `ConnectButton` already render it.
 *
 * @example
 * document.head.append(Object.assign(document.createElement('style'), { textContent: foyerCss }))
 */
export const foyerCss = tokensCss + frameCss + viewsCss + panelsCss + walletsCss

/**
 * Renders Foyer's stylesheet (see {@link StyleSheet}): the site needs no CSS import, and server
 * rendering emits the styles with the markup.
 *
 * @example
 * <FoyerStyles />
 */
export function FoyerStyles() {
  return <StyleSheet id="foyer-styles" css={foyerCss} />
}
