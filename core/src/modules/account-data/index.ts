export {
  type AccountDataActions,
  type AccountDataModuleOptions,
  accountData,
} from './account-data.module.js'
export { refreshAccountData } from './actions/refresh-account-data.js'
