import type { CaipNetworkId } from '../../networks/network.types.js'

// Bitcoin's networks as wallets name them, by CAIP-2 reference (the first 32 hex digits of each
// network's genesis block hash), with the start of their addresses. Wallets speak of "mainnet",
// "testnet" or "regtest" and never of CAIP ids; Foyer translates in both directions here.

/** A Bitcoin network as wallets name it. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest'

type NetworkFacts = { name: BitcoinNetworkName; bech32Prefix: string; base58Prefixes: string }

const facts: Readonly<Record<string, NetworkFacts>> = {
  '000000000019d6689c085ae165831e93': { name: 'mainnet', bech32Prefix: 'bc', base58Prefixes: '13' },
  '000000000933ea01ad0ee984209779ba': { name: 'testnet', bech32Prefix: 'tb', base58Prefixes: 'mn2' },
  '00000000da84f2bafbbc53dee25a72ae': { name: 'testnet4', bech32Prefix: 'tb', base58Prefixes: 'mn2' },
  '00000008819873e925422c1ff0f99f7c': { name: 'signet', bech32Prefix: 'tb', base58Prefixes: 'mn2' },
  '0f9188f13cb7b2c71f2a335e3a4fc328': { name: 'regtest', bech32Prefix: 'bcrt', base58Prefixes: 'mn2' },
}

/**
 * The wallet's name of the Bitcoin network `caipNetworkId`, when it is one of Bitcoin's public or
 * test networks.
 *
 * @example
 * bitcoinNetworkName('bip122:000000000019d6689c085ae165831e93') // 'mainnet'
 */
export function bitcoinNetworkName(caipNetworkId: CaipNetworkId): BitcoinNetworkName | undefined {
  return facts[caipNetworkId.slice('bip122:'.length)]?.name
}

/**
 * The CAIP-2 id of a network a wallet names; `undefined` for a name Foyer does not know. Wallets
 * write names in many ways ('Mainnet', 'livenet', 'BITCOIN_TESTNET4'), all read here.
 *
 * @example
 * caipIdOfBitcoinNetwork('livenet') // 'bip122:000000000019d6689c085ae165831e93'
 */
export function caipIdOfBitcoinNetwork(walletName: string): CaipNetworkId<'bip122'> | undefined {
  const name = walletName
    .toLowerCase()
    .replace(/^bitcoin_?/, '')
    .replace(/^livenet$/, 'mainnet')
    .replace(/^testnet3$/, 'testnet')
  const reference = Object.keys(facts).find((key) => facts[key]?.name === name)
  return reference ? `bip122:${reference}` : undefined
}

/**
 * Whether `address` is written for the network `caipNetworkId` (by its prefix: `bc1`/`1`/`3` on
 * mainnet, `tb1`/`m`/`n`/`2` on the test networks, `bcrt1` on regtest). Networks Foyer does not know
 * accept any address.
 *
 * @example
 * isAddressOfBitcoinNetwork('tb1q…', 'bip122:000000000019d6689c085ae165831e93') // false
 */
export function isAddressOfBitcoinNetwork(address: string, caipNetworkId: CaipNetworkId): boolean {
  const network = facts[caipNetworkId.slice('bip122:'.length)]
  if (!network) return true
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return network.bech32Prefix === 'bcrt'
  if (/^(?:bc|tb)1/.test(lower)) return lower.startsWith(`${network.bech32Prefix}1`)
  return network.base58Prefixes.includes(address[0] ?? '')
}
