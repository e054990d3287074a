import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { isFoyerError } from '../../../errors/base.js'
import { accountIdOf, receiverOf } from './receiver-address.js'

// Receivers checked with Foyer's SS58 codec, util-crypto as the oracle.

let bob: string
let ecdsaKeyAddress: string
beforeAll(async () => {
  await cryptoWaitReady()
  bob = new Keyring({ type: 'sr25519' }).addFromUri('//Bob').address
  // An SS58 address of a 33-byte ecdsa public key: a key, not an account.
  ecdsaKeyAddress = encodeAddress(new Keyring({ type: 'ecdsa' }).addFromUri('//Bob').publicKey, 42)
})

const reasonOf = (text: string) => {
  try {
    receiverOf(text, 0)
  } catch (error) {
    if (!isFoyerError(error, 'POLKADOT_RECEIVER_ADDRESS')) throw error
    return (error as unknown as { reason: string }).reason
  }
  return undefined
}

describe('receiverOf', () => {
  it('takes an account address of any prefix and writes it with the network’s', () => {
    for (const [written, shown] of [
      [0, 2],
      [2, 0],
      [42, 2],
      [7391, 42],
    ]) {
      const receiver = receiverOf(encodeAddress(bob, written), shown as number)
      expect(receiver).toEqual({
        accountId: u8aToHex(decodeAddress(bob)),
        address: encodeAddress(bob, shown),
      })
    }
    expect(receiverOf(`  ${bob}\n`, 42).address).toBe(bob)
  })

  it('refuses an Ethereum address in words of its own, and anything else that is no account', () => {
    expect(reasonOf('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('ethereum')
    expect(reasonOf(`${bob.slice(0, -1)}${bob.endsWith('a') ? 'b' : 'a'}`)).toBe('invalid') // checksum
    expect(reasonOf(ecdsaKeyAddress)).toBe('invalid')
    expect(reasonOf(u8aToHex(decodeAddress(bob)))).toBe('invalid') // a bare account id in hex
    expect(reasonOf('')).toBe('invalid')
  })
})

describe('accountIdOf', () => {
  it('gives the account id util-crypto decodes, whatever the prefix, and nothing for junk', () => {
    expect(accountIdOf(encodeAddress(bob, 0))).toBe(u8aToHex(decodeAddress(bob)))
    expect(accountIdOf(encodeAddress(bob, 2))).toBe(accountIdOf(bob))
    expect(accountIdOf(ecdsaKeyAddress)).toBeUndefined()
    expect(accountIdOf('hello')).toBeUndefined()
  })
})
