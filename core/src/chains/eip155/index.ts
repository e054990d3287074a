export type { PublicRpc } from '../rpc-options.js'
export { createRpcTransport, type RpcOptions, rpcDefaults } from '../rpc-transport.js'
export { type AnnouncedWallet, legacyConnector, mergeInjectedConnectors } from './discovery.js'
export { eip155, isEip1193Provider } from './eip155.adapter.js'
export type { Eip155Adapter, Eip155Options } from './eip155.types.js'
export {
  hasRpcCode,
  InvalidAccountsError,
  InvalidChainIdError,
  MissingProviderError,
  MissingRpcUrlError,
  rpcCodesOf,
  toWalletError,
} from './errors.js'
export { addChainParameters, isUnknownChainError } from './switch-network.js'
