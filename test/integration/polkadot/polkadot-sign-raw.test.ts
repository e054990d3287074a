import { stringToHex, stringToU8a, u8aToString, u8aWrapBytes } from '@polkadot/util'
import { ed25519Verify, secp256k1Verify, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { createKeyringSigner } from '../../devnet/polkadot/keyring-signer.js'
import {
  POLKADOT_DEV_ACCOUNTS,
  type PolkadotDevAccount,
} from '../../devnet/polkadot/polkadot-dev-accounts.js'
import { polkadotDevPair } from '../../devnet/polkadot/polkadot-dev-pair.js'

// What a wallet's signRaw signs, for the adapter and the sign-in verifier: extensions sign
// `<Bytes>` + message + `</Bytes>`, never the bare message, and answer the bare signature (no type
// prefix). A verifier must accept that; a test wallet that does not wrap would hide a verifier that
// only checks the bare bytes.

/** Each scheme's own verifier, strict about the bytes it is given (signatureVerify tries both forms). */
const verifyExactly: Record<
  PolkadotDevAccount['type'],
  (message: Uint8Array, signature: string, publicKey: Uint8Array) => boolean
> = {
  sr25519: (message, signature, publicKey) => sr25519Verify(message, signature, publicKey),
  ed25519: (message, signature, publicKey) => ed25519Verify(message, signature, publicKey),
  // ecdsa signs the blake2-256 of the message; the key is recovered from the signature and compared.
  ecdsa: (message, signature, publicKey) => secp256k1Verify(message, signature, publicKey, 'blake2'),
}

const message = 'foyer.example wants you to sign in with your Polkadot account.\nNonce: 7f3a90c1'

describe('signRaw through an extension-shaped signer', () => {
  it.each([
    ['sr25519', POLKADOT_DEV_ACCOUNTS.devSr25519, 64],
    ['ed25519', POLKADOT_DEV_ACCOUNTS.devEd25519, 64],
    ['ecdsa', POLKADOT_DEV_ACCOUNTS.devEcdsa, 65],
  ] as const)(
    '%s: signs the message wrapped in <Bytes>…</Bytes>, which signatureVerify accepts',
    async (type, account, length) => {
      const pair = await polkadotDevPair(account)
      const signer = createKeyringSigner({ pairs: [pair] })
      const { signature } = await signer.signRaw({
        address: pair.address,
        data: stringToHex(message),
        type: 'bytes',
      })

      const bare = stringToU8a(message)
      const wrapped = u8aWrapBytes(bare)
      expect(u8aToString(wrapped)).toBe(`<Bytes>${message}</Bytes>`)
      expect(signature.length).toBe(2 + 2 * length)
      expect(verifyExactly[type](wrapped, signature, pair.publicKey)).toBe(true)
      expect(verifyExactly[type](bare, signature, pair.publicKey)).toBe(false)

      // util-crypto's signatureVerify, the test oracle: given the bare message, it also tries the wrapped one.
      expect(signatureVerify(bare, signature, pair.address)).toMatchObject({ isValid: true, crypto: type })
      expect(signatureVerify(wrapped, signature, pair.address).isValid).toBe(true)
      expect(signatureVerify(stringToU8a(`${message}!`), signature, pair.address).isValid).toBe(false)
      const someoneElse = await polkadotDevPair(POLKADOT_DEV_ACCOUNTS.bob)
      expect(signatureVerify(bare, signature, someoneElse.address).isValid).toBe(false)
    },
  )

  it('a signature with its type prefix (as extrinsics carry it) verifies too', async () => {
    const pair = await polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice)
    const signed = pair.sign(u8aWrapBytes(stringToU8a(message)), { withType: true })
    expect(signed).toHaveLength(65)
    expect(signed[0]).toBe(1) // sr25519
    expect(signatureVerify(message, signed, pair.address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify(`${message}!`, signed, pair.address).isValid).toBe(false)
  })

  it('refuses to sign for an account it does not hold', async () => {
    const [alice, bob] = await Promise.all([
      polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice),
      polkadotDevPair(POLKADOT_DEV_ACCOUNTS.bob),
    ])
    const signer = createKeyringSigner({ pairs: [alice] })
    await expect(
      signer.signRaw({ address: bob.address, data: stringToHex(message), type: 'bytes' }),
    ).rejects.toThrow(`Unable to find an account for ${bob.address}`)
  })
})
