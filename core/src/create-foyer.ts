import { type ActorRefFrom, createActor, type InspectionEvent, type Observer } from 'xstate'
import { foyerMachine } from './machines/foyer/foyer.machine.js'
import { type AlertView, selectAlertView, selectTheme } from './machines/foyer/foyer.selectors.js'
import type { FoyerOptions, Theme } from './machines/foyer/foyer.types.js'
import type { modalMachine } from './machines/modal/modal.machine.js'
import { type ModalView, selectModalView } from './machines/modal/modal.selectors.js'
import type { routerMachine } from './machines/router/router.machine.js'
import { type RouterView, selectRouterView } from './machines/router/router.selectors.js'
import type { ViewRequest } from './machines/router/router.types.js'

/** A plain summary of Foyer's state, for sites that don't use a framework binding. */
export type FoyerState = { modal: ModalView; router: RouterView; alert: AlertView; theme: Theme }

/** A running Foyer: the root actor, its children, and a small imperative API. */
export type Foyer = {
  /** The root actor (systemId `foyer`), for advanced use and framework bindings. */
  actor: ActorRefFrom<typeof foyerMachine>
  /** The modal actor (systemId `modal`). */
  modal: ActorRefFrom<typeof modalMachine>
  /** The router actor (systemId `router`). */
  router: ActorRefFrom<typeof routerMachine>
  /** Opens the modal, on a view or on the default one (SPEC §2). */
  open(view?: ViewRequest): void
  /** Closes the modal, unless closing is locked (then it shakes). */
  close(): void
  getState(): FoyerState
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: FoyerState) => void): () => void
  /** Stops every actor. */
  stop(): void
}

/** Options that are about running Foyer rather than about the site. */
export type CreateFoyerOptions = FoyerOptions & {
  /** An inspection observer, e.g. `createBrowserInspector().inspect` from `@statelyai/inspect`. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined
}

/**
 * Starts Foyer's actor system. Safe to import anywhere; call it in the browser (it reads the user
 * agent to tell mobile from desktop unless `isMobile` is given).
 *
 * @example
 * const foyer = createFoyer({ projectId: 'my-project', services: { apiUrl: 'https://api.example.com' } })
 * foyer.open()
 */
export function createFoyer(options: CreateFoyerOptions = {}): Foyer {
  const { inspect, ...siteOptions } = options
  const input: FoyerOptions = { ...siteOptions, isMobile: siteOptions.isMobile ?? detectMobile() }
  const actor = createActor(foyerMachine, { input, inspect, systemId: 'foyer' }).start()
  const { modal, router } = actor.getSnapshot().children
  if (!modal || !router) throw new Error('Foyer: the modal and router actors did not start')

  const getState = (): FoyerState => ({
    modal: selectModalView(modal.getSnapshot()),
    router: selectRouterView(router.getSnapshot()),
    alert: selectAlertView(actor.getSnapshot()),
    theme: selectTheme(actor.getSnapshot()),
  })

  return {
    actor,
    modal,
    router,
    open: (view) => modal.send({ type: 'MODAL.OPEN', view }),
    close: () => modal.send({ type: 'MODAL.CLOSE' }),
    getState,
    subscribe(listener) {
      const notify = () => listener(getState())
      const subscriptions = [actor.subscribe(notify), modal.subscribe(notify), router.subscribe(notify)]
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe()
      }
    },
    stop: () => actor.stop(),
  }
}

/** Mobile browsers, read from the user agent at call time (never at import, for server rendering). */
function detectMobile(): boolean {
  const userAgent = globalThis.navigator?.userAgent ?? ''
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent)
}
