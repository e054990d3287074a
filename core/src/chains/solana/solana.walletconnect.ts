import type { WalletConnectKit } from '../walletconnect/walletconnect-kit.types.js'

/**
 * Solana over WalletConnect: the methods a session proposal asks for. No provider yet: the Solana
 * adapter's issue adds the one it talks to through the session, and with it the connector.
 *
 * @example
 * solanaWalletConnect.methods // ['solana_signMessage', …]
 */
export const solanaWalletConnect: WalletConnectKit = {
  methods: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
}
