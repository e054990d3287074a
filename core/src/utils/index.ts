export { formatBalance, formatBalanceForDisplay } from './format-balance.js'
export { type DeviceEnv, isMobileDevice } from './is-mobile.js'
export { isRecord } from './is-record.js'
export { hasHiddenText, visibleText } from './visible-text.js'
