export {
  POLKADOT_API_TIMEOUT_MS,
  PolkadotApiUnavailableError,
  type PolkadotChainApi,
} from './chain-api.js'
export {
  POLKADOT_DETECTION_INTERVAL_MS,
  POLKADOT_DETECTION_WINDOW_MS,
  type PolkadotDetectionOptions,
  polkadotConnectors,
  watchPolkadotWallets,
} from './injected-wallets.js'
export { polkadot } from './polkadot.adapter.js'
export { addressForNetwork, isPolkadotAddress, polkadotAccountKey } from './polkadot.kit.js'
export type {
  InjectedPolkadotAccount,
  PolkadotAdapter,
  PolkadotExtension,
  PolkadotInjected,
  PolkadotOptions,
  PolkadotPage,
  PolkadotWalletLook,
} from './polkadot.types.js'
export { caipReferenceOfGenesisHash, ss58PrefixOf } from './polkadot-networks.js'
export {
  InvalidPolkadotWalletAnswerError,
  PolkadotWalletFailedError,
  signatureOf,
} from './wallet-answers.js'
export {
  POLKADOT_ENABLE_TIMEOUT_MS,
  POLKADOT_RESTORE_TIMEOUT_MS,
  PolkadotEnableTimeoutError,
} from './wallet-enable.js'
