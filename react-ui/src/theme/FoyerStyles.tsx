import { frameCss } from './frame.css.js'
import { panelsCss } from './panels.css.js'
import { tokensCss } from './tokens.css.js'
import { viewsCss } from './views.css.js'
import { walletsCss } from './wallets.css.js'

/**
 * Foyer's whole stylesheet, for sites that prefer to ship it themselves (e.g. a strict CSP with
 * nonces) — `FoyerModal` and `ConnectButton` already render it.
 *
 * @example
 * document.head.append(Object.assign(document.createElement('style'), { textContent: foyerCss }))
 */
export const foyerCss = tokensCss + frameCss + viewsCss + panelsCss + walletsCss

/**
 * Renders Foyer's stylesheet. React 19 hoists a `<style>` that has `href` and `precedence` into the
 * document head and keeps one copy however many components render it, on the server too, so the
 * site needs no CSS import and server rendering emits the styles with the markup.
 *
 * @example
 * <FoyerStyles />
 */
export function FoyerStyles() {
  return (
    <style href="foyer-styles" precedence="foyer">
      {foyerCss}
    </style>
  )
}
