import { describe, expect, it } from 'vitest'
import { bip122Kit } from './bip122.kit.js'
import { isBitcoinAddress } from './bitcoin-address.js'
import { isAddressOfBitcoinNetwork } from './bitcoin-networks.js'

// The published test vectors: BIP-350's valid segwit addresses (which include BIP-173's, re-encoded
// with bech32m from version 1 on) and the invalid ones of both BIPs, each with the reason it gives.
const valid = [
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
  'BC1SW50QGDZ25J',
  'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
  'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
]
const invalid = [
  // BIP-350
  'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // unknown human-readable part
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // bech32 checksum on version 1
  'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', // bech32 checksum on version 2
  'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', // bech32 checksum on version 16
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // bech32m checksum on version 0
  'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', // bech32m checksum on version 0
  'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', // a character outside the charset
  'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', // witness version 17
  'bc1pw5dgrnzv', // a 1-byte program
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', // a 41-byte program
  'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // a 16-byte program on version 0
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', // mixed case
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', // more than 4 bits of zero padding
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', // non-zero padding
  'bc1gmk9yu', // an empty data part
  // BIP-173
  'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', // unknown human-readable part
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // a wrong checksum
  'BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', // witness version 17
  'bc1rw5uspcuh', // a 1-byte program
  'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', // a 41-byte program
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', // mixed case
  'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', // more than 4 bits of zero padding
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', // non-zero padding
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
