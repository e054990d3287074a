import { bitcoin, bitcoinTestnet } from '../../networks/definitions/bitcoin.js'
import type { SiwxNamespaceRules } from '../../siwx/siwx-namespace.types.js'

// What mainnet and testnet addresses start with (legacy, script and segwit), so an address of the
// other network is refused. Other chains' addresses are only checked for their shape.
const addressPrefixes: Readonly<Record<string, RegExp>> = {
  [bitcoin.id]: /^(?:[13]|bc1|BC1)/,
  [bitcoinTestnet.id]: /^(?:[mn2]|tb1|TB1)/,
}

/**
 * Signing in with a Bitcoin account: CAIP-122's generic message ("Bitcoin" account); an address of
 * 25 to 90 letters and digits, of the chain's own network.
 *
 * @example
 * bip122Siwx.addressProblem('tb1q…', bitcoin.id) // 'tb1q… is not an address of bip122:000000000019d6689c085ae165831e93'
 */
export const bip122Siwx: SiwxNamespaceRules = {
  accountName: 'Bitcoin',
  addressProblem(address, reference) {
    if (!/^[a-zA-Z0-9]{25,90}$/.test(address)) return `not a Bitcoin address: ${JSON.stringify(address)}`
    const prefix = addressPrefixes[reference]
    return prefix && !prefix.test(address) ? `${address} is not an address of bip122:${reference}` : undefined
  },
}
