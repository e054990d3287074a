// Public API of the networks module: CAIP ids, addresses, coin types, network definitions and lists.

export {
  type IsEvmAddressOptions,
  isAddressFor,
  isEvmAddress,
  isSolanaAddress,
  type ShortenAddressOptions,
  shortenAddress,
} from './address.js'
export {
  type CaipIssue,
  DuplicateNetworkError,
  EmptyNetworkListError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidCoinTypeChainIdError,
  InvalidNetworkError,
  InvalidRpcUrlError,
  RpcOverrideNetworkNotFoundError,
} from './caip.errors.js'
export {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  isNamespace,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  safeParseCaipAddress,
  safeParseCaipNetworkId,
} from './caip.js'
export { evmChainIdToCoinType, isValidCoinTypeChainId } from './coin-type.js'
export {
  arbitrum,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  cosmosHub,
  kusama,
  mainnet,
  networks,
  optimism,
  osmosis,
  polkadot,
  polygon,
  solana,
  solanaDevnet,
  solanaTestnet,
  westend,
  zksync,
} from './definitions/index.js'
export { fromViemChain } from './from-viem-chain.js'
export type {
  BlockExplorer,
  CaipAddress,
  CaipNetworkId,
  Namespace,
  NativeCurrency,
  Network,
  NetworkWithId,
} from './network.types.js'
export { namespaces } from './network.types.js'
export {
  type DefineNetworksOptions,
  defineNetwork,
  defineNetworks,
  findNetwork,
  getNetworkName,
  type RpcOverrides,
  UNKNOWN_NETWORK_NAME,
  withRpcUrls,
} from './registry.js'
