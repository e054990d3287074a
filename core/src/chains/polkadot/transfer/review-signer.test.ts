import type { SignerPayloadJSON } from '@polkadot/types/types'
import { bnToHex, u8aToHex } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { isFoyerError } from '../../../errors/base.js'
import { devPair } from '../injected-extension.fixtures.js'
import { invalidAnswer } from '../wallet-answers.js'
import { accountIdOf } from './receiver-address.js'
import { reviewedSigner } from './review-signer.js'
import type { TransferCall, TransferReview } from './transfer-review.js'

// The signer @polkadot/api signs a transfer through: the review is checked before the wallet sees
// the payload, the wallet gets a copy, and its answer is checked; a wallet that answers late is not
// waited for.

const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const bob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const call: TransferCall = {
  section: 'balances',
  method: 'transferKeepAlive',
  dest: u8aToHex(decodeAddress(bob)),
  value: 10n ** 12n,
}
const review: TransferReview = {
  from: u8aToHex(decodeAddress(alice)),
  call,
  genesisHash: `0x${'ab'.repeat(32)}`,
  specVersion: 900,
  transactionVersion: 6,
  extrinsicVersion: 4,
  signedExtensions: ['CheckSpecVersion', 'CheckNonce', 'ChargeAssetTxPayment'],
}
const reviewedMethod = '0x0a03'
// As @polkadot/api hands it to a signer: `metadataHash` is `null` when there is none.
const payload = (method = reviewedMethod) =>
  ({
    address: alice,
    blockHash: `0x${'cd'.repeat(32)}`,
    blockNumber: bnToHex(41, { bitLength: 32 }),
    era: '0x9502',
    genesisHash: review.genesisHash as `0x${string}`,
    method,
    nonce: bnToHex(0, { bitLength: 32 }),
    specVersion: bnToHex(900, { bitLength: 32 }),
    tip: bnToHex(0, { bitLength: 128 }),
    transactionVersion: bnToHex(6, { bitLength: 32 }),
    signedExtensions: [...review.signedExtensions],
    version: 4,
    mode: 0,
    metadataHash: null,
  }) as unknown as SignerPayloadJSON
const signature = async () =>
  u8aToHex((await devPair('//Alice')).sign(new TextEncoder().encode('payload'), { withType: true }))

function signerWith(signPayload: (payload: SignerPayloadJSON) => Promise<unknown>, timeoutMs = 5_000) {
  return reviewedSigner({
    review,
    decodeCall: (method) => (method === reviewedMethod ? call : { ...call, value: 1n }),
    accountIdOf,
    signPayload,
    keyType: 'sr25519',
    timeoutMs,
    invalidAnswer,
  })
}

describe('reviewedSigner', () => {
  it('hands the wallet a copy of the reviewed payload and the api its checked signature', async () => {
    const typed = await signature()
    const asked: SignerPayloadJSON[] = []
    const { signer, walletTransaction } = signerWith(async (copy) => {
      asked.push(copy)
      // A wallet that edits what it was given edits only its copy.
      copy.method = '0xdead'
      return { id: 7, signature: typed.toUpperCase().replace('0X', '0x') }
    })
    const original = payload()
    const result = await signer.signPayload?.(original)
    expect(result).toEqual({ id: 1, signature: typed })
    expect(asked).toHaveLength(1)
    expect(asked[0]).not.toBe(original)
    expect(original).toEqual(payload())
    expect(walletTransaction()).toBeUndefined()
  })

  it('never asks the wallet to sign another call than the reviewed one', async () => {
    let asked = 0
    const { signer } = signerWith(async () => {
      asked++
      return { id: 1, signature: await signature() }
    })
    const refused = await signer.signPayload?.(payload('0x0a04')).catch((e: unknown) => e)
    expect(isFoyerError(refused, 'POLKADOT_PAYLOAD_MISMATCH')).toBe(true)
    expect((refused as Error).message).toContain(`it moves 1 planck, not ${10n ** 12n}`)
    expect(asked).toBe(0)
  })

  it('asks once: a second payload is refused', async () => {
    const typed = await signature()
    const { signer } = signerWith(async () => ({ id: 1, signature: typed }))
    await signer.signPayload?.(payload())
    await expect(signer.signPayload?.(payload())).rejects.toMatchObject({ code: 'POLKADOT_PAYLOAD_MISMATCH' })
  })

  it('keeps a signed transaction the wallet returns for the caller, and gives the api the signature alone', async () => {
    const typed = await signature()
    const { signer, walletTransaction } = signerWith(async () => ({
      id: 1,
      signature: typed,
      signedTransaction: '0xAB',
    }))
    expect(await signer.signPayload?.(payload())).toEqual({ id: 1, signature: typed })
    expect(walletTransaction()).toBe('0xab')
  })

  it('refuses junk as the adapter’s invalid-answer error', async () => {
    const { signer } = signerWith(async () => ({ id: 1, signature: 'signed!' }))
    await expect(signer.signPayload?.(payload())).rejects.toMatchObject({
      code: 'POLKADOT_INVALID_WALLET_ANSWER',
      details: 'signPayload: the signature is not 0x-prefixed hex',
    })
  })

  it('stops waiting for a wallet that does not answer, and ignores its late answer', async () => {
    let answer: ((value: unknown) => void) | undefined
    const { signer } = signerWith(() => new Promise((resolve) => (answer = resolve)), 20)
    await expect(signer.signPayload?.(payload())).rejects.toMatchObject({
      code: 'POLKADOT_SIGN_TIMEOUT',
      details: 'signPayload: no answer within 20 ms',
    })
    answer?.({ id: 1, signature: await signature() })
  })
})
