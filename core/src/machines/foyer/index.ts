export {
  type ConnectViewDirectory,
  type ConnectViewEmptyState,
  type ConnectViewModel,
  selectConnectView,
} from './foyer.connect-view.selectors.js'
export { DuplicateAdapterError, WalletDirectoryNotConfiguredError } from './foyer.errors.js'
export { foyerMachine } from './foyer.machine.js'
export {
  allNetworks,
  assertOneAdapterPerNamespace,
  type ConnectGroupEntry,
  connectGroupsOf,
  connectorsAfterReport,
  type DirectoryGroupEntry,
  enabledOptionalFeatures,
  isBasicMode,
  mergeConnectors,
  routerEnvOf,
} from './foyer.rules.js'
export {
  type AlertViewModel,
  type FoyerSnapshot,
  selectAlertView,
  selectConnectingNamespace,
  selectFeatures,
  selectIsEmbedded,
  selectMergedConnectors,
  selectTheme,
} from './foyer.selectors.js'
export type * from './foyer.types.js'
