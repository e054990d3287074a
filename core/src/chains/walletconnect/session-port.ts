import type { WalletConnectSessionPort } from './walletconnect-kit.types.js'

/**
 * Whether a connector's provider is a WalletConnect session port: what the kits of the namespaces whose
 * adapters read the session themselves (Solana's, Bitcoin's) hand their adapter. It imports no
 * WalletConnect code, so adapters check with it at no cost.
 *
 * @example
 * if (isSessionPort(connector.provider)) walletConnectSolanaWallet(connector.provider)
 */
export function isSessionPort(value: unknown): value is WalletConnectSessionPort {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['isPaired', 'accounts', 'request', 'walletInfo', 'disconnect'].every(
      (name) => typeof Reflect.get(value, name) === 'function',
    )
  )
}
