import type { WalletConnectKit } from '../walletconnect/walletconnect-kit.types.js'

/**
 * Cosmos over WalletConnect: the methods of WalletConnect's cosmos namespace a session proposal asks
 * for (reown's cosmos-rpc reference: the wallet's keys, SIGN_MODE_DIRECT and amino signatures), and the
 * session itself as the connector's provider. The Cosmos adapter reads it as a wallet port
 * (`sources/walletconnect.ts`), so that code loads with the adapter, not on every WalletConnect site.
 *
 * @example
 * cosmosWalletConnect.methods // ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino']
 */
export const cosmosWalletConnect: WalletConnectKit = {
  methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
  provider: (session) => session,
}
