import type { WalletConnectKit } from '../walletconnect/walletconnect-kit.types.js'
import { solanaWalletBrowserLink } from './solana.wallet-browser.js'

/**
 * Solana over WalletConnect (SPEC §7): the methods a session proposal asks for, the session itself
 * as the connector's provider, and on phones the in-app browser links of the wallets that have one. The Solana adapter reads it as a Wallet Standard wallet
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
  walletBrowserLink: solanaWalletBrowserLink,
}
