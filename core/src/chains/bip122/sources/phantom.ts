import type { Connector } from '../../../connectors/connector.types.js'
import { isRecord } from '../../../utils/is-record.js'
import type { BitcoinPage, BitcoinWalletPort } from '../bip122.types.js'
import { addressesOf, base64Of, base64ToBytes, callWallet } from '../wallet-answers.js'

// Phantom's Bitcoin provider at `window.phantom.bitcoin` (with `isPhantom`; Phantom's docs mark it
// deprecated, it is still injected): plain methods over bytes. `requestAccounts()` gives
// `{ address, addressType, publicKey, purpose }` entries, `signMessage(address, bytes)` a BIP-322
// signature's bytes, `signPSBT(bytes, { inputsToSign })` the signed PSBT (bytes; hex in older
// versions); `accountsChanged` says when the visitor switches accounts, with an empty list for one
// not connected to the site. It has no silent read of the accounts and does not broadcast.

type PhantomProvider = Record<string, unknown>

function portOf(provider: PhantomProvider): BitcoinWalletPort {
  return {
    async connect() {
      return addressesOf(await callWallet(provider, 'requestAccounts'), 'requestAccounts')
    },
    // `requestAccounts` prompts a visitor who revoked the site: a reload restores no Phantom connection.
    async accounts() {
      return []
    },
    // Phantom signs BIP-322 only: an ECDSA request gets a BIP-322 signature, which verifies all the same.
    async signMessage({ address, message }) {
      const answer = await callWallet(provider, 'signMessage', address, new TextEncoder().encode(message))
      return base64Of(isRecord(answer) ? answer.signature : undefined, 'signMessage')
    },
    // Phantom neither finalizes nor broadcasts: the signed PSBT comes back without a txid.
    async signPsbt({ psbt, signInputs }) {
      const inputsToSign = Object.entries(signInputs).map(([address, indexes]) => ({
        address,
        signingIndexes: [...indexes],
      }))
      const signed = await callWallet(provider, 'signPSBT', base64ToBytes(psbt), { inputsToSign })
      return { psbt: base64Of(signed, 'signPSBT') }
    },
    watch(onChange) {
      const on = provider.on
      const off = provider.off ?? provider.removeListener
      if (typeof on !== 'function') return () => {}
      const onAccounts = (accounts: unknown) => {
        if (Array.isArray(accounts) && accounts.length === 0) return onChange({ type: 'disconnect' })
        try {
          onChange({ type: 'accounts', addresses: addressesOf(accounts, 'accountsChanged') })
        } catch {
          // An event without a usable address changes nothing.
        }
      }
      on.call(provider, 'accountsChanged', onAccounts)
      return () => {
        if (typeof off === 'function') off.call(provider, 'accountsChanged', onAccounts)
      }
    },
  }
}

/**
 * The Phantom connector, when Phantom's Bitcoin provider is on `page`.
 *
 * @example
 * phantomConnectors(window) // [{ id: 'phantom.bitcoin', name: 'Phantom', type: 'INJECTED', chain: 'bip122', … }]
 */
export function phantomConnectors(page: BitcoinPage): Connector[] {
  const phantom: unknown = Reflect.get(page, 'phantom')
  const provider = isRecord(phantom) ? phantom.bitcoin : undefined
  if (!isRecord(provider) || provider.isPhantom !== true) return []
  return [
    { id: 'phantom.bitcoin', name: 'Phantom', type: 'INJECTED', chain: 'bip122', provider: portOf(provider) },
  ]
}
