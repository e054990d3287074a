import { describe, expect, it } from 'vitest'
import { bip122Kit } from './bip122.kit.js'
import { isBitcoinAddress } from './bitcoin-address.js'
import { isAddressOfBitcoinNetwork } from './bitcoin-networks.js'

// Test vectors from BIP-173 (bech32) and BIP-350 (bech32m).
const valid = [
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
]
const invalid = [
  // taproot with bech32's checksum instead of bech32m's (BIP-350)
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
  'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
  // a wrong checksum, mixed case (BIP-173)
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7',
  // not Bitcoin at all
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '',
]

describe('Bitcoin addresses', () => {
  it.each(valid)('accepts %s', (address) => expect(isBitcoinAddress(address)).toBe(true))
  it.each(invalid)('refuses %s', (address) => expect(isBitcoinAddress(address)).toBe(false))

  it('names one account per bech32 address whatever its case; base58 only as written', () => {
    expect(bip122Kit.accountKey('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(
      bip122Kit.accountKey('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'),
    )
    expect(bip122Kit.accountKey('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    )
  })

  it('tells which network an address is written for', () => {
    const mainnet = 'bip122:000000000019d6689c085ae165831e93'
    const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    expect(isAddressOfBitcoinNetwork('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', mainnet)).toBe(true)
    expect(isAddressOfBitcoinNetwork('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', testnet)).toBe(false)
    expect(
      isAddressOfBitcoinNetwork('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', testnet),
    ).toBe(true)
    expect(isAddressOfBitcoinNetwork('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', regtest)).toBe(true)
    expect(isAddressOfBitcoinNetwork('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', testnet)).toBe(false)
    expect(isAddressOfBitcoinNetwork('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', mainnet)).toBe(true)
    expect(isAddressOfBitcoinNetwork('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', testnet)).toBe(false)
  })
})
