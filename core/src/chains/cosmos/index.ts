export { addressWithPrefix } from './address-with-prefix.js'
export { type CosmosChainReader, lazyStargateReader } from './balance/chain-reader.js'
export type { KeplrChainInfo } from './chain-info.js'
export { COSMOS_WALLET_REQUEST_TIMEOUT_MS } from './connect/cosmos-connect.constants.js'
export { cosmosConnectMachine } from './connect/cosmos-connect.machine.js'
export type {
  CosmosConnectInput,
  CosmosConnectOutput,
  MissingChain,
} from './connect/cosmos-connect.types.js'
export { cosmos } from './cosmos.adapter.js'
export {
  CosmosChainNotInWalletError,
  CosmosRpcTimeoutError,
  CosmosWalletRequestError,
  CosmosWalletRequestTimeoutError,
  InvalidCosmosWalletAnswerError,
  toCosmosWalletError,
} from './cosmos.errors.js'
export { cosmosAccountKey, isCosmosAddress } from './cosmos.kit.js'
export type {
  CosmosAdapter,
  CosmosOptions,
  CosmosPage,
  CosmosSignDoc,
  CosmosWalletPort,
} from './cosmos.types.js'
export {
  type CosmosChain,
  type CosmosChainFacts,
  cosmosChainsOf,
  knownCosmosChains,
} from './cosmos-networks.js'
export {
  COSMOS_DETECTION_INTERVAL_MS,
  COSMOS_DETECTION_WINDOW_MS,
  type CosmosDetectionOptions,
  watchCosmosWallets,
} from './sources/detect.js'
export { keplrFamilyConnectors } from './sources/keplr-family.js'
export { type CosmosKey, type StdSignature, signatureText } from './wallet-answers.js'
