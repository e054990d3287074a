export {
  type AccountDataActions,
  type AccountDataModuleOptions,
  accountData,
} from './account-data.module.js'
export { refreshTokens } from './actions/refresh-tokens.js'
