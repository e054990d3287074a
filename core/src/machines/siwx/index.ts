export {
  addSessionActor,
  deleteSessionsActor,
  getSessionsActor,
  isShowingSignView,
  prepareMessageActor,
  signMessageActor,
  watchActiveAccountActor,
  watchSignViewActor,
  watchSignViewShownActor,
} from './siwx.actors.js'
export { siwxMachine } from './siwx.machine.js'
export {
  type ActiveAccount,
  activeSignInAccountOf,
  resolveSiwxSettings,
  signErrorMessage,
  siwxAccountKey,
  siwxAccountOf,
} from './siwx.rules.js'
export {
  type SiwxSnapshot,
  type SiwxViewOptions,
  selectSiwxSettings,
  selectSiwxState,
  selectSiwxView,
} from './siwx.selectors.js'
export type * from './siwx.types.js'
export type * from './siwx.views.js'
