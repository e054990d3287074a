export { modalMachine } from './modal.machine.js'
export { isCloseLocked } from './modal.rules.js'
export { type ModalViewModel, selectModalView } from './modal.selectors.js'
export type * from './modal.types.js'
