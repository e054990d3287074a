import type { WalletConnectKit } from '../walletconnect/walletconnect-kit.types.js'

/**
 * Bitcoin over WalletConnect (SPEC §7): the methods a session proposal asks for, Bitcoin's own
 * `bip122_addressesChanged` event, and the session itself as the connector's provider. The Bitcoin
 * adapter reads it as a wallet port (`sources/walletconnect.ts`), so that code loads with the adapter,
 * not on every WalletConnect site.
 *
 * @example
 * bip122WalletConnect.methods // ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses']
 */
export const bip122WalletConnect: WalletConnectKit = {
  methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  events: ['bip122_addressesChanged'],
  provider: (session) => session,
}
