import { assign, raise, setup } from 'xstate'
import { SHAKE_MS } from '../../config/constants.js'
import { systemSender } from '../../system/system.js'
import { eventOf } from '../shared/event-of.js'
import { isCloseLocked } from './modal.rules.js'
import type { ModalContext, ModalEvent, ModalInput } from './modal.types.js'

// Sends to the actors this machine talks to, by system id (absent ones are skipped).
const toSystem = systemSender<ModalContext, ModalEvent>()

/**
 * The modal (systemId `modal`): open or closed, loading flags and the 500 ms shake (SPEC §2, §4).
 * Opening and closing tell the router, which owns the view stack.
 *
 * @example
 * const modal = createActor(modalMachine, { input: {} }).start()
 * modal.send({ type: 'MODAL.OPEN' })
 * modal.getSnapshot().matches({ visibility: 'open' }) // true
 */
export const modalMachine = setup({
  types: {} as { context: ModalContext; events: ModalEvent; input: ModalInput },
  delays: { SHAKE_DURATION: SHAKE_MS },
  guards: {
    isCloseLocked: ({ context }) => isCloseLocked(context),
  },
  actions: {
    openRouter: toSystem('router')(({ event }) => ({
      type: 'ROUTER.OPEN',
      view: eventOf(event, 'MODAL.OPEN').view,
    })),
    notifyRouterClosed: toSystem('router')(() => ({ type: 'ROUTER.CLOSED' })),
    // Remote configuration is fetched on first open, so that nothing goes over the network before the
    // visitor asks for the modal (the root decides whether a fetch is still needed).
    notifyOpened: toSystem('foyer')(() => ({ type: 'FOYER.MODAL_OPENED' })),
    // Closing ends the alerts that answered the visitor's actions in this opening.
    notifyClosed: toSystem('foyer')(() => ({ type: 'FOYER.MODAL_CLOSED' })),
    shake: raise({ type: 'MODAL.SHAKE' }),
    setView: assign({
      view: ({ event }) => eventOf(event, 'MODAL.VIEW_CHANGED').view,
      viewLocksClose: ({ event }) => eventOf(event, 'MODAL.VIEW_CHANGED').locksClose,
    }),
    setSignIn: assign({ signIn: ({ event }) => eventOf(event, 'MODAL.SIGN_IN_CHANGED').signIn }),
    setLoading: assign(({ context, event }) => {
      const { loading, namespace } = eventOf(event, 'MODAL.SET_LOADING')
      if (namespace === undefined) return { loading }
      const others = context.loadingNamespaces.filter((ns) => ns !== namespace)
      return { loadingNamespaces: loading ? [...others, namespace] : others }
    }),
  },
}).createMachine({
  id: 'modal',
  type: 'parallel',
  context: ({ input }) => ({
    view: 'Connect',
    viewLocksClose: false,
    signIn: input.signIn ?? { required: false, hasSession: false },
    loading: false,
    loadingNamespaces: [],
  }),
  on: {
    'MODAL.SET_LOADING': { actions: 'setLoading' },
    'MODAL.VIEW_CHANGED': { actions: 'setView' },
    'MODAL.SIGN_IN_CHANGED': { actions: 'setSignIn' },
  },
  states: {
    visibility: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'MODAL.OPEN': { target: 'open', actions: ['openRouter', 'notifyOpened'] },
            'MODAL.OPEN_AS_SHOWN': { target: 'open', actions: 'notifyOpened' },
          },
        },
        open: {
          on: {
            'MODAL.OPEN': { actions: 'openRouter' },
            'MODAL.CLOSE': [
              { guard: 'isCloseLocked', actions: 'shake' },
              { target: 'closed', actions: ['notifyRouterClosed', 'notifyClosed'] },
            ],
          },
        },
      },
    },
    motion: {
      initial: 'still',
      states: {
        still: { on: { 'MODAL.SHAKE': 'shaking' } },
        shaking: {
          after: { SHAKE_DURATION: 'still' },
          on: { 'MODAL.SHAKE': { target: 'shaking', reenter: true } },
        },
      },
    },
  },
})
