import { createContext } from 'react'

/**
 * How Foyer's components put their CSS in the page: as `<style>` elements (with the page's CSP nonce
 * when it has one), or not at all, when the site links `@foyer/react/styles.css` itself. `scope` names
 * the registry that keeps one copy of each sheet under React 18 (`SheetOwners`): one per provider,
 * made by the first sheet rendered in it, so the page's first download carries only this token and the
 * registry's code comes with the lazily loaded parts that render sheets.
 *
 * @example
 * const policy: StyleSheetPolicy = { inject: true, nonce: 'r4nd0m', scope: {} }
 */
export type StyleSheetPolicy = { inject: boolean; nonce: string | undefined; scope: object }

/**
 * The {@link StyleSheetPolicy} of the components below it; `FoyerProvider` sets it. It lives apart
 * from `StyleSheet`: the provider is on the site's page from its first load, while the sheets are
 * rendered by the modal's and the toaster's lazily loaded parts, so the page need not carry the
 * component.
 *
 * @example
 * <StyleSheetPolicyContext.Provider value={policy}>{children}</StyleSheetPolicyContext.Provider>
 */
export const StyleSheetPolicyContext = createContext<StyleSheetPolicy>({
  inject: true,
  nonce: undefined,
  scope: {},
})
