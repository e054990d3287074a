import { describe, expect, it } from 'vitest'
import { toAccounts, toCaipNetworkId, toChainId } from './wallet-answers.js'

const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('toAccounts', () => {
  it('checksums lowercase addresses and marks them as EOAs', () => {
    expect(toAccounts([lower])).toEqual([{ address: checksummed, type: 'eoa' }])
  })

  it('accepts the EIP-55 checksum and all-lowercase, and refuses all-capitals and a broken checksum', () => {
    for (const address of [checksummed, lower])
      expect(toAccounts([address]), address).toEqual([{ address: checksummed, type: 'eoa' }])
    // Capitals are how EIP-55 carries a checksum (the eip155 CAIP-10 profile refuses all-capitals).
    expect(toAccounts([`0x${lower.slice(2).toUpperCase()}`])).toBeUndefined()
    // One letter's case flipped: a mistyped or corrupted address, not the account.
    const broken = checksummed.replace('88F6', '88f6')
    expect(broken).not.toBe(checksummed)
    expect(toAccounts([broken])).toBeUndefined()
  })

  it('keeps an empty list empty (no account authorised)', () => {
    expect(toAccounts([])).toEqual([])
  })

  it.each([
    ['a bare string', lower],
    ['null', null],
    ['a list with a number', [lower, 42]],
    ['a list with a non-address', ['0x1234']],
    ['an address without 0x', [lower.slice(2)]],
  ])('rejects %s', (_, value) => {
    expect(toAccounts(value)).toBeUndefined()
  })
})

describe('toChainId', () => {
  it.each([
    ['0x7a69', 31337],
    ['0x1', 1],
    [8453, 8453],
    ['8453', 8453],
  ])('reads %j as %i', (value, expected) => {
    expect(toChainId(value)).toBe(expected)
  })

  it.each([['mainnet'], ['0x'], [0], ['0x0'], [-1], [1.5], [null], [undefined], ['0x1fffffffffffffff']])(
    'rejects %j',
    (value) => {
      expect(toChainId(value)).toBeUndefined()
    },
  )
})

describe('toCaipNetworkId', () => {
  it('prefixes the namespace', () => {
    expect(toCaipNetworkId(31337)).toBe('eip155:31337')
  })
})
