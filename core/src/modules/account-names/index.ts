export { type AccountNamesOptions, accountNames } from './account-names.module.js'
