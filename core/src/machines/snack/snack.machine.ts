import { assign, setup } from 'xstate'
import { SNACK_AUTO_CLOSE_MS, SNACK_REOPEN_MS } from '../../config/constants.js'
import { eventOf } from '../shared/event-of.js'
import { snackOf } from './snack.rules.js'
import type { SnackContext, SnackEvent } from './snack.types.js'

/**
 * The snackbar at the bottom of the modal (systemId `snack`): one short message at a time. A new
 * message while one shows closes the old one and shows the new one 150 ms later (SPEC §4, §9), so the
 * change is seen; a message closes by itself after 3 s unless it is a loading one (or asked not to).
 *
 * @example
 * const snack = createActor(snackMachine).start()
 * snack.send({ type: 'SNACK.SHOW', message: 'Address copied', variant: 'success' })
 * selectSnackView(snack.getSnapshot()) // { status: 'open', message: 'Address copied', variant: 'success', autoClose: true }
 */
export const snackMachine = setup({
  types: {} as { context: SnackContext; events: SnackEvent },
  delays: {
    snackReopen: SNACK_REOPEN_MS,
    snackAutoClose: SNACK_AUTO_CLOSE_MS,
  },
  guards: {
    isAutoClose: ({ context }) => context.snack?.autoClose === true,
  },
  actions: {
    setSnack: assign({ snack: ({ event }) => snackOf(eventOf(event, 'SNACK.SHOW')) }),
    clearSnack: assign({ snack: undefined }),
  },
}).createMachine({
  id: 'snack',
  context: { snack: undefined },
  initial: 'closed',
  states: {
    /** Nothing shows. */
    closed: {
      entry: 'clearSnack',
      on: { 'SNACK.SHOW': { target: 'open', actions: 'setSnack' } },
    },
    /** A message shows; an auto-closing one for 3 s from the moment it appeared. */
    open: {
      after: { snackAutoClose: { guard: 'isAutoClose', target: 'closed' } },
      on: {
        'SNACK.SHOW': { target: 'replacing', actions: 'setSnack' },
        'SNACK.CLOSE': 'closed',
      },
    },
    /**
     * The old message has closed; the new one shows after 150 ms. A newer message in the meantime takes
     * its place without restarting the wait: nothing is on screen to replace.
     */
    replacing: {
      after: { snackReopen: 'open' },
      on: {
        'SNACK.SHOW': { actions: 'setSnack' },
        'SNACK.CLOSE': 'closed',
      },
    },
  },
})
