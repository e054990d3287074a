import type { Foyer } from '@foyer/core'
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import { StyleSheetPolicyContext } from '../theme/style-sheet-policy.js'

// `null` rather than a default Foyer: a component rendered outside the provider is a wiring mistake
// that should fail loudly, not silently start a second actor system.
const FoyerContext = createContext<Foyer | null>(null)
FoyerContext.displayName = 'FoyerContext'

/**
 * Props of {@link FoyerProvider}.
 *
 * @example
 * const props: FoyerProviderProps = { foyer: createFoyer() }
 */
export type FoyerProviderProps = {
  /** The running Foyer, from `createFoyer()`. The provider never starts or stops it. */
  foyer: Foyer
  /**
   * The page's Content-Security-Policy nonce, put on Foyer's `<style>` elements so a policy without
   * `'unsafe-inline'` in `style-src` lets them apply.
   */
  styleNonce?: string | undefined
  /**
   * `false` renders no `<style>` at all: the site links `@foyer/react/styles.css` itself (from its
   * own origin, which any `style-src 'self'` allows). `true` by default.
   */
  injectStyles?: boolean | undefined
  children?: ReactNode
}

const newScope = (): object => ({})

/**
 * Makes a Foyer available to the modal, the hooks and the buttons below it. Create the Foyer once
 * (module scope or a `useState` initialiser), not on every render.
 *
 * @example
 * const foyer = createFoyer({ projectId: 'my-project' })
 * root.render(
 *   <FoyerProvider foyer={foyer}>
 *     <ConnectButton />
 *     <FoyerModal />
 *   </FoyerProvider>,
 * )
 */
export function FoyerProvider({ foyer, styleNonce, injectStyles = true, children }: FoyerProviderProps) {
  // One sheet registry per provider: a server rendering each request apart never shares it.
  const [scope] = useState(newScope)
  const policy = useMemo(
    () => ({ inject: injectStyles, nonce: styleNonce, scope }),
    [injectStyles, styleNonce, scope],
  )
  return (
    <FoyerContext.Provider value={foyer}>
      <StyleSheetPolicyContext.Provider value={policy}>{children}</StyleSheetPolicyContext.Provider>
    </FoyerContext.Provider>
  )
}

/**
 * The Foyer of the nearest {@link FoyerProvider}. Throws when there is none.
 *
 * @example
 * const foyer = useFoyer()
 * foyer.open('AllWallets')
 */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext)
  if (!foyer) {
    throw new Error(
      'useFoyer: no Foyer here. Wrap your app in <FoyerProvider foyer={createFoyer(…)}> ' +
        '(FoyerModal, ConnectButton and the Foyer hooks must be rendered inside it).',
    )
  }
  return foyer
}

/**
 * The Foyer of the nearest {@link FoyerProvider}, or `null` outside one: for parts that work without
 * it (a network icon rendered on its own shows its monogram instead of fetching its logo).
 *
 * @example
 * const foyer = useOptionalFoyer()
 */
export function useOptionalFoyer(): Foyer | null {
  return useContext(FoyerContext)
}
