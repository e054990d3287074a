// Buying crypto: the module `createFoyer({ modules: [onramp()] })` takes, and the Buy view's model for a
// custom UI. The machine itself is not here: it downloads with the view's first showing.

export type { OnrampPaymentMethod } from '../api/blockchain/onramp-defaults.js'
export {
  type AmountLimit,
  ONRAMP_NOT_CONFIRMED,
  ONRAMP_URL_FAILED,
  type OnrampQuoteMessage,
  quoteMessage,
  quoteWords,
} from '../machines/onramp/onramp.rules.js'
export {
  type OnrampStatus,
  type OnrampViewModel,
  selectOnrampView,
} from '../machines/onramp/onramp.selectors.js'
export type { OnrampActor, OnrampSnapshot } from '../machines/onramp/onramp.types.js'
export { type OnrampActions, type OnrampModuleOptions, onramp } from '../modules/onramp/index.js'
