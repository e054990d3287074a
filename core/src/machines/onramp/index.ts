export { onrampMachine } from './onramp.machine.js'
export {
  isOnrampNamespace,
  ONRAMP_NOT_CONFIRMED,
  ONRAMP_URL_FAILED,
  type OnrampQuoteMessage,
  onrampProviderNamespaces,
  providersFor,
  quoteMessage,
  quoteWords,
} from './onramp.rules.js'
export { type OnrampStatus, type OnrampViewModel, selectOnrampView } from './onramp.selectors.js'
export type {
  OnrampAccount,
  OnrampActor,
  OnrampEvent,
  OnrampInput,
  OnrampPopup,
  OnrampServices,
  OnrampSnapshot,
} from './onramp.types.js'
