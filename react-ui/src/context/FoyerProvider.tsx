import type { Foyer } from '@foyer/core'
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { StyleSheetPolicyContext } from '../theme/style-sheet-policy.js'
import { type DeferredFoyer, deferredFoyer } from './deferred-foyer.js'

// `null` rather than a default Foyer: a component rendered outside the provider is a wiring mistake
// that should fail loudly, not silently start a second actor system.
const FoyerContext = createContext<Foyer | null>(null)
FoyerContext.displayName = 'FoyerContext'
// The Foyer still downloading, under a provider given `load`: what the page's button opens with.
const DeferredFoyerContext = createContext<DeferredFoyer | null>(null)
DeferredFoyerContext.displayName = 'DeferredFoyerContext'

/**
 * Props of {@link FoyerProvider}.
 *
 * @example
 * const props: FoyerProviderProps = { foyer: createFoyer() }
 */
export type FoyerProviderProps = (
  | {
      /** The running Foyer, from `createFoyer()`. The provider never starts or stops it. */
      foyer: Foyer
      load?: never
    }
  | {
      foyer?: never
      /**
       * Loads the Foyer after the page's first paint instead: a dynamic import of the module that
       * creates it (`() => import('./foyer.js').then((m) => m.foyer)`), called once. Meanwhile
       * `ConnectButton`, `useModal` and `useAccountView` work (an open is made once it is in; a visitor
       * who left connected reads as connecting) and `FoyerModal` renders nothing; other hooks suspend
       * until it is in. The page's first download then holds none of Foyer's core.
       */
      load: () => Promise<Foyer>
    }
) & {
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
 * // Or, with the button on screen before Foyer's code runs (foyer.ts creates and exports the Foyer):
 * <FoyerProvider load={() => import('./foyer.js').then((m) => m.foyer)}>…</FoyerProvider>
 */
export function FoyerProvider({
  foyer,
  load,
  styleNonce,
  injectStyles = true,
  children,
}: FoyerProviderProps) {
  // One sheet registry per provider: a server rendering each request apart never shares it.
  const [scope] = useState(newScope)
  const policy = useMemo(
    () => ({ inject: injectStyles, nonce: styleNonce, scope }),
    [injectStyles, styleNonce, scope],
  )
  // `load` is read once: a new function on each render must not load a second Foyer.
  const [deferred] = useState(() => (load ? deferredFoyer(load) : null))
  const loaded = useSyncExternalStore(
    deferred?.subscribe ?? subscribeNever,
    deferred?.current ?? noFoyer,
    noFoyer,
  )
  // After the first frame is on screen (a task queued from the frame's animation callback runs after
  // its paint): the page's button shows before Foyer's code is fetched and run.
  useEffect(() => (deferred ? afterNextPaint(deferred.start) : undefined), [deferred])
  return (
    <DeferredFoyerContext.Provider value={deferred}>
      <FoyerContext.Provider value={foyer ?? loaded}>
        <StyleSheetPolicyContext.Provider value={policy}>{children}</StyleSheetPolicyContext.Provider>
      </FoyerContext.Provider>
    </DeferredFoyerContext.Provider>
  )
}

const subscribeNever = () => () => {}
const noFoyer = (): Foyer | null => null

/** Runs `work` once the next frame has been painted; returns the function that cancels it. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  // Without frames at all (a test environment), after the current task. A hidden tab paints its first
  // frame when shown; an open asked for before that starts the download itself.
  if (typeof requestAnimationFrame !== 'function') timer = setTimeout(work, 0)
  const frame = timer === undefined ? requestAnimationFrame(() => (timer = setTimeout(work, 0))) : undefined
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
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
  const deferred = useContext(DeferredFoyerContext)
  // Still downloading: the component waits for it (the nearest Suspense boundary shows meanwhile).
  if (!foyer && deferred) throw deferred.loaded
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
 * The Foyer still downloading under a provider given `load`, or `null` (none, or it is in): the
 * page's button opens through it meanwhile.
 *
 * @example
 * const deferred = useDeferredFoyer()
 * deferred?.openWhenLoaded()
 */
export function useDeferredFoyer(): DeferredFoyer | null {
  const foyer = useContext(FoyerContext)
  const deferred = useContext(DeferredFoyerContext)
  return foyer ? null : deferred
}

/**
 * The Foyer once it is in, and the one still downloading before that (a provider given `load`): what
 * the hooks the page's button uses read, so they work before Foyer's code is in. Throws with neither.
 *
 * @example
 * const { foyer, deferred } = useFoyerOrDeferred()
 */
export function useFoyerOrDeferred(): { foyer: Foyer | null; deferred: DeferredFoyer | null } {
  const foyer = useContext(FoyerContext)
  const deferred = useContext(DeferredFoyerContext)
  if (!foyer && !deferred) throw noFoyerHere()
  return { foyer, deferred: foyer ? null : deferred }
}
