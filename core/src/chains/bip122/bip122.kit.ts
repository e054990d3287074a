import type { NamespaceKit } from '../kit.types.js'
import { isAddressOfBitcoinNetwork } from './bitcoin-networks.js'

// Bitcoin addresses: bech32/bech32m (segwit v0 and taproot: `bc1`, `tb1`, `bcrt1`, all one case) or
// base58check (P2PKH and P2SH: 25 to 35 characters). The shape is checked here, where every page pays
// for it; checksums are checked by the Bitcoin adapter, which loads with a site's Bitcoin networks.
const segwitPattern = /^(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/
const base58Pattern = /^[123mn][1-9A-HJ-NP-Za-km-z]{24,34}$/

/**
 * Whether `value` has the shape of a Bitcoin address of any network.
 *
 * @example
 * isBitcoinAddressShape('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 */
export function isBitcoinAddressShape(value: string): boolean {
  return segwitPattern.test(value.toLowerCase()) &&
    (value === value.toLowerCase() || value === value.toUpperCase())
    ? true
    : base58Pattern.test(value)
}

/**
 * Bitcoin: genesis-hash references (32 hex digits); bech32 addresses name one account whatever their
 * case, base58 ones only as written; explorers show `/address/…`.
 */
export const bip122Kit: NamespaceKit<'bip122'> = {
  namespace: 'bip122',
  displayName: 'Bitcoin',
  referencePattern: /^[0-9a-f]{32}$/,
  networkIdType: 'string',
  isAddress: isBitcoinAddressShape,
  accountKey: (address) => (/^(?:bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address),
  explorerAddressPath: 'address',
  // BIP-21: `bitcoin:<address>`, the same scheme on every network (the address says which).
  paymentUri: (address) => `bitcoin:${address}`,
  isAddressOn: (address, reference) => isAddressOfBitcoinNetwork(address, `bip122:${reference}`),
  hasActivity: false,
  hasNames: false,
  // No wait until a sent transaction lands: Foyer broadcasts it itself, through the network's Esplora
  // API, and the balance is read from that same API counting unconfirmed transactions (mempool
  // included). Once the broadcast has answered its txid, the balance already includes it; waiting for
  // a block would keep the old balance on screen for ten minutes.
}
