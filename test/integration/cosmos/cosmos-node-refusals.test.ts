import { BroadcastTxError, StargateClient } from '@cosmjs/stargate'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COSMOS_DEVNET } from '../../devnet/cosmos/chains.js'
import { type CosmosNode, startCosmosNode } from '../../devnet/cosmos/cosmos-node.js'
import {
  aminoWallet,
  directWallet,
  fee,
  KEYS,
  sendMessage,
  signingClient,
  signOffline,
} from './cosmos-accounts.js'

// Real signed transactions a Cosmos SDK node refuses, each refused by the local node with the SDK's
// code and log, and nothing moved: balances, sequences and the height stay as they were.

const CHAIN_ID = COSMOS_DEVNET.chainId
let node: CosmosNode
let reader: StargateClient
let alice: Awaited<ReturnType<typeof directWallet>>
let bob: Awaited<ReturnType<typeof directWallet>>
let poor: Awaited<ReturnType<typeof directWallet>>
let amino: Awaited<ReturnType<typeof aminoWallet>>

beforeAll(async () => {
  node = await startCosmosNode(COSMOS_DEVNET)
  reader = await StargateClient.connect(node.rpcUrl)
  ;[alice, bob, poor, amino] = await Promise.all([
    directWallet(KEYS.alice, 'cosmos'),
    directWallet(KEYS.bob, 'cosmos'),
    directWallet(KEYS.carol, 'cosmos'),
    aminoWallet(KEYS.dave, 'cosmos'),
  ])
  node.fund(alice.address, [{ denom: 'uatom', amount: '10000000' }])
  node.fund(poor.address, [{ denom: 'uatom', amount: '100' }])
  node.fund(amino.address, [{ denom: 'uatom', amount: '10000000' }])
})
afterAll(async () => {
  reader.disconnect()
  await node.stop()
})

/** Everything a refused transaction must leave as it was. */
async function snapshot() {
  const addresses = [alice.address, bob.address, poor.address, amino.address]
  const balances = await Promise.all(addresses.map((address) => reader.getAllBalances(address)))
  const sequences = await Promise.all(
    addresses.map((address) => reader.getAccount(address).then((a) => a?.sequence)),
  )
  return { balances, sequences, height: await reader.getHeight() }
}

/** Broadcasts `bytes` and expects CheckTx to refuse them with `code` (codespace sdk) and `log`. */
async function expectRefused(bytes: Uint8Array, code: number, log: string | RegExp) {
  const before = await snapshot()
  const error: unknown = await reader.broadcastTxSync(bytes).then(
    () => undefined,
    (refusal: unknown) => refusal,
  )
  expect(error).toBeInstanceOf(BroadcastTxError)
  expect(error).toMatchObject({ code, codespace: 'sdk' })
  const { log: written } = error as BroadcastTxError
  if (typeof log === 'string') expect(written).toBe(log)
  else expect(written).toMatch(log)
  expect(await snapshot()).toEqual(before)
}

/** Alice's account number and sequence, as the chain has them now. */
const aliceSigner = async () => ({ ...(await reader.getSequence(alice.address)), chainId: CHAIN_ID })

/** A send of `amount` uatom from alice to bob, signed by alice's direct wallet with `signer` data. */
async function aliceSend(
  signer: Awaited<ReturnType<typeof aliceSigner>>,
  amount = '1000',
  stdFee = fee('600', 'uatom'),
) {
  return signOffline(
    alice.wallet,
    alice.address,
    [sendMessage(alice.address, bob.address, amount, 'uatom')],
    stdFee,
    signer,
  )
}

function withSignature(bytes: Uint8Array, signature: Uint8Array): Uint8Array {
  return TxRaw.encode({ ...TxRaw.decode(bytes), signatures: [signature] }).finish()
}

const badSignature = (accountNumber: bigint) =>
  `signature verification failed; please verify account number (${accountNumber}) and chain-id (${CHAIN_ID}): (unable to verify single signer signature): unauthorized`

describe('transactions the local Cosmos node refuses at CheckTx', () => {
  it('a signature with one bit flipped (unauthorized, 4)', async () => {
    const signer = await aliceSigner()
    const bytes = await aliceSend(signer)
    const signature = TxRaw.decode(bytes).signatures[0] ?? new Uint8Array()
    const flipped = signature.slice()
    flipped[10] = (flipped[10] ?? 0) ^ 1
    await expectRefused(withSignature(bytes, flipped), 4, badSignature(signer.accountNumber))
  })

  it('a body changed after signing: a larger amount under the same signature (4)', async () => {
    const signer = await aliceSigner()
    const raw = TxRaw.decode(await aliceSend(signer))
    const body = TxBody.decode(raw.bodyBytes)
    const send = MsgSend.decode(body.messages[0]?.value ?? new Uint8Array())
    const richer = MsgSend.encode({ ...send, amount: [{ denom: 'uatom', amount: '9000000' }] }).finish()
    const bodyBytes = TxBody.encode({
      ...body,
      messages: [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: richer }],
    }).finish()
    await expectRefused(TxRaw.encode({ ...raw, bodyBytes }).finish(), 4, badSignature(signer.accountNumber))
  })

  it("a valid signature's high-s twin, which verifies mathematically but is malleable (4)", async () => {
    const signer = await aliceSigner()
    const bytes = await aliceSend(signer)
    const raw = TxRaw.decode(bytes)
    const signature = secp256k1.Signature.fromCompact(raw.signatures[0] ?? new Uint8Array())
    const twin = new secp256k1.Signature(signature.r, secp256k1.CURVE.n - signature.s).toCompactRawBytes()
    // The twin is a valid ECDSA signature of the same bytes: only the low-s rule refuses it.
    const signed = sha256(
      SignDoc.encode({ ...raw, chainId: CHAIN_ID, accountNumber: signer.accountNumber }).finish(),
    )
    expect(secp256k1.verify(twin, signed, alice.pubkey, { lowS: false })).toBe(true)
    await expectRefused(withSignature(bytes, twin), 4, badSignature(signer.accountNumber))
  })

  it('a transaction signed for another chain id (4)', async () => {
    const signer = await aliceSigner()
    await expectRefused(
      await aliceSend({ ...signer, chainId: 'foyer-osmo-1' }),
      4,
      badSignature(signer.accountNumber),
    )
  })

  it('a transaction signed with another account number (4)', async () => {
    const signer = await aliceSigner()
    await expectRefused(
      await aliceSend({ ...signer, accountNumber: signer.accountNumber + 1n }),
      4,
      badSignature(signer.accountNumber),
    )
  })

  it('an amino-signed transaction for another chain id, with the amino wording (4)', async () => {
    const signer = { ...(await reader.getSequence(amino.address)), chainId: 'foyer-osmo-1' }
    const bytes = await signOffline(
      amino.wallet,
      amino.address,
      [sendMessage(amino.address, bob.address, '5', 'uatom')],
      fee('600', 'uatom'),
      signer,
    )
    await expectRefused(
      bytes,
      4,
      `signature verification failed; please verify account number (${signer.accountNumber}), sequence (${signer.sequence}) and chain-id (${CHAIN_ID}): unauthorized`,
    )
  })

  it('a stale sequence, and one from the future (incorrect account sequence, 32)', async () => {
    const signer = await aliceSigner()
    // Another amount than the send below, so not the same bytes (those the mempool cache refuses).
    const stale = await aliceSend(signer, '2')
    const client = await signingClient(node, alice.wallet)
    expect(
      (
        await client.sendTokens(
          alice.address,
          bob.address,
          [{ denom: 'uatom', amount: '1' }],
          fee('600', 'uatom'),
        )
      ).code,
    ).toBe(0)
    const next = signer.sequence + 1
    await expectRefused(
      stale,
      32,
      `account sequence mismatch, expected ${next}, got ${signer.sequence}: incorrect account sequence`,
    )
    const future = await aliceSend({ ...signer, sequence: next + 5 }, '1')
    await expectRefused(
      future,
      32,
      `account sequence mismatch, expected ${next}, got ${next + 5}: incorrect account sequence`,
    )
  })

  it('a fee under the minimum gas price, or in another denom (insufficient fee, 13)', async () => {
    const signer = await aliceSigner()
    // 0.0025 uatom per unit of gas: 500 uatom for 200,000 gas.
    await expectRefused(
      await aliceSend(signer, '1', fee('499', 'uatom')),
      13,
      'insufficient fees; got: 499uatom required: 500uatom: insufficient fee',
    )
    await expectRefused(
      await aliceSend(signer, '1', fee('5000', 'ufoy')),
      13,
      'insufficient fees; got: 5000ufoy required: 500uatom: insufficient fee',
    )
  })

  it('a fee the payer cannot pay (insufficient funds, 5)', async () => {
    const signer = { ...(await reader.getSequence(poor.address)), chainId: CHAIN_ID }
    const bytes = await signOffline(
      poor.wallet,
      poor.address,
      [sendMessage(poor.address, bob.address, '1', 'uatom')],
      fee('600', 'uatom'),
      signer,
    )
    await expectRefused(
      bytes,
      5,
      'spendable balance 100uatom is smaller than 600uatom: insufficient funds: insufficient funds',
    )
  })

  it('a public key that is not the signer’s (invalid pubkey, 8)', async () => {
    const signer = await aliceSigner()
    // Bob's wallet signs alice's send: bob's key goes in the signer info, alice is the signer.
    const bytes = await signOffline(
      bob.wallet,
      bob.address,
      [sendMessage(alice.address, bob.address, '1000', 'uatom')],
      fee('600', 'uatom'),
      signer,
    )
    await expectRefused(
      bytes,
      8,
      `pubKey does not match signer address ${alice.address} with signer index: 0: invalid pubkey`,
    )
  })

  it('a transaction from an account the chain has never seen (unknown address, 9)', async () => {
    const stranger = await directWallet(KEYS.erin, 'cosmos')
    const bytes = await signOffline(
      stranger.wallet,
      stranger.address,
      [sendMessage(stranger.address, bob.address, '1', 'uatom')],
      fee('600', 'uatom'),
      { accountNumber: 0n, sequence: 0, chainId: CHAIN_ID },
    )
    await expectRefused(bytes, 9, `fee payer address: ${stranger.address} does not exist: unknown address`)
  })

  it('a gas limit its bytes alone exceed (out of gas, 11)', async () => {
    const bytes = await aliceSend(await aliceSigner(), '1', fee('3', 'uatom', '1000'))
    await expectRefused(
      bytes,
      11,
      /^out of gas in location: txSize; gasWanted: 1000, gasUsed: \d+: out of gas$/,
    )
  })

  it('bytes that are not a transaction (tx parse error, 2)', async () => {
    await expectRefused(new TextEncoder().encode('not a transaction'), 2, /: tx parse error$/)
    await expectRefused(new Uint8Array([0x0a, 0x02, 0x0a]), 2, /: tx parse error$/)
  })

  it('the same transaction twice: the second is refused by the mempool cache', async () => {
    const bytes = await aliceSend(await aliceSigner(), '1')
    await reader.broadcastTxSync(bytes)
    const before = await snapshot()
    await expect(reader.broadcastTxSync(bytes)).rejects.toThrow(/tx already exists in cache/)
    expect(await snapshot()).toEqual(before)
  })
})

describe('a send whose amount the sender does not have', () => {
  it('passes CheckTx and fails in the block (insufficient funds, 5): only the fee moves', async () => {
    const client = await signingClient(node, alice.wallet)
    const before = await snapshot()
    const aliceBefore = BigInt((await reader.getBalance(alice.address, 'uatom')).amount)
    const result = await client.sendTokens(
      alice.address,
      bob.address,
      [{ denom: 'uatom', amount: '999999999' }],
      fee('600', 'uatom'),
    )
    expect(result.code).toBe(5)
    expect(result.rawLog).toBe(
      `failed to execute message; message index: 0: spendable balance ${aliceBefore - 600n}uatom is smaller than 999999999uatom: insufficient funds`,
    )
    expect(await reader.getTx(result.transactionHash)).toMatchObject({ code: 5, height: before.height + 1 })
    expect(BigInt((await reader.getBalance(alice.address, 'uatom')).amount)).toBe(aliceBefore - 600n)
    expect(await reader.getAllBalances(bob.address)).toEqual(before.balances[1])
    expect((await reader.getAccount(alice.address))?.sequence).toBe((before.sequences[0] ?? 0) + 1)
  })

  it('fails its simulation, so fee auto never signs it (unknown request, 6)', async () => {
    const client = await signingClient(node, alice.wallet)
    await expect(
      client.sendTokens(alice.address, bob.address, [{ denom: 'uatom', amount: '999999999' }], 'auto'),
    ).rejects.toThrow(
      /^Query failed with \(6\): rpc error: code = Unknown desc = failed to execute message; message index: 0: spendable balance \d+uatom is smaller than 999999999uatom: insufficient funds With gas wanted: '0' and gas used: '\d+' : unknown request$/,
    )
  })
})
