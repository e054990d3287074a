export {
  type BlockchainApi,
  type BlockchainApiOptions,
  createBlockchainApi,
} from './blockchain/blockchain-api.js'
export type * from './blockchain/blockchain-api.types.js'
export {
  NetworkNotSupportedForGasPriceError,
  NetworkNotSupportedForSwapsError,
} from './blockchain/convert.errors.js'
export {
  type ApprovalTransaction,
  type EvmAddress,
  type HexData,
  NATIVE_TOKEN_ADDRESS,
  type SwapGasPrices,
  type SwapPair,
  type SwapQuote,
  type SwapToken,
  type SwapTransaction,
} from './blockchain/convert.types.js'
export {
  type ConvertApi,
  type ConvertApiOptions,
  createConvertApi,
  SWAP_SLIPPAGE_PERCENT,
} from './blockchain/convert-api.js'
export {
  createHttpClient,
  type FetchFn,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequest,
  type QueryValue,
} from './http.js'
export {
  type CheckOriginInput,
  checkOrigin,
  fetchAllowedOrigins,
  isOriginAllowed,
  type OriginsRequest,
} from './origins.js'
export {
  fetchRemoteFeatures,
  type LoadFeaturesOptions,
  loadFeatures,
  parseRemoteConfig,
  type RemoteConfigResponse,
  type RemoteFeatureEntry,
  type RemoteFeatureId,
  type SdkRequest,
  sdkParams,
} from './remote-config.js'
export {
  createWalletDirectory,
  parseDirectoryWallet,
  parseWalletsPage,
  type WalletDirectoryClient,
  type WalletDirectoryOptions,
} from './wallet-directory.js'
export type {
  BadgeType,
  DirectoryWallet,
  GetWalletsQuery,
  WalletDirectory,
  WalletListRequest,
  WalletsPage,
} from './wallet-directory.types.js'
export { createImageCache, type ImageCache, type ImageCacheOptions } from './wallet-image-cache.js'
