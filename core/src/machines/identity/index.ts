export { identityMachine } from './identity.machine.js'
export { looksUpIdentity, shownIdentity } from './identity.rules.js'
export { selectIdentityView } from './identity.selectors.js'
export type {
  IdentityActor,
  IdentityContext,
  IdentityEvent,
  IdentityInput,
  IdentitySnapshot,
} from './identity.types.js'
