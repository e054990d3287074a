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
