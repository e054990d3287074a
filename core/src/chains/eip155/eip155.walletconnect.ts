import type { WalletConnectKit } from '../walletconnect/walletconnect-kit.types.js'

/**
 * EVM over WalletConnect: the methods a session proposal asks for (accounts, signing, transactions,
 * networks, permissions, assets, batched calls, capabilities), and an EIP-1193 provider over the
 * session, so the EVM adapter connects, signs and switches through it as through an injected wallet.
 *
 * @example
 * const provider = eip155WalletConnect.provider?.(session) // request({ method: 'personal_sign', params })
 */
export const eip155WalletConnect: WalletConnectKit = {
  methods: [
    // accounts
    'eth_accounts',
    'eth_requestAccounts',
    // signing
    'eth_sign',
    'personal_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    // transactions
    'eth_sendTransaction',
    // networks
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    // permissions
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    // assets, batched calls, capabilities
    'wallet_watchAsset',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_getCapabilities',
    'wallet_getAssets',
  ],
  // The session reports a chain reference ('137'), which EIP-1193 listeners read as a chain id.
  chainChanged: (reference) => reference,
  provider: (session) => ({
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      // Without a session there is no account (a reconnect's check), which is not an error.
      if (method === 'eth_accounts' && !(await session.isPaired())) return []
      return session.request(method, params)
    },
    on: session.events.on,
    removeListener: session.events.removeListener,
    /** The wallet on the other side of the session, for the Account view. */
    walletInfo: session.walletInfo,
    /** Ends the whole session: the EVM adapter calls it instead of revoking a permission. */
    disconnect: session.disconnect,
  }),
}
