import { assertEvent, type EventObject, type ExtractEvent } from 'xstate'

/**
 * `event`, narrowed to the one type an action or guard handles: xstate's `assertEvent`, as an
 * expression. Throws when the machine routes another event there (a wiring mistake, not a visitor's).
 *
 * @example
 * setUri: assign({ uri: ({ event }) => eventOf(event, 'PAIRING.URI').uri })
 */
export function eventOf<event extends EventObject, type extends event['type']>(
  event: event,
  type: type,
): ExtractEvent<event, type> {
  assertEvent(event, type)
  return event
}
