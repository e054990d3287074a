import {
  type AminoSignResponse,
  type OfflineAminoSigner,
  Secp256k1Wallet,
  type StdSignDoc,
  serializeSignDoc,
} from '@cosmjs/amino'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { SigningStargateClient } from '@cosmjs/stargate'
import { secp256k1 } from '@noble/curves/secp256k1'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { beforeAll, describe, expect, it } from 'vitest'
import { isFoyerError } from '../../../errors/base.js'
import { aminoSendDocumentOf, signedAminoSendOf } from './amino-send.js'
import type { ReviewedSend } from './send-document.js'

// The amino JSON document of a bank send and the check of what a wallet returns for it, against
// CosmJS: its SigningStargateClient, given an amino-only signer (what Keplr hands a site for a Ledger
// key), builds the document from the same facts and the transaction from the signature (the oracle for
// ours), and its amino wallet signs with a real secp256k1 key. A wallet that signs a changed document
// signs it properly here, with the same key: only the check can tell.

const randomKey = () => crypto.getRandomValues(new Uint8Array(32))
const codeOf = (error: unknown) => (isFoyerError(error) ? error.code : String(error))

let wallet: Secp256k1Wallet
let reviewed: ReviewedSend
let stranger: string
beforeAll(async () => {
  wallet = await Secp256k1Wallet.fromKey(randomKey(), 'cosmos')
  const [sender] = await wallet.getAccounts()
  const [other] = await (await Secp256k1Wallet.fromKey(randomKey(), 'cosmos')).getAccounts()
  const [third] = await (await Secp256k1Wallet.fromKey(randomKey(), 'cosmos')).getAccounts()
  if (!sender || !other || !third) throw new Error('a wallet from a key has one account')
  stranger = third.address
  reviewed = {
    chainId: 'foyer-devnet-1',
    accountNumber: 7n,
    sequence: 3n,
    from: sender.address,
    to: other.address,
    amount: 1_234_567n,
    denom: 'uatom',
    memo: '',
    publicKey: sender.pubkey,
    fee: 2_183n,
    gasLimit: 87_283n,
  }
})

/** The wallet's answer for `doc`, as CosmJS's amino wallet signs it (the document it signed, unchanged). */
const signedBy = (doc: StdSignDoc) => wallet.signAmino(reviewed.from, doc)

/** What `signedAminoSendOf` throws for `answer`, by code. */
async function refusal(answer: unknown): Promise<string> {
  try {
    await signedAminoSendOf(answer, reviewed)
  } catch (error) {
    return codeOf(error)
  }
  return 'accepted'
}

/** CosmJS's own transaction for the reviewed send, signed in amino mode, and the document it signed. */
async function cosmjsTransaction() {
  const seen: StdSignDoc[] = []
  const aminoOnly: OfflineAminoSigner = {
    getAccounts: () => wallet.getAccounts(),
    signAmino: (signer, doc): Promise<AminoSignResponse> => {
      seen.push(doc)
      return wallet.signAmino(signer, doc)
    },
  }
  const client = await SigningStargateClient.offline(aminoOnly)
  const raw = await client.sign(
    reviewed.from,
    [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: reviewed.from,
          toAddress: reviewed.to,
          amount: [{ denom: 'uatom', amount: '1234567' }],
        },
      },
    ],
    { amount: [{ denom: 'uatom', amount: '2183' }], gas: '87283' },
    '',
    { accountNumber: 7n, sequence: 3, chainId: 'foyer-devnet-1' },
  )
  return { raw, doc: seen[0] }
}

const withMessage = (doc: StdSignDoc, edit: (value: Record<string, unknown>) => Record<string, unknown>) => ({
  ...doc,
  msgs: doc.msgs.map((msg) => ({ ...msg, value: edit(msg.value) })),
})
const withFee = (doc: StdSignDoc, edit: (fee: StdSignDoc['fee']) => StdSignDoc['fee']) => ({
  ...doc,
  fee: edit(doc.fee),
})

describe('the amino document of a bank send', () => {
  it('is the one CosmJS signs for the same send, and the transaction the one CosmJS builds, byte for byte', async () => {
    const { raw, doc } = await cosmjsTransaction()
    const ours = aminoSendDocumentOf(reviewed)
    expect(doc).toBeDefined()
    expect(new TextDecoder().decode(serializeSignDoc(ours))).toBe(
      new TextDecoder().decode(serializeSignDoc(doc as StdSignDoc)),
    )
    const txBytes = await signedAminoSendOf(await signedBy(ours), reviewed)
    expect(toBase64(txBytes)).toBe(toBase64(TxRaw.encode(raw).finish()))
    const tx = decodeTxRaw(txBytes)
    expect(tx.authInfo.signerInfos[0]?.modeInfo?.single?.mode).toBe(SignMode.SIGN_MODE_LEGACY_AMINO_JSON)
    expect(tx.authInfo.signerInfos[0]?.sequence).toBe(3n)
    expect(tx.authInfo.fee?.gasLimit).toBe(87_283n)
  })
})

describe('what the wallet signed in amino JSON, checked before anything is broadcast', () => {
  it('accepts the reviewed document however its keys are ordered', async () => {
    const answer = await signedBy(aminoSendDocumentOf(reviewed))
    const reversed = Object.fromEntries(Object.entries(answer.signed).reverse())
    expect(await refusal({ ...answer, signed: reversed })).toBe('accepted')
  })

  it('refuses a document whose transfer says something else than the review, each field in turn', async () => {
    const doc = aminoSendDocumentOf(reviewed)
    const changes: Record<string, StdSignDoc> = {
      chain: { ...doc, chain_id: 'cosmoshub-4' },
      'account number': { ...doc, account_number: '8' },
      sequence: { ...doc, sequence: '4' },
      memo: { ...doc, memo: 'pay to cosmos1…' },
      receiver: withMessage(doc, (value) => ({ ...value, to_address: stranger })),
      sender: withMessage(doc, (value) => ({ ...value, from_address: stranger })),
      amount: withMessage(doc, (value) => ({ ...value, amount: [{ denom: 'uatom', amount: '1234568' }] })),
      coin: withMessage(doc, (value) => ({ ...value, amount: [{ denom: 'ustake', amount: '1234567' }] })),
      'a second coin': withMessage(doc, (value) => ({
        ...value,
        amount: [
          { denom: 'uatom', amount: '1234567' },
          { denom: 'ustake', amount: '1' },
        ],
      })),
      'another message type': {
        ...doc,
        msgs: doc.msgs.map((msg) => ({ ...msg, type: 'cosmos-sdk/MsgMultiSend' })),
      },
      'a second message': { ...doc, msgs: [...doc.msgs, ...doc.msgs] },
      'a timeout height': { ...doc, timeout_height: '100' },
      'a field of the message Foyer does not read': withMessage(doc, (value) => ({ ...value, note: 'x' })),
    }
    for (const [what, changed] of Object.entries(changes))
      expect(await refusal(await signedBy(changed)), what).toBe('COSMOS_SIGNED_TRANSFER_CHANGED')
  })

  it('refuses a fee the wallet changed, higher or lower, or a gas limit, coin, payer or granter of its own', async () => {
    const doc = aminoSendDocumentOf(reviewed)
    const changes: Record<string, StdSignDoc> = {
      higher: withFee(doc, (fee) => ({ ...fee, amount: [{ denom: 'uatom', amount: '9000' }] })),
      lower: withFee(doc, (fee) => ({ ...fee, amount: [{ denom: 'uatom', amount: '1' }] })),
      'gas limit': withFee(doc, (fee) => ({ ...fee, gas: '200000' })),
      'another coin': withFee(doc, (fee) => ({ ...fee, amount: [{ denom: 'uosmo', amount: '2183' }] })),
      'no coin': withFee(doc, (fee) => ({ ...fee, amount: [] })),
      payer: withFee(doc, (fee) => ({ ...fee, payer: stranger })),
      granter: withFee(doc, (fee) => ({ ...fee, granter: stranger })),
    }
    for (const [what, changed] of Object.entries(changes))
      expect(await refusal(await signedBy(changed)), what).toBe('COSMOS_SIGNED_FEE_CHANGED')
    // The words are the direct path's: the visitor is told to send again and keep the fee shown.
    let error: unknown
    try {
      await signedAminoSendOf(await signedBy(changes.higher as StdSignDoc), reviewed)
    } catch (caught) {
      error = caught
    }
    expect(error instanceof Error && error.message).toMatch(/changed the network fee you reviewed/)
  })

  it('refuses answers that are no signed document with a signature by the sender that verifies', async () => {
    const doc = aminoSendDocumentOf(reviewed)
    const answer = await signedBy(doc)
    const signature = fromBase64(answer.signature.signature)
    const other = await Secp256k1Wallet.fromKey(randomKey(), 'cosmos')
    const [otherAccount] = await other.getAccounts()
    const byOther = await other.signAmino(otherAccount?.address ?? '', doc)
    // The high-`s` mirror of the wallet's signature: valid for the plain curve, refused by the node.
    const parsed = secp256k1.Signature.fromCompact(signature)
    const mirrored = new secp256k1.Signature(parsed.r, secp256k1.CURVE.n - parsed.s).toCompactRawBytes()
    const flipped = Uint8Array.from(signature, (byte, index) => (index === 40 ? byte ^ 0xff : byte))
    const junk: Record<string, unknown> = {
      nothing: undefined,
      text: 'signed',
      'no signature': { signed: answer.signed },
      'no document': { signature: answer.signature },
      'messages that are no list': { ...answer, signed: { ...answer.signed, msgs: 'send' } },
      'an account number that is no number': {
        ...answer,
        signed: { ...answer.signed, account_number: 'seven' },
      },
      'a sequence that is no number': { ...answer, signed: { ...answer.signed, sequence: -3 } },
      'a signature of 63 bytes': {
        ...answer,
        signature: { ...answer.signature, signature: toBase64(signature.slice(1)) },
      },
      'a signature that is no base64': { ...answer, signature: { ...answer.signature, signature: '!!' } },
      "another key's signature and key": byOther,
      "another key's signature under the sender's key": {
        ...answer,
        signature: { ...answer.signature, signature: byOther.signature.signature },
      },
      'a signature with a byte changed': {
        ...answer,
        signature: { ...answer.signature, signature: toBase64(flipped) },
      },
      'the high-s mirror of the signature': {
        ...answer,
        signature: { ...answer.signature, signature: toBase64(mirrored) },
      },
      'another key type': {
        ...answer,
        signature: {
          ...answer.signature,
          pub_key: { ...answer.signature.pub_key, type: 'tendermint/PubKeyEd25519' },
        },
      },
    }
    for (const [what, answerOf] of Object.entries(junk))
      expect(await refusal(answerOf), what).toBe('COSMOS_INVALID_WALLET_ANSWER')
    // The mirror does verify on the plain curve: only the low-s rule refuses it.
    const { sha256 } = await import('@noble/hashes/sha2')
    expect(
      secp256k1.verify(mirrored, sha256(serializeSignDoc(doc)), reviewed.publicKey, { lowS: false }),
    ).toBe(true)
  })
})
