import { describe, expect, it } from 'vitest'
import { isUserRejection } from '../../errors/rpc.js'
import { caipIdOfBitcoinNetwork } from './bitcoin-networks.js'
import {
  addressesOf,
  base64Of,
  base64ToBytes,
  base64ToHex,
  toBitcoinWalletError,
  txidOf,
} from './wallet-answers.js'

const P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const P2TR = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'

describe("a Bitcoin wallet's answers", () => {
  it('reads addresses of every family, payment first; drops other chains and junk', () => {
    const answer = [
      { address: P2TR, purpose: 'ordinals', addressType: 'p2tr', publicKey: 'AB'.repeat(32) },
      { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks', addressType: 'stacks' },
      P2WPKH,
      { address: 42 },
      null,
    ]
    expect(addressesOf(answer, 'getAddresses')).toEqual([
      { address: P2WPKH, publicKey: undefined, purpose: 'payment', addressType: 'p2wpkh' },
      { address: P2TR, publicKey: 'ab'.repeat(32), purpose: 'ordinals', addressType: 'p2tr' },
    ])
  })

  it("keeps taproot's x-only key when a wallet gives it compressed", () => {
    const [ordinals] = addressesOf(
      [{ address: P2TR, purpose: 'ordinals', publicKey: `03${'cd'.repeat(32)}` }],
      'x',
    )
    expect(ordinals?.publicKey).toBe('cd'.repeat(32))
  })

  it('refuses an answer with no Bitcoin address', () => {
    expect(() => addressesOf('bc1q…', 'connect')).toThrow(/not a list/)
    expect(() => addressesOf([{ address: '0xabc' }], 'connect')).toThrow(/no Bitcoin address/)
  })

  it('takes signatures and PSBTs as base64 or hex, and nothing else', () => {
    expect(base64Of('cHNidP8=', 'signPsbt')).toBe('cHNidP8=')
    expect(base64Of('70736274ff', 'signPsbt')).toBe('cHNidP8=')
    // A hex PSBT of an even number of bytes is base64-shaped too; its magic says it is hex.
    expect(base64Of('70736274ff00', 'signPsbt')).toBe('cHNidP8A')
    expect(base64ToHex('cHNidP8=')).toBe('70736274ff')
    expect(base64Of(new Uint8Array([0x70, 0x73, 0x62, 0x74, 0xff]), 'signPsbt')).toBe('cHNidP8=')
    expect(base64ToBytes('cHNidP8=')).toEqual(new Uint8Array([0x70, 0x73, 0x62, 0x74, 0xff]))
    expect(() => base64Of(new Uint8Array(), 'signPsbt')).toThrow(/no text/)
    expect(() => base64Of('<html>', 'signMessage')).toThrow(/neither base64 nor hex/)
    expect(() => base64Of(undefined, 'signMessage')).toThrow(/no text/)
  })

  it('takes a txid of 64 hex digits only', () => {
    expect(txidOf('AB'.repeat(32), 'sendTransfer')).toBe('ab'.repeat(32))
    expect(() => txidOf('ab', 'sendTransfer')).toThrow(/64 hex digits/)
  })

  it('turns refusals into the standard rejection and keeps other errors', () => {
    expect(isUserRejection(toBitcoinWalletError({ code: 4001, message: 'no' }, 'connect'))).toBe(true)
    expect(isUserRejection(toBitcoinWalletError(new Error('User canceled'), 'connect'))).toBe(true)
    const other = toBitcoinWalletError('boom', 'connect')
    expect(isUserRejection(other)).toBe(false)
    expect(other.message).toBe('connect failed: boom')
  })

  it("reads every family's network names", () => {
    const mainnet = 'bip122:000000000019d6689c085ae165831e93'
    expect(['Mainnet', 'livenet', 'BITCOIN_MAINNET'].map(caipIdOfBitcoinNetwork)).toEqual([
      mainnet,
      mainnet,
      mainnet,
    ])
    expect(caipIdOfBitcoinNetwork('BITCOIN_TESTNET4')).toBe('bip122:00000000da84f2bafbbc53dee25a72ae')
    expect(caipIdOfBitcoinNetwork('Fractal')).toBeUndefined()
  })
})
