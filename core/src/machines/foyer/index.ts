export {
  type ConnectGroupEntry,
  type ConnectViewDirectory,
  type ConnectViewEmptyState,
  type ConnectViewModel,
  connectGroupsOf,
  type DirectoryGroupEntry,
  selectConnectView,
} from './foyer.connect-view.selectors.js'
export { DuplicateAdapterError, WalletDirectoryNotConfiguredError } from './foyer.errors.js'
export { foyerMachine } from './foyer.machine.js'
export {
  allNetworks,
  assertOneAdapterPerNamespace,
  connectorsAfterReport,
  enabledOptionalFeatures,
  isBasicMode,
  mergeConnectors,
  routerEnvOf,
} from './foyer.rules.js'
export {
  type AlertViewModel,
  type FoyerSnapshot,
  selectAlertView,
  selectIsEmbedded,
  selectTheme,
} from './foyer.selectors.js'
export { selectSignInAvailability } from './foyer.sign-in.selectors.js'
export type * from './foyer.types.js'
export { selectConnectingNamespace, selectFeatures, selectMergedConnectors } from './foyer.view.selectors.js'
