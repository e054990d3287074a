import type { WalletConnectKit } from '../walletconnect/walletconnect-kit.types.js'

/**
 * Polkadot over WalletConnect: the methods a session proposal asks for (WalletConnect's Polkadot
 * JSON-RPC: `polkadot_signMessage` and `polkadot_signTransaction`), the default events
 * (`accountsChanged`, `chainChanged`) and the session itself as the connector's provider. The Polkadot
 * adapter reads it as an extension (`walletconnect/session-wallet.ts`), so that code loads with the
 * adapter, and on first use, not on every WalletConnect site.
 *
 * WalletConnect's Polkadot guides write the events as one string, `['chainChanged", "accountsChanged']`
 * (a quoting slip copied into many dapps and wallets): they are two events, and Foyer proposes them as
 * two strings. The session's `chainChanged` is not followed (no `chainChanged` here drops it): a
 * Polkadot connection is on the network the site chose, as with extensions.
 *
 * @example
 * polkadotWalletConnect.methods // ['polkadot_signMessage', 'polkadot_signTransaction']
 */
export const polkadotWalletConnect: WalletConnectKit = {
  methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
  provider: (session) => session,
}
