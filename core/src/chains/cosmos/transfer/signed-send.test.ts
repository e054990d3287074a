import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet, decodeTxRaw, makeSignBytes, Registry } from '@cosmjs/proto-signing'
import { defaultRegistryTypes, SigningStargateClient } from '@cosmjs/stargate'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { AuthInfo, type SignDoc, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { beforeAll, describe, expect, it } from 'vitest'
import { isFoyerError } from '../../../errors/base.js'
import { type ReviewedSend, sendDocumentOf } from './send-document.js'
import { signedSendOf } from './signed-send.js'

// The document a bank send is signed as, and the check of what a wallet returns, against CosmJS: its
// SigningStargateClient builds the same document from the same facts (the oracle for ours), its direct
// wallet signs with a real secp256k1 key, and its decoder reads the transaction that comes out. A wallet
// that signs a changed document signs it properly here, with the same key: only the check can tell.

const randomKey = () => crypto.getRandomValues(new Uint8Array(32))
const codeOf = (error: unknown) => (isFoyerError(error) ? error.code : String(error))

let wallet: DirectSecp256k1Wallet
let reviewed: ReviewedSend
let stranger: string
beforeAll(async () => {
  wallet = await DirectSecp256k1Wallet.fromKey(randomKey(), 'cosmos')
  const [sender] = await wallet.getAccounts()
  const [other] = await (await DirectSecp256k1Wallet.fromKey(randomKey(), 'cosmos')).getAccounts()
  const [third] = await (await DirectSecp256k1Wallet.fromKey(randomKey(), 'cosmos')).getAccounts()
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

/** The wallet's answer for `doc`, as CosmJS's direct wallet signs it. */
const signedBy = (doc: SignDoc) => wallet.signDirect(reviewed.from, doc)

/** What `signedSendOf` throws for `answer`, by code. */
function refusal(answer: unknown): string {
  try {
    signedSendOf(answer, reviewed)
  } catch (error) {
    return codeOf(error)
  }
  return 'accepted'
}

const withBody = (doc: SignDoc, edit: (body: TxBody) => TxBody): SignDoc => ({
  ...doc,
  bodyBytes: TxBody.encode(edit(TxBody.decode(doc.bodyBytes))).finish(),
})
const withAuthInfo = (doc: SignDoc, edit: (authInfo: AuthInfo) => AuthInfo): SignDoc => ({
  ...doc,
  authInfoBytes: AuthInfo.encode(edit(AuthInfo.decode(doc.authInfoBytes))).finish(),
})
const withSend = (doc: SignDoc, edit: (send: MsgSend) => MsgSend) =>
  withBody(doc, (body) => ({
    ...body,
    messages: body.messages.map((m) => ({
      ...m,
      value: MsgSend.encode(edit(MsgSend.decode(m.value))).finish(),
    })),
  }))

describe('the document of a bank send', () => {
  it('is the one CosmJS signs for the same send, byte for byte', async () => {
    const client = await SigningStargateClient.offline(wallet)
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
    const doc = sendDocumentOf(reviewed)
    expect(toBase64(doc.bodyBytes)).toBe(toBase64(raw.bodyBytes))
    expect(toBase64(doc.authInfoBytes)).toBe(toBase64(raw.authInfoBytes))
    expect(doc.chainId).toBe('foyer-devnet-1')
    expect(doc.accountNumber).toBe(7n)
  })
})

describe('what the wallet signed, checked before anything is broadcast', () => {
  it('the unchanged document becomes the transaction: its bytes and the signature, which verifies', async () => {
    const doc = sendDocumentOf(reviewed)
    const answer = await signedBy(doc)
    const tx = decodeTxRaw(signedSendOf(answer, reviewed))
    const message = new Registry(defaultRegistryTypes).decode(
      tx.body.messages[0] ?? { typeUrl: '', value: new Uint8Array() },
    )
    expect(message).toEqual({
      fromAddress: reviewed.from,
      toAddress: reviewed.to,
      amount: [{ denom: 'uatom', amount: '1234567' }],
    })
    expect(tx.authInfo.fee?.amount).toEqual([{ denom: 'uatom', amount: '2183' }])
    expect(tx.authInfo.signerInfos[0]?.sequence).toBe(3n)
    const signature = tx.signatures[0] ?? new Uint8Array()
    expect(toBase64(signature)).toBe(answer.signature.signature)
    const valid = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(signature),
      sha256(makeSignBytes(doc)),
      reviewed.publicKey,
    )
    expect(valid).toBe(true)
  })

  it('takes the account number as Keplr answers it (a Long, whose text is the number) or as text', async () => {
    const answer = await signedBy(sendDocumentOf(reviewed))
    const long = { low: 7, high: 0, toString: () => '7' }
    expect(refusal({ ...answer, signed: { ...answer.signed, accountNumber: long } })).toBe('accepted')
    expect(refusal({ ...answer, signed: { ...answer.signed, accountNumber: '7' } })).toBe('accepted')
    const bytes = {
      ...answer.signed,
      bodyBytes: [...answer.signed.bodyBytes],
      authInfoBytes: [...answer.signed.authInfoBytes],
    }
    expect(refusal({ ...answer, signed: bytes })).toBe('accepted')
  })

  it('refuses a document whose transfer says something else than the review', async () => {
    const doc = sendDocumentOf(reviewed)
    const changes: Record<string, SignDoc> = {
      receiver: withSend(doc, (send) => ({ ...send, toAddress: stranger })),
      amount: withSend(doc, (send) => ({ ...send, amount: [{ denom: 'uatom', amount: '1234568' }] })),
      coin: withSend(doc, (send) => ({ ...send, amount: [{ denom: 'ustake', amount: '1234567' }] })),
      'a second coin': withSend(doc, (send) => ({
        ...send,
        amount: [...send.amount, { denom: 'ustake', amount: '1' }],
      })),
      sender: withSend(doc, (send) => ({ ...send, fromAddress: stranger })),
      memo: withBody(doc, (body) => ({ ...body, memo: 'pay to cosmos1…' })),
      'a second message': withBody(doc, (body) => ({
        ...body,
        messages: [...body.messages, ...body.messages],
      })),
      timeout: withBody(doc, (body) => ({ ...body, timeoutHeight: 10n })),
      unordered: withBody(doc, (body) => ({ ...body, unordered: true })),
      'an extension option': withBody(doc, (body) => ({
        ...body,
        nonCriticalExtensionOptions: [{ typeUrl: '/foyer.Test', value: new Uint8Array([1]) }],
      })),
      chain: { ...doc, chainId: 'cosmoshub-4' },
      'account number': { ...doc, accountNumber: 8n },
      sequence: withAuthInfo(doc, (info) => ({
        ...info,
        signerInfos: info.signerInfos.map((signer) => ({ ...signer, sequence: 4n })),
      })),
      // Field 1000 of TxBody, a varint 1: a field this decoder does not know.
      'a field Foyer cannot read': {
        ...doc,
        bodyBytes: Uint8Array.from([...doc.bodyBytes, 0xc0, 0x3e, 0x01]),
      },
    }
    for (const [what, changed] of Object.entries(changes))
      expect(refusal(await signedBy(changed)), what).toBe('COSMOS_SIGNED_TRANSFER_CHANGED')
  })

  it('refuses a fee the wallet changed, higher or lower, or a gas limit, payer or granter of its own', async () => {
    const doc = sendDocumentOf(reviewed)
    const fee = (edit: (fee: NonNullable<AuthInfo['fee']>) => NonNullable<AuthInfo['fee']>) =>
      withAuthInfo(doc, (info) => ({ ...info, fee: info.fee && edit(info.fee) }))
    const changes: Record<string, SignDoc> = {
      higher: fee((f) => ({ ...f, amount: [{ denom: 'uatom', amount: '9000' }] })),
      lower: fee((f) => ({ ...f, amount: [{ denom: 'uatom', amount: '1' }] })),
      'gas limit': fee((f) => ({ ...f, gasLimit: 200_000n })),
      payer: fee((f) => ({ ...f, payer: stranger })),
      granter: fee((f) => ({ ...f, granter: stranger })),
      'another coin': fee((f) => ({ ...f, amount: [{ denom: 'uosmo', amount: '2183' }] })),
    }
    for (const [what, changed] of Object.entries(changes))
      expect(refusal(await signedBy(changed)), what).toBe('COSMOS_SIGNED_FEE_CHANGED')
  })

  it('refuses answers that are no signed document with a 64-byte signature by the sender', async () => {
    const answer = await signedBy(sendDocumentOf(reviewed))
    const otherKey = (await (await DirectSecp256k1Wallet.fromKey(randomKey(), 'cosmos')).getAccounts())[0]
      ?.pubkey
    const signature = fromBase64(answer.signature.signature)
    const junk: Record<string, unknown> = {
      nothing: undefined,
      text: 'signed',
      'no signature': { signed: answer.signed },
      'body bytes as text': { ...answer, signed: { ...answer.signed, bodyBytes: 'CpAB…' } },
      'bytes that are no body': {
        ...answer,
        signed: { ...answer.signed, bodyBytes: Uint8Array.from([0xff, 0xff]) },
      },
      'an account number that is no number': { ...answer, signed: { ...answer.signed, accountNumber: {} } },
      'a signature of 63 bytes': {
        ...answer,
        signature: { ...answer.signature, signature: toBase64(signature.slice(1)) },
      },
      'a signature that is no base64': { ...answer, signature: { ...answer.signature, signature: '!!' } },
      "another key's signature": {
        ...answer,
        signature: {
          ...answer.signature,
          pub_key: { ...answer.signature.pub_key, value: toBase64(otherKey ?? new Uint8Array()) },
        },
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
      expect(refusal(answerOf), what).toBe('COSMOS_INVALID_WALLET_ANSWER')
  })
})
