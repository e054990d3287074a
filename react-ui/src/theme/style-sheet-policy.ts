import { createContext } from 'react'
import { createSheetOwners, type SheetOwners } from './sheet-owners.js'

/**
 * How Foyer's components put their CSS in the page: as `<style>` elements (with the page's CSP nonce
 * when it has one), or not at all, when the site links `@foyer/react/styles.css` itself. `owners`
 * keeps one copy of each sheet under React 18 (see {@link SheetOwners}).
 *
 * @example
 * const policy: StyleSheetPolicy = { inject: true, nonce: 'r4nd0m', owners: createSheetOwners() }
 */
export type StyleSheetPolicy = { inject: boolean; nonce: string | undefined; owners: SheetOwners }

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
  owners: createSheetOwners(),
})
