import { createContext, useContext } from 'react'

/**
 * How Foyer's components put their CSS in the page: as `<style>` elements (with the page's CSP nonce
 * when it has one), or not at all, when the site links `@foyer/react/styles.css` itself.
 *
 * @example
 * const policy: StyleSheetPolicy = { inject: true, nonce: 'r4nd0m' }
 */
export type StyleSheetPolicy = { inject: boolean; nonce: string | undefined }

/**
 * The {@link StyleSheetPolicy} of the components below it; `FoyerProvider` sets it.
 *
 * @example
 * <StyleSheetPolicyContext.Provider value={{ inject: true, nonce }}>{children}</StyleSheetPolicyContext.Provider>
 */
export const StyleSheetPolicyContext = createContext<StyleSheetPolicy>({ inject: true, nonce: undefined })

/**
 * One of Foyer's stylesheets. React 19 hoists a `<style>` that has `href` and `precedence` into the
 * document head and keeps one copy however many components render it, on the server too. Under a
 * strict Content-Security-Policy it carries the nonce the site gave; with `injectStyles={false}`
 * nothing is rendered and the site's own `<link>` to `@foyer/react/styles.css` styles the modal.
 *
 * @example
 * <StyleSheet id="foyer-toaster" css={toasterCss} />
 */
export function StyleSheet({ id, css }: { id: string; css: string }) {
  const { inject, nonce } = useContext(StyleSheetPolicyContext)
  if (!inject) return null
  return (
    <style href={id} precedence="foyer" nonce={nonce}>
      {css}
    </style>
  )
}
