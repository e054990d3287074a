export { selectNetworkGroups } from './network.groups.selectors.js'
export { networkMachine, switchNetworkActor } from './network.machine.js'
export {
  type ConnectionChange,
  connectionChange,
  initialActiveNetwork,
  isActiveUnsupported,
  isConnectedOn,
  isUnsupportedNetwork,
  namespaceOf,
  type SwitchPlan,
  switchErrorOf,
  switchPlan,
} from './network.rules.js'
export {
  type NetworkSnapshot,
  selectActiveNamespace,
  selectActiveNetworkId,
  selectNetworksView,
} from './network.selectors.js'
export { selectSwitchActiveChainView, selectSwitchNetworkView } from './network.switch-view.selectors.js'
export type * from './network.types.js'
export type * from './network.views.js'
