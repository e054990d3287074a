import type { WalletConnectKit } from '../walletconnect/walletconnect-kit.types.js'

/**
 * Solana over WalletConnect (SPEC §7): the methods a session proposal asks for, and the session itself
 * as the connector's provider. The Solana adapter reads it as a Wallet Standard wallet
 * (`walletconnect-wallet.ts`), so that code loads with the adapter, not on every WalletConnect site.
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
  provider: (session) => session,
}
