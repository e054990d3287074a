export { RELAY_TOAST_ID, relayMachine } from './relay.machine.js'
export type * from './relay.types.js'
