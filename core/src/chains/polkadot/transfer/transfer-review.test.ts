import type { SignerPayloadJSON } from '@polkadot/types/types'
import { bnToHex } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { accountIdOf } from './receiver-address.js'
import {
  isModeConsistent,
  payloadFactsOf,
  reviewProblems,
  type TransferCall,
  type TransferReview,
} from './transfer-review.js'

// The payload a wallet is asked to sign against the transfer the visitor reviewed. The payloads are
// `SignerPayloadJSON`s as @polkadot/types writes them (numbers as fixed-width hex, `bnToHex` here);
// the call's bytes stand for a decoded call (the runtime's metadata decodes them in the sender).

const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const bob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const hex = (address: string) => `0x${Buffer.from(decodeAddress(address)).toString('hex')}`
const extensions = [
  'CheckNonZeroSender',
  'CheckSpecVersion',
  'CheckTxVersion',
  'CheckGenesis',
  'CheckMortality',
  'CheckNonce',
  'CheckWeight',
  'ChargeAssetTxPayment',
]
const genesisHash = `0x${'ab'.repeat(32)}`
const call: TransferCall = {
  section: 'balances',
  method: 'transferKeepAlive',
  dest: hex(bob),
  value: 10n ** 12n,
}
const review: TransferReview = {
  from: hex(alice),
  call,
  genesisHash,
  specVersion: 900,
  transactionVersion: 6,
  extrinsicVersion: 4,
  signedExtensions: extensions,
}

/** Calls by their bytes, as the chain's metadata would decode them. */
const calls: Record<string, TransferCall> = {
  '0x0a0300': call,
  '0x0a0301': { ...call, dest: hex(alice) },
  '0x0a0302': { ...call, value: 10n ** 13n },
  '0x0a0000': { ...call, method: 'transferAllowDeath' },
  '0x0a0303': { ...call, dest: undefined },
}
const decodeCall = (method: string) => calls[method]
const factsOf = (payload: object) => payloadFactsOf(payload, decodeCall, accountIdOf)

/**
 * A payload as @polkadot/api hands it to a signer (its `SignerPayloadJSON` fields; `metadataHash` is
 * `null` when there is none, as the api writes it).
 */
type Payload = Omit<SignerPayloadJSON, 'metadataHash' | 'genesisHash' | 'method' | 'assetId'> & {
  metadataHash?: string | null
  genesisHash: string
  method: string
  assetId?: string | null
}
const payload = (changes: Partial<Payload> = {}): Payload => ({
  address: encodeAddress(alice, 2),
  assetId: null,
  blockHash: `0x${'cd'.repeat(32)}`,
  blockNumber: bnToHex(41, { bitLength: 32 }),
  era: '0x9502',
  genesisHash,
  metadataHash: null,
  method: '0x0a0300',
  mode: 0,
  nonce: bnToHex(0, { bitLength: 32 }),
  specVersion: bnToHex(900, { bitLength: 32 }),
  tip: bnToHex(0, { bitLength: 128 }),
  transactionVersion: bnToHex(6, { bitLength: 32 }),
  signedExtensions: extensions,
  version: 4,
  ...changes,
})

describe('a payload against the review', () => {
  it('finds nothing to say of the reviewed transfer, whatever prefix the signer is written with', () => {
    expect(reviewProblems(factsOf(payload()), review)).toEqual([])
    expect(reviewProblems(factsOf(payload({ address: encodeAddress(alice, 0) })), review)).toEqual([])
    // Without the optional fields a payload of an older @polkadot/types has.
    const { assetId: _, metadataHash: __, mode: ___, ...older } = payload()
    expect(reviewProblems(factsOf(older), review)).toEqual([])
  })

  it('names each way the call differs: receiver, amount, call, a call that is none, a non-Id address', () => {
    const problems = (method: string) => reviewProblems(factsOf(payload({ method })), review)
    expect(problems('0x0a0301')).toEqual([`it pays ${hex(alice)}, not ${hex(bob)}`])
    expect(problems('0x0a0302')).toEqual([`it moves ${10n ** 13n} planck, not ${10n ** 12n}`])
    expect(problems('0x0a0000')).toEqual([
      'it calls balances.transferAllowDeath, not balances.transferKeepAlive',
    ])
    expect(problems('0x0a0303')).toEqual([`it pays another kind of address, not ${hex(bob)}`])
    expect(problems('0xffff')).toEqual(["its call is not one of the runtime's"])
    expect(problems('not hex')).toEqual(["its call is not one of the runtime's"])
  })

  it('refuses another signer, chain, runtime, extrinsic version or list of signed extensions', () => {
    const problems = (changes: Partial<Payload>) => reviewProblems(factsOf(payload(changes)), review)
    expect(problems({ address: bob })).toEqual([`it is signed by ${hex(bob)}, not ${hex(alice)}`])
    expect(problems({ genesisHash: `0x${'ef'.repeat(32)}` })).toHaveLength(1)
    expect(problems({ specVersion: bnToHex(901, { bitLength: 32 }) })).toEqual([
      'it is for runtime 901/6, not 900/6',
    ])
    expect(problems({ transactionVersion: bnToHex(7, { bitLength: 32 }) })).toEqual([
      'it is for runtime 900/7, not 900/6',
    ])
    expect(problems({ version: 5 })).toEqual(['it is an extrinsic of version 5, not 4'])
    expect(problems({ signedExtensions: extensions.slice(1) })).toEqual([
      'its signed extensions are not the ones the runtime checks',
    ])
    expect(problems({ signedExtensions: [...extensions, 'CheckMetadataHash'] })).toHaveLength(1)
  })

  it('refuses a tip and a fee in another asset, which the fee shown does not include', () => {
    expect(reviewProblems(factsOf(payload({ tip: bnToHex(1, { bitLength: 128 }) })), review)).toEqual([
      'it tips 1',
    ])
    expect(reviewProblems(factsOf(payload({ assetId: '0x0100' })), review)).toEqual([
      'it pays the fee in another asset',
    ])
  })

  it('refuses a metadata hash the runtime does not check, or a mode without its hash', () => {
    const hash = `0x${'12'.repeat(32)}`
    expect(reviewProblems(factsOf(payload({ mode: 1, metadataHash: hash })), review)).toHaveLength(1)
    const checking = { ...review, signedExtensions: [...extensions, 'CheckMetadataHash'] }
    const withHash = payload({ mode: 1, metadataHash: hash, signedExtensions: checking.signedExtensions })
    expect(reviewProblems(factsOf(withHash), checking)).toEqual([])
    expect(reviewProblems(factsOf({ ...withHash, metadataHash: null }), checking)).toHaveLength(1)
  })

  it('reads a junk payload as facts it does not have', () => {
    expect(factsOf({})).toMatchObject({ from: undefined, call: undefined, tip: undefined })
    expect(reviewProblems(factsOf(null as unknown as object), review).length).toBeGreaterThan(5)
  })
})

describe('isModeConsistent (RFC-0078 CheckMetadataHash)', () => {
  const hash = `0x${'34'.repeat(32)}`
  it.each([
    [{ mode: 0, metadataHash: null }, false, true],
    [{ mode: undefined, metadataHash: undefined }, false, true],
    [{ mode: 1, metadataHash: hash }, false, false],
    [{ mode: 0, metadataHash: hash }, false, false],
    [{ mode: 0, metadataHash: null }, true, true],
    [{ mode: 1, metadataHash: hash }, true, true],
    [{ mode: 1, metadataHash: null }, true, false],
    [{ mode: 1, metadataHash: '0x1234' }, true, false],
    [{ mode: 2, metadataHash: hash }, true, false],
  ])('%o on a runtime checking the hash: %s → %s', (facts, checks, consistent) => {
    expect(isModeConsistent(facts, checks)).toBe(consistent)
  })
})
