import '@polkadot/api/augment'
import { type ApiPromise, WsProvider } from '@polkadot/api'
import type { KeyringPair } from '@polkadot/keyring/types'
import type { Hash } from '@polkadot/types/interfaces'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { hexToU8a } from '@polkadot/util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKeyringSigner, type KeyringSigner } from '../../devnet/polkadot/keyring-signer.js'
import { connectPolkadotApi } from '../../devnet/polkadot/polkadot-api.js'
import { POLKADOT_DEV_ACCOUNTS } from '../../devnet/polkadot/polkadot-dev-accounts.js'
import { polkadotDevPair } from '../../devnet/polkadot/polkadot-dev-pair.js'
import { type PolkadotDevnet, startPolkadotDevnet } from '../../devnet/polkadot/polkadot-devnet.js'
import { feesWithdrawn, inBlock, includedIn } from './in-block.js'
import { submitSigned } from './submit-signed.js'

// Transfers on the real runtime: signed by a keyring key, and through a wallet-shaped Signer the way
// a site signs with a browser extension (what the chain refuses: polkadot-devnet.test.ts).

let devnet: PolkadotDevnet
let api: ApiPromise
// A second client, for sending already-signed extrinsics: @polkadot/api's own RPC methods print
// every error they receive, the provider's `send` only returns it.
let provider: WsProvider
let alice: KeyringPair
let bob: KeyringPair
beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  ;[api, alice, bob] = await Promise.all([
    connectPolkadotApi(devnet),
    polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice, devnet.ss58Prefix),
    polkadotDevPair(POLKADOT_DEV_ACCOUNTS.bob, devnet.ss58Prefix),
  ])
  provider = new WsProvider(devnet.wsUrl)
  await provider.isReady
}, 60_000)
afterAll(async () => {
  await provider?.disconnect()
  await api?.disconnect()
  await devnet?.stop()
})

/**
 * The free balances of `addresses` at the block `at`, read in one call. Read at a given block, not at
 * the node's best one: right after InBlock the best block may still be the one before.
 */
const freeAt = async (at: Hash | string, ...addresses: string[]) =>
  (await (await api.at(at)).query.system.account.multi(addresses)).map(({ data }) => data.free.toBigInt())

/** Sends `amount` from `from` to `to` and checks both balances move by exactly the amount and the fee. */
async function transferExactly(from: KeyringPair, to: string, amount: bigint, signer?: KeyringSigner) {
  const tx = api.tx.balances.transferKeepAlive(to, amount)
  const result = signer ? await inBlock(tx, from.address, signer) : await inBlock(tx, from)
  expect(result.dispatchError).toBeUndefined()
  const transfers = result.events.flatMap(({ event }) =>
    api.events.balances.Transfer.is(event)
      ? [[event.data.from.toString(), event.data.to.toString(), event.data.amount.toBigInt()]]
      : [],
  )
  expect(transfers).toEqual([[from.address, to, amount]])
  // The fee the runtime charges for this very extrinsic (its real signature and length) at the block
  // it went on, which the signer's one withdrawal must match. `paymentInfo` before signing is only an
  // estimate: its stand-in signature is a byte shorter than an ecdsa one (33,333 planck less here).
  const { parentHash } = await api.rpc.chain.getHeader(includedIn(result))
  const atParent = await api.at(parentHash)
  const { partialFee } = await atParent.call.transactionPaymentApi.queryInfo(tx.toU8a(), tx.encodedLength)
  const fee = partialFee.toBigInt()
  expect(fee).toBeGreaterThan(0n)
  expect(feesWithdrawn(api, result, from.address)).toEqual([fee])
  // The balances moved by exactly that, over the block that included the transfer.
  const [fromBefore = 0n, toBefore = 0n] = await freeAt(parentHash, from.address, to)
  expect(await freeAt(includedIn(result), from.address, to)).toEqual([
    fromBefore - amount - fee,
    toBefore + amount,
  ])
  return tx
}

describe('a transfer on the local Polkadot chain', () => {
  it('signed by a keyring sr25519 key lands and moves exactly the amount plus the fee', async () => {
    await transferExactly(alice, bob.address, 1_250_000_000_000n)
  })

  it.each([
    ['sr25519', POLKADOT_DEV_ACCOUNTS.devSr25519, 65, 0x01],
    ['ed25519', POLKADOT_DEV_ACCOUNTS.devEd25519, 65, 0x00],
    ['ecdsa', POLKADOT_DEV_ACCOUNTS.devEcdsa, 66, 0x02],
  ] as const)(
    'signed through a signPayload Signer with a %s key lands, its signature type-prefixed',
    async (_, account, length, prefix) => {
      const pair = await polkadotDevPair(account, devnet.ss58Prefix)
      const signer = createKeyringSigner({ pairs: [pair] })
      const tx = await transferExactly(pair, alice.address, 42_000_000_000n, signer)

      // What the Signer got: a SignerPayloadJSON for this call, the runtime's signed extensions.
      expect(signer.requests).toHaveLength(1)
      const payload = signer.requests[0] as SignerPayloadJSON
      expect(payload.address).toBe(pair.address)
      expect(payload.method).toBe(tx.method.toHex())
      expect(payload.genesisHash).toBe(devnet.genesisHash)
      expect(payload.signedExtensions).toEqual(api.registry.signedExtensions)
      // What it answered: the signature with its 1-byte type prefix, which the extrinsic carries.
      const signature = hexToU8a(signer.answers[0]?.signature)
      expect(signature).toHaveLength(length)
      expect(signature[0]).toBe(prefix)
      expect(tx.signature.toU8a()).toEqual(signature.subarray(1))
    },
  )

  it('has no CheckMetadataHash: the payload says mode 0 with no hash, and a wallet that adds one is refused', async () => {
    expect(api.registry.signedExtensions).not.toContain('CheckMetadataHash')
    expect(api.registry.signedExtensions).toEqual([
      'CheckNonZeroSender',
      'CheckSpecVersion',
      'CheckTxVersion',
      'CheckGenesis',
      'CheckMortality',
      'CheckNonce',
      'CheckWeight',
      'ChargeAssetTxPayment',
    ])
    const honest = createKeyringSigner({ pairs: [alice] })
    const presumptuous = createKeyringSigner({ pairs: [alice], assumeMetadataHash: `0x${'ab'.repeat(32)}` })
    const call = () => api.tx.balances.transferKeepAlive(bob.address, 1_000_000_000n)
    const signedWithHash = await call().signAsync(alice.address, { signer: presumptuous, nonce: -1 })
    expect(await submitSigned(provider, signedWithHash.toHex())).toBe('1010: {"invalid":{"badProof":null}}')
    const result = await inBlock(call(), alice.address, honest)
    expect(honest.requests[0]).toMatchObject({ mode: 0, metadataHash: null })
    expect(result.dispatchError).toBeUndefined()
  })
})
