import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { siwxKits } from '../../siwx/message.fields.js'
import { createSiwxMessage, parseSiwxMessage } from '../../siwx/message.js'
import { fullData } from '../../siwx/siwx.fixtures.js'
import { kitOf } from '../kits.js'
import { polkadotKit } from './polkadot.kit.js'
import { polkadotSiwx } from './polkadot.siwx.js'
import { polkadotFormKit } from './polkadot-form.kit.js'
import { decodeSs58, encodeSs58, isSs58Prefix } from './ss58.js'
import { readSs58Form } from './ss58-form.js'

// Alice (`//Alice`) written for Polkadot (0), Kusama (2), Westend (42) and prefix 4242 (two bytes).
const alice = [
  '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
  '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
]
const polkadotChain = fullData.polkadot.chainId.slice('polkadot:'.length)

/** `address` with its last checksum byte changed: the same form, a checksum that does not hold. */
function withBrokenChecksum(address: string): string {
  const bytes = base58.decode(address)
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
  return base58.encode(bytes)
}

const anyAccount = fc
  .tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 0, max: 16_383 }))
  .filter(([, prefix]) => isSs58Prefix(prefix))
  .map(([accountId, prefix]) => ({ accountId, prefix, address: encodeSs58(accountId, prefix) }))

describe('Polkadot sign-in messages', () => {
  it('take an account with any network’s prefix and write it as given', () => {
    for (const address of [...alice, 'mHm8k9Emsvyfp3piCauSH684iA6NakctF8dySQcX94GDdrJrE']) {
      expect(polkadotSiwx.addressProblem(address, polkadotChain), address).toBeUndefined()
      const message = createSiwxMessage({ ...fullData.polkadot, accountAddress: address })
      expect(message.split('\n')[1]).toBe(address)
      expect(parseSiwxMessage(message).accountAddress).toBe(address)
    }
  })

  it('refuse what is no account: other namespaces’ addresses, an ecdsa key, a reserved prefix, junk', () => {
    const ecdsaKey = 'KWCv1L3QX9LDPwY4VzvLmarEmXjVJidUzZcinvVnmxAJJCBou'
    const reserved = base58.encode(Uint8Array.from([46, ...new Uint8Array(34)]))
    for (const address of [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh',
      ecdsaKey,
      reserved,
      `${alice[0]}1`,
      '1'.repeat(52),
      '',
    ])
      expect(polkadotSiwx.addressProblem(address, polkadotChain), address).toMatch(
        /^not a Polkadot|ecdsa key/,
      )
    expect(polkadotSiwx.addressProblem(ecdsaKey, polkadotChain)).toBe(
      `${ecdsaKey} is an ecdsa key, not an account id`,
    )
  })

  it('check the form, not the checksum: the server’s verifier does (its blake2b stays off the page)', () => {
    const broken = withBrokenChecksum(alice[0] ?? '')
    expect(decodeSs58(broken)).toBeUndefined()
    expect(polkadotKit.isAddress(broken)).toBe(false)
    expect(polkadotSiwx.addressProblem(broken, polkadotChain)).toBeUndefined()
    expect(polkadotFormKit.isAddress(broken)).toBe(true)
    // siwx/server/polkadot.test.ts shows the verifier refusing a message with this address.
  })
})

describe('polkadotFormKit, the sign-in pages’ Polkadot kit', () => {
  it('is the kit sign-in messages check with, with the polkadot kit’s facts', () => {
    expect(kitOf(siwxKits, 'polkadot')).toBe(polkadotFormKit)
    const { isAddress: _, accountKey: __, ...facts } = polkadotKit
    const { isAddress: ___, accountKey: ____, ...formFacts } = polkadotFormKit
    expect(formFacts).toEqual(facts)
  })

  it('reads every account as the checksummed kit does, whatever its prefix (property)', () => {
    fc.assert(
      fc.property(anyAccount, ({ accountId, prefix, address }) => {
        expect(polkadotFormKit.isAddress(address)).toBe(true)
        expect(polkadotFormKit.accountKey(address)).toBe(polkadotKit.accountKey(address))
        expect(readSs58Form(address)).toMatchObject({ prefix, publicKey: accountId })
        expect(decodeSs58(address)).toEqual({ prefix, publicKey: accountId })
        // A changed checksum is the same form to this kit, and no address to the checksummed one.
        const broken = withBrokenChecksum(address)
        expect(polkadotFormKit.accountKey(broken)).toBe(polkadotKit.accountKey(address))
        expect(polkadotKit.isAddress(broken)).toBe(false)
      }),
      { numRuns: 200 },
    )
  })

  it('keys one account the same under every prefix, and junk as itself', () => {
    const keys = alice.map(polkadotFormKit.accountKey)
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toBe('0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')
    expect(polkadotFormKit.accountKey('junk')).toBe('junk')
    expect(polkadotFormKit.isAddress('junk')).toBe(false)
  })
})
