import type { Foyer } from '@foyer/core'
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import type { Messages } from '../i18n/dictionary.js'
import { I18nProvider } from '../i18n/I18nProvider.js'
import { StyleSheetPolicyContext } from '../theme/style-sheet-policy.js'
import type { DeferredFoyer } from './deferred-foyer.js'

// `null` rather than a default Foyer: a component rendered outside the provider is a wiring mistake
// that should fail loudly, not silently start a second actor system.
const FoyerContext = createContext<Foyer | null>(null)
FoyerContext.displayName = 'FoyerContext'

/**
 * The Foyer still downloading under a `DeferredFoyerProvider`, and whether the visitor left connected
 * (read from storage before the machines): what the page's button works with meanwhile.
 */
export type PendingFoyer = { loader: DeferredFoyer; reconnecting: boolean }
const PendingFoyerContext = createContext<PendingFoyer | null>(null)
PendingFoyerContext.displayName = 'PendingFoyerContext'

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
  /**
   * The language of the modal and the buttons (`'ar'`, `'ja'`, see `foyerLocales`). Without it the
   * browser's languages choose once the page is mounted, else English. A region the texts do not
   * have reads its language's (`'es-MX'` reads `'es'`); a language they do not have reads English.
   */
  locale?: string | undefined
  /** Texts the site replaces, by key (whatever the locale): `{ 'All wallets': 'Every wallet' }`. */
  messages?: Messages | undefined
  children?: ReactNode
}

const newScope = (): object => ({})

/**
 * Makes a Foyer available to the modal, the hooks and the buttons below it. Create the Foyer once
 * (module scope or a `useState` initialiser), not on every render. To have the page's button on
 * screen before any of Foyer's code runs, use `DeferredFoyerProvider` instead.
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
export function FoyerProvider({ foyer, ...rest }: FoyerProviderProps) {
  return <FoyerContexts foyer={foyer} pending={null} {...rest} />
}

/**
 * The contexts both providers give: the Foyer (`null` while a deferred one downloads), the pending
 * one, and the stylesheet policy.
 */
export function FoyerContexts({
  foyer,
  pending,
  styleNonce,
  injectStyles = true,
  locale,
  messages,
  children,
}: Omit<FoyerProviderProps, 'foyer'> & { foyer: Foyer | null; pending: PendingFoyer | null }) {
  // One sheet registry per provider: a server rendering each request apart never shares it.
  const [scope] = useState(newScope)
  const policy = useMemo(
    () => ({ inject: injectStyles, nonce: styleNonce, scope }),
    [injectStyles, styleNonce, scope],
  )
  return (
    <PendingFoyerContext.Provider value={foyer ? null : pending}>
      <FoyerContext.Provider value={foyer}>
        <StyleSheetPolicyContext.Provider value={policy}>
          <I18nProvider locale={locale} messages={messages}>
            {children}
          </I18nProvider>
        </StyleSheetPolicyContext.Provider>
      </FoyerContext.Provider>
    </PendingFoyerContext.Provider>
  )
}

const noFoyerHere = () =>
  new Error(
    'useFoyer: no Foyer here. Wrap your app in <FoyerProvider foyer={createFoyer(…)}> ' +
      '(FoyerModal, ConnectButton and the Foyer hooks must be rendered inside it).',
  )

/**
 * The Foyer of the nearest {@link FoyerProvider}. Throws when there is none.
 *
 * @example
 * const foyer = useFoyer()
 * foyer.open('AllWallets')
 */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext)
  const pending = useContext(PendingFoyerContext)
  // Still downloading: the component waits for it (the nearest Suspense boundary shows meanwhile).
  if (!foyer && pending) throw pending.loader.loaded
  if (!foyer) throw noFoyerHere()
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

/**
 * The Foyer still downloading under a `DeferredFoyerProvider`, or `null` (none, or it is in): the
 * page's button opens through it meanwhile.
 *
 * @example
 * const pending = usePendingFoyer()
 * pending?.loader.openWhenLoaded()
 */
export function usePendingFoyer(): PendingFoyer | null {
  return useContext(PendingFoyerContext)
}

/**
 * The Foyer once it is in, and the one still downloading before that (under a
 * `DeferredFoyerProvider`): what the hooks the page's button uses read, so they work before Foyer's
 * code is in. Throws with neither.
 *
 * @example
 * const { foyer, pending } = useFoyerOrPending()
 */
export function useFoyerOrPending(): { foyer: Foyer | null; pending: PendingFoyer | null } {
  const foyer = useContext(FoyerContext)
  const pending = useContext(PendingFoyerContext)
  if (!foyer && !pending) throw noFoyerHere()
  return { foyer, pending }
}
