import { assertEvent, assign, setup } from 'xstate'
import { systemSender } from '../../system/system.js'
import { eventOf } from '../shared/event-of.js'
import {
  defaultOpenView,
  isViewAvailable,
  locksClose,
  stackAfterBack,
  stackAfterClose,
  stackAfterPush,
  stackAfterReplace,
  toView,
} from './router.rules.js'
import type { RouterContext, RouterEnv, RouterEvent, RouterInput, View, ViewStack } from './router.types.js'

/** The facts a router starts from when its input says nothing: disconnected desktop, no adapters yet. */
export const defaultRouterEnv: RouterEnv = {
  isConnected: false,
  hasAdapters: false,
  isMobile: false,
  isEmbedded: false,
  manualWalletConnect: false,
  enabledFeatures: [],
  views: {},
}

const top = (context: RouterContext): View => context.history[context.history.length - 1] as View

/** The view an open, push, replace or reset asks for (an open may ask for none: the default view). */
function requestedView(event: RouterEvent): View | undefined {
  assertEvent(event, ['ROUTER.OPEN', 'ROUTER.PUSH', 'ROUTER.REPLACE', 'ROUTER.RESET'])
  return event.view === undefined ? undefined : toView(event.view)
}

// Sends to the actors this machine talks to, by system id (absent ones are skipped).
const toSystem = systemSender<RouterContext, RouterEvent>()

/**
 * The router (systemId `router`): a typed stack of views implementing SPEC §2's navigation rules.
 * It only decides which view shows; the modal decides whether the modal is open.
 *
 * @example
 * const router = createActor(routerMachine, { input: { env: { hasAdapters: true } } }).start()
 * router.send({ type: 'ROUTER.OPEN' })
 * router.getSnapshot().context.history // [{ name: 'Connect' }]
 */
export const routerMachine = setup({
  types: {} as { context: RouterContext; events: RouterEvent; input: RouterInput },
  guards: {
    isRequestedViewAvailable: ({ context, event }) => {
      const view = requestedView(event)
      return view !== undefined && isViewAvailable(view, context.env)
    },
    hasRequestedView: ({ context, event }) => {
      const view = requestedView(event)
      return view !== undefined && isViewAvailable(view, context.env)
    },
    hasOneView: ({ context }) => context.history.length === 1,
  },
  actions: {
    setRequestedViewAsOnly: assign({
      history: ({ context, event }): ViewStack => [requestedView(event) ?? defaultOpenView(context.env)],
    }),
    setDefaultViewAsOnly: assign({ history: ({ context }): ViewStack => [defaultOpenView(context.env)] }),
    pushRequestedView: assign({
      history: ({ context, event }) =>
        stackAfterPush(context.history, requestedView(event) ?? defaultOpenView(context.env)),
    }),
    replaceTopView: assign({
      history: ({ context, event }) =>
        stackAfterReplace(context.history, requestedView(event) ?? defaultOpenView(context.env)),
    }),
    popView: assign({ history: ({ context }) => stackAfterBack(context.history, context.env) }),
    setStackAfterClose: assign({ history: ({ context }) => stackAfterClose(context.env) }),
    setEnv: assign({
      env: ({ context, event }) => ({
        ...context.env,
        ...eventOf(event, 'ROUTER.ENV').env,
      }),
    }),
    requestClose: toSystem('modal')(() => ({ type: 'MODAL.CLOSE' })),
    notifyViewChanged: toSystem('modal')(({ context }) => ({
      type: 'MODAL.VIEW_CHANGED',
      view: top(context).name,
      locksClose: locksClose(top(context), context.env),
    })),
  },
}).createMachine({
  id: 'router',
  context: ({ input }) => ({
    history: [{ name: 'Connect' }],
    env: { ...defaultRouterEnv, ...input.env },
  }),
  initial: 'routing',
  states: {
    routing: {
      on: {
        'ROUTER.OPEN': [
          { guard: 'hasRequestedView', actions: ['setRequestedViewAsOnly', 'notifyViewChanged'] },
          { actions: ['setDefaultViewAsOnly', 'notifyViewChanged'] },
        ],
        'ROUTER.PUSH': {
          guard: 'isRequestedViewAvailable',
          actions: ['pushRequestedView', 'notifyViewChanged'],
        },
        'ROUTER.REPLACE': {
          guard: 'isRequestedViewAvailable',
          actions: ['replaceTopView', 'notifyViewChanged'],
        },
        'ROUTER.RESET': {
          guard: 'isRequestedViewAvailable',
          actions: ['setRequestedViewAsOnly', 'notifyViewChanged'],
        },
        'ROUTER.BACK': [
          { guard: 'hasOneView', actions: 'requestClose' },
          { actions: ['popView', 'notifyViewChanged'] },
        ],
        'ROUTER.CLOSED': { actions: ['setStackAfterClose', 'notifyViewChanged'] },
        'ROUTER.ENV': { actions: 'setEnv' },
      },
    },
  },
})
