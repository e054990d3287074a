import { encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { isFoyerError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import { kusama, polkadot, westend } from '../../networks/definitions/polkadot.js'
import { devPair } from './injected-extension.fixtures.js'
import {
  type AccountsTarget,
  accountsOf,
  injectedOf,
  isPolkadotExtension,
  signatureOf,
  toPolkadotWalletError,
} from './wallet-answers.js'

// What Polkadot extensions answer, checked: `@polkadot/util-crypto`'s encodeAddress is the oracle for
// addresses written with each network's prefix.

const POLKADOT_GENESIS = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'
const KUSAMA_GENESIS = '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe'

const onPolkadot: AccountsTarget = {
  prefix: 0,
  reference: polkadot.id,
  networkPrefixes: { [polkadot.caipNetworkId]: 0, [kusama.caipNetworkId]: 2, [westend.caipNetworkId]: 42 },
}

describe("a Polkadot extension's accounts", () => {
  it('keeps Substrate accounts, written with the network prefix, and says why it drops the others', async () => {
    const [alice, bob, edward, ethereum] = await Promise.all([
      devPair('//Alice'),
      devPair('//Bob'),
      devPair('//Edward', 'ed25519'),
      devPair('0x0202020202020202020202020202020202020202020202020202020202020202', 'ethereum'),
    ])
    const badChecksum = `${bob.address.slice(0, -1)}${bob.address.endsWith('1') ? '2' : '1'}`
    const { accounts, walletAddresses, dropped } = accountsOf(
      [
        { address: alice.address, name: 'Alice', type: 'sr25519', genesisHash: null },
        { address: encodeAddress(alice.publicKey, 2), name: 'Alice again (Kusama prefix)' },
        { address: edward.address, type: 'ed25519', genesisHash: POLKADOT_GENESIS },
        { address: ethereum.address, type: 'ethereum', name: 'EVM' },
        // An ethereum account is refused for its type, whatever its address looks like.
        { address: bob.address, type: 'ethereum', name: 'EVM as SS58' },
        { address: badChecksum, type: 'sr25519' },
        { address: bob.address, type: 'sr25519', genesisHash: KUSAMA_GENESIS },
        { address: bob.address, type: 'bandersnatch' },
        { address: 42 },
        'junk',
        null,
      ],
      onPolkadot,
    )
    expect(accounts).toEqual([
      {
        address: encodeAddress(alice.publicKey, 0),
        type: 'eoa',
        name: 'Alice',
        addressType: 'sr25519',
        publicKey: Buffer.from(alice.publicKey).toString('hex'),
        networkAddresses: {
          [polkadot.caipNetworkId]: encodeAddress(alice.publicKey, 0),
          [kusama.caipNetworkId]: encodeAddress(alice.publicKey, 2),
          [westend.caipNetworkId]: encodeAddress(alice.publicKey, 42),
        },
      },
      expect.objectContaining({
        address: encodeAddress(edward.publicKey, 0),
        addressType: 'ed25519',
        name: undefined,
      }),
    ])
    expect([...walletAddresses.values()]).toEqual([alice.address, edward.address])
    expect(dropped).toEqual([
      expect.stringMatching(/ethereum account, not offered for Substrate signing/),
      expect.stringMatching(/ethereum account, not offered for Substrate signing/),
      expect.stringMatching(/is not an SS58 account address/),
      expect.stringMatching(/is for another chain/),
      expect.stringMatching(/bandersnatch account, not offered/),
      'an account without an address',
      'an entry that is no account',
      'an entry that is no account',
    ])
  })

  it('offers nothing from an answer that is no list', () => {
    expect(accountsOf('5Grw…', onPolkadot).accounts).toEqual([])
    expect(accountsOf(undefined, onPolkadot).accounts).toEqual([])
  })
})

describe("a Polkadot extension's other answers", () => {
  const hex = (bytes: number, first = 0xab) =>
    `0x${first.toString(16).padStart(2, '0')}${'cd'.repeat(bytes - 1)}`

  it('takes signatures of the lengths their key type signs in, with or without the type byte', () => {
    expect(signatureOf({ id: 1, signature: hex(64) }, 'sr25519')).toBe(hex(64))
    expect(signatureOf({ signature: hex(65, 1) }, 'sr25519')).toBe(hex(65, 1))
    expect(signatureOf({ signature: hex(65, 0) }, 'ed25519')).toBe(hex(65, 0))
    expect(signatureOf({ signature: hex(65) }, 'ecdsa')).toBe(hex(65))
    expect(signatureOf({ signature: hex(66, 2) }, 'ecdsa')).toBe(hex(66, 2))
    expect(signatureOf({ signature: hex(64).toUpperCase().replace('0X', '0x') }, undefined)).toBe(hex(64))
    for (const [answer, keyType] of [
      [{ signature: hex(63) }, 'sr25519'],
      [{ signature: hex(65, 0) }, 'sr25519'], // an ed25519 type byte on an sr25519 signature
      [{ signature: hex(66, 1) }, 'ecdsa'],
      [{ signature: hex(65) }, 'sr25519'],
      [{ signature: hex(67) }, undefined],
      [{ signature: 'abcd' }, 'sr25519'],
      [{ signature: '0xzz' }, 'sr25519'],
      ['0x1234', 'sr25519'],
      [null, 'sr25519'],
    ] as const)
      expect(() => signatureOf(answer, keyType), JSON.stringify(answer)).toThrow(/signRaw: the signature/)
  })

  it('turns refusals into the standard rejection, keeps Errors, and makes anything else a clear error', () => {
    expect(isUserRejection(toPolkadotWalletError(new Error('Cancelled'), 'signRaw'))).toBe(true)
    expect(
      isUserRejection(toPolkadotWalletError(new Error('The source x is not allowed to interact'), 'enable')),
    ).toBe(true)
    expect(isUserRejection(toPolkadotWalletError({ code: 4001 }, 'enable'))).toBe(true)
    const own = new TypeError('boom')
    expect(toPolkadotWalletError(own, 'enable')).toBe(own)
    const junk = toPolkadotWalletError({ weird: true }, 'accounts.get')
    expect(isFoyerError(junk, 'POLKADOT_WALLET_FAILED')).toBe(true)
    expect(junk.message).toMatch(/accounts\.get: \{"weird":true\}/)
    expect(isFoyerError(toPolkadotWalletError(Object.create(null), 'enable'), 'POLKADOT_WALLET_FAILED')).toBe(
      true,
    )
    expect(toPolkadotWalletError('x'.repeat(10_000), 'enable').message.length, 'its words, cut').toBeLessThan(
      400,
    )
    // A value that cannot even be turned into text still gives an error.
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(toPolkadotWalletError(circular, 'enable').message).toMatch(/enable: object/)
  })

  it('lists only injections with enable, and uses only enable answers with accounts', () => {
    expect(isPolkadotExtension({ enable: async () => ({}) })).toBe(true)
    for (const junk of [null, 'x', 1, {}, { enable: true }, [() => {}]])
      expect(isPolkadotExtension(junk)).toBe(false)
    const get = async () => []
    expect(injectedOf({ accounts: { get }, signer: {} }).accounts.get).toBe(get)
    expect(injectedOf({ accounts: { get } }).signer).toEqual({})
    for (const junk of [null, {}, { accounts: {} }, { accounts: { get: 'x' } }])
      expect(() => injectedOf(junk)).toThrow(/enable: the answer has no accounts/)
  })
})
