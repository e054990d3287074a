import type { WalletConnectKit } from '../walletconnect/walletconnect-kit.types.js'

/**
 * Bitcoin over WalletConnect: the methods a session proposal asks for. No provider yet: the Bitcoin
 * adapter's issue adds it, and with it the connector.
 *
 * @example
 * bip122WalletConnect.methods // ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses']
 */
export const bip122WalletConnect: WalletConnectKit = {
  methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
}
