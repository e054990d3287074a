import { describe, expect, it } from 'vitest'
import { readTransaction } from './transaction-request.js'

const TO = '0x000000000000000000000000000000000000F00D'
const refusal = (value: unknown) => {
  try {
    readTransaction(value, 31337)
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  return 'read'
}

describe('a transaction read as the signer reads it, or refused', () => {
  it('reads 0x quantities, and hands on only what it read, canonical', () => {
    const read = readTransaction(
      {
        from: TO.toLowerCase(),
        to: TO.toLowerCase(),
        value: '0x0de0b6b3a7640000',
        gas: '0x5208',
        input: '0xABCD',
      },
      31337,
    )
    expect(read.value).toBe(10n ** 18n)
    expect(read.request).toEqual({
      from: TO.toLowerCase(),
      to: TO.toLowerCase(),
      value: '0xde0b6b3a7640000',
      gas: '0x5208',
      data: '0xabcd',
    })
  })

  it.each([
    ['a decimal string', '1000000000000000000'],
    ['a number', 1e18],
    ['0X', '0XDE0B6B3A7640000'],
    ['0x alone', '0x'],
    ['a bigint', 10n ** 18n],
    ['hex with a sign', '-0x1'],
    ['more than 256 bits', `0x1${'0'.repeat(64)}`],
  ])('refuses a value written as %s (it was previewed as 0 ETH)', (_, value) => {
    expect(refusal({ to: TO, value })).toMatch(
      /^Foyer cannot read this request: value .* is not a 0x hex quantity\.$/,
    )
  })

  it('refuses gas, fees and nonce that are not quantities: the signer would read them its own way', () => {
    expect(refusal({ to: TO, gas: 21000 })).toMatch(/gas 21000 is not a 0x hex quantity/)
    expect(refusal({ to: TO, maxFeePerGas: '1e9' })).toMatch(/maxFeePerGas/)
    expect(refusal({ to: TO, nonce: '7' })).toMatch(/nonce/)
  })

  it('refuses fields it does not read, data it cannot read, another chain, a bad checksum', () => {
    expect(refusal({ to: TO, authorizationList: [] })).toMatch(
      /a field Foyer does not read: "authorizationList"/,
    )
    expect(refusal({ to: TO, data: '0xabc' })).toMatch(/data "0xabc" is not 0x hex bytes/)
    expect(refusal({ to: TO, data: '0xab', input: '0xcd' })).toMatch(/data and input differ/)
    expect(refusal({ to: TO, chainId: '0x1' })).toMatch(/chainId 1 is not this wallet's chain 31337/)
    expect(refusal({ to: '0x000000000000000000000000000000000000F00d' })).toMatch(/to .* is not an address/)
    expect(refusal('0x')).toMatch(/the transaction is not an object/)
    expect(refusal({ to: TO, type: '0x4' })).toMatch(/type "0x4" is not a transaction type Foyer reads/)
    expect(refusal({ to: TO, type: '0x2', maxFeePerGas: '0x1' })).toBe('read')
  })

  it('copies the request when it reads it: a getter cannot show one value and send another', () => {
    let reads = 0
    const shifty = {
      to: TO,
      get value() {
        reads++
        return reads === 1 ? '0x0' : '0xde0b6b3a7640000'
      },
    }
    const read = readTransaction(shifty, 31337)
    expect(read.value).toBe(0n)
    expect(read.request.value).toBe('0x0')
  })
})
