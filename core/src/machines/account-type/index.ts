export { accountTypeMachine } from './account-type.machine.js'
export { canSwitchToSmartAccount } from './account-type.rules.js'
export {
  type AccountTypeSnapshot,
  type AccountTypeViewModel,
  selectAccountTypeView,
  selectCurrentAccountType,
} from './account-type.selectors.js'
export type * from './account-type.types.js'
