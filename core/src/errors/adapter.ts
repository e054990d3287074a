import { BaseError, type BaseErrorOptions } from './base.js'
import { defineError } from './define.js'

/**
 * No chain adapter is registered for the active namespace.
 *
 * @example
 * if (!adapter) throw new ChainAdapterNotFoundError()
 */
export class ChainAdapterNotFoundError extends defineError(
  'CHAIN_ADAPTER_NOT_FOUND',
  'Chain adapter not found',
  'ChainAdapterNotFoundError',
) {}

/**
 * A network action ran before the network client was set.
 *
 * @example
 * if (!networkClient) throw new NetworkClientNotSetError()
 */
export class NetworkClientNotSetError extends defineError(
  'NETWORK_CLIENT_NOT_SET',
  'NetworkController client not set',
  'NetworkClientNotSetError',
) {}

/**
 * A connection action ran before the connection client was set.
 *
 * @example
 * if (!connectionClient) throw new ConnectionClientNotSetError()
 */
export class ConnectionClientNotSetError extends defineError(
  'CONNECTION_CLIENT_NOT_SET',
  'ConnectionController client not set',
  'ConnectionClientNotSetError',
) {}

/**
 * The adapter asked for does not exist.
 *
 * @example
 * if (!adapter) throw new AdapterNotFoundError({ details: `namespace: ${namespace}` })
 */
export class AdapterNotFoundError extends defineError(
  'ADAPTER_NOT_FOUND',
  'Adapter not found',
  'AdapterNotFoundError',
) {}

/**
 * Both the connection and the network clients must exist before the modal initialises.
 *
 * @example
 * if (!connectionClient || !networkClient) throw new ControllerClientsNotSetError()
 */
export class ControllerClientsNotSetError extends defineError(
  'CONTROLLER_CLIENTS_NOT_SET',
  'ConnectionControllerClient and NetworkControllerClient must be set',
  'ControllerClientsNotSetError',
) {}

/**
 * An action needed the active network and there is none.
 *
 * @example
 * if (!network) throw new CaipNetworkUndefinedError()
 */
export class CaipNetworkUndefinedError extends defineError(
  'CAIP_NETWORK_UNDEFINED',
  'CaipNetwork is undefined',
  'CaipNetworkUndefinedError',
) {}

/**
 * An action needed both the active network and the active address.
 *
 * @example
 * if (!network || !caipAddress) throw new CaipNetworkOrAddressUndefinedError()
 */
export class CaipNetworkOrAddressUndefinedError extends defineError(
  'CAIP_NETWORK_OR_ADDRESS_UNDEFINED',
  'CaipNetwork or CaipAddress is undefined',
  'CaipNetworkOrAddressUndefinedError',
) {}

/**
 * The wallet-connect connector is missing from an adapter that needs it.
 *
 * @example
 * if (!wcConnector) throw new WalletConnectConnectorNotFoundError()
 */
export class WalletConnectConnectorNotFoundError extends defineError(
  'WALLETCONNECT_CONNECTOR_NOT_FOUND',
  'WalletConnectConnector not found',
  'WalletConnectConnectorNotFoundError',
) {}

/**
 * The active network cannot be found among the configured networks.
 *
 * @example
 * if (!network) throw new CaipNetworkNotFoundError({ details: caipNetworkId })
 */
export class CaipNetworkNotFoundError extends defineError(
  'CAIP_NETWORK_NOT_FOUND',
  'CaipNetwork not found',
  'CaipNetworkNotFoundError',
) {}

/**
 * The wallet-connect adapter failed to add a chain (SPEC §5).
 *
 * @example
 * throw new ChainNotSupportedError({ cause: error })
 */
export class ChainNotSupportedError extends defineError(
  'CHAIN_NOT_SUPPORTED',
  'Chain is not supported',
  'ChainNotSupportedError',
) {}

/**
 * A Bitcoin connector supports none of the chains the site asked for (SPEC §5).
 *
 * @example
 * if (!chains.some(isSupported)) throw new ConnectorChainsNotSupportedError()
 */
export class ConnectorChainsNotSupportedError extends defineError(
  'CONNECTOR_CHAINS_NOT_SUPPORTED',
  'The connector does not support any of the requested chains',
  'ConnectorChainsNotSupportedError',
) {}

/**
 * Disconnecting several namespaces failed for some of them; the message lists the reasons.
 *
 * @example
 * throw new DisconnectChainsError(['eip155: user rejected', 'solana: timeout'])
 */
export class DisconnectChainsError extends BaseError<'DISCONNECT_CHAINS_FAILED'> {
  override name = 'DisconnectChainsError'
  static readonly code = 'DISCONNECT_CHAINS_FAILED'
  /** One reason per namespace that failed to disconnect. */
  readonly reasons: readonly string[]

  constructor(reasons: readonly string[], options?: BaseErrorOptions) {
    super(DisconnectChainsError.code, `Failed to disconnect chains: ${reasons.join(', ')}`, options)
    this.reasons = reasons
  }
}

/**
 * Neither an adapter nor a connector exists for a namespace.
 *
 * @example
 * throw new AdapterOrConnectorNotFoundError('solana')
 */
export class AdapterOrConnectorNotFoundError extends BaseError<'ADAPTER_OR_CONNECTOR_NOT_FOUND'> {
  override name = 'AdapterOrConnectorNotFoundError'
  static readonly code = 'ADAPTER_OR_CONNECTOR_NOT_FOUND'
  readonly namespace: string

  constructor(namespace: string, options?: BaseErrorOptions) {
    super(
      AdapterOrConnectorNotFoundError.code,
      `Adapter or connector not found for namespace ${namespace}`,
      options,
    )
    this.namespace = namespace
  }
}

/**
 * A network was added or removed in a namespace that has no adapter (SPEC §5).
 *
 * @example
 * throw new NamespaceAdapterMissingError('polkadot')
 */
export class NamespaceAdapterMissingError extends BaseError<'NAMESPACE_ADAPTER_MISSING'> {
  override name = 'NamespaceAdapterMissingError'
  static readonly code = 'NAMESPACE_ADAPTER_MISSING'
  readonly namespace: string

  constructor(namespace: string, options?: BaseErrorOptions) {
    super(NamespaceAdapterMissingError.code, `Adapter for namespace ${namespace} doesn't exist`, options)
    this.namespace = namespace
  }
}

/**
 * Syncing was asked for a namespace Foyer has no support for (SPEC §5).
 *
 * @example
 * throw new UnsupportedChainNamespaceError('tron')
 */
export class UnsupportedChainNamespaceError extends BaseError<'UNSUPPORTED_CHAIN_NAMESPACE'> {
  override name = 'UnsupportedChainNamespaceError'
  static readonly code = 'UNSUPPORTED_CHAIN_NAMESPACE'
  readonly namespace: string

  constructor(namespace: string, options?: BaseErrorOptions) {
    super(UnsupportedChainNamespaceError.code, `Unsupported chain namespace: ${namespace}`, options)
    this.namespace = namespace
  }
}
