export { foyerMachine } from './foyer.machine.js'
export { enabledOptionalFeatures, isBasicMode } from './foyer.rules.js'
export {
  type AlertView,
  type ConnectView,
  selectAlertView,
  selectConnectView,
  selectIsEmbedded,
  selectTheme,
} from './foyer.selectors.js'
export type * from './foyer.types.js'
