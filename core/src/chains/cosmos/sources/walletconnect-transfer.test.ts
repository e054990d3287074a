import { Secp256k1Wallet } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toHex } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet, decodeTxRaw, makeSignBytes } from '@cosmjs/proto-signing'
import { describe, expect, it } from 'vitest'
import { type ReviewedSend, sendDocumentOf } from '../transfer/send-document.js'
import { signedSendOf } from '../transfer/signed-send.js'
import { chains, codeOf, phoneWallet, randomKey } from './walletconnect.fixtures.js'
import { walletConnectCosmosPort } from './walletconnect.js'
import { lazyWalletConnectCosmosPort } from './walletconnect.load.js'

// Transfers over a WalletConnect session: the SIGN_MODE_DIRECT document goes out as the reference writes
// it (base64 bytes, a decimal account number) on the chain it is for, and the phone wallet's answer,
// read back into Keplr's shape, passes or fails the Keplr path's checks (signed-send.ts) as it should.
// CosmJS's direct wallet signs (the oracle) and verifies the transaction that comes out.

describe('a transfer through cosmos_signDirect', () => {
  async function reviewedFor(wallet: Awaited<ReturnType<typeof phoneWallet>>): Promise<ReviewedSend> {
    return {
      chainId: 'cosmoshub-4',
      accountNumber: 7n,
      sequence: 3n,
      from: await wallet.addressOn('cosmos'),
      to: (await (await Secp256k1Wallet.fromKey(randomKey(), 'cosmos')).getAccounts())[0]?.address ?? '',
      amount: 1_234_567n,
      denom: 'uatom',
      memo: '',
      publicKey: wallet.publicKey,
      fee: 2_183n,
      gasLimit: 87_283n,
    }
  }

  it('sends the document in base64 with a decimal account number, on its chain; the answer passes the Keplr checks and its signature verifies', async () => {
    const wallet = await phoneWallet()
    const port = walletConnectCosmosPort(wallet.session, chains)
    const reviewed = await reviewedFor(wallet)
    const doc = sendDocumentOf(reviewed)
    const answer = await port.signDirect('cosmoshub-4', reviewed.from, doc, {
      preferNoSetFee: true,
      preferNoSetMemo: true,
    })
    expect(wallet.requests.at(-1)).toEqual({
      method: 'cosmos_signDirect',
      chainId: 'cosmos:cosmoshub-4',
      params: {
        signerAddress: reviewed.from,
        signDoc: {
          chainId: 'cosmoshub-4',
          accountNumber: '7',
          authInfoBytes: toBase64(doc.authInfoBytes),
          bodyBytes: toBase64(doc.bodyBytes),
        },
      },
    })
    const tx = decodeTxRaw(signedSendOf(answer, reviewed))
    const [signature] = tx.signatures
    expect(signature).toBeDefined()
    const digest = sha256(makeSignBytes(doc))
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(signature ?? new Uint8Array()),
        digest,
        wallet.publicKey,
      ),
    ).toBe(true)
  })

  it('refuses a document the wallet changed, answers in hex, and junk', async () => {
    // The wallet signs the document asked for; `answerOf` makes what it answers from it and the signature.
    let answerOf: (signed: Record<string, string>, signature: unknown) => unknown = (signed, signature) => ({
      signature,
      signed,
    })
    const key = randomKey()
    const direct = await DirectSecp256k1Wallet.fromKey(key, 'cosmos')
    const wallet = await phoneWallet({
      key,
      script: async (method, params) => {
        if (method !== 'cosmos_signDirect') return undefined
        const doc = params.signDoc as Record<string, string>
        const { signature } = await direct.signDirect(String(params.signerAddress), {
          chainId: String(doc.chainId),
          accountNumber: BigInt(String(doc.accountNumber)),
          authInfoBytes: fromBase64(String(doc.authInfoBytes)),
          bodyBytes: fromBase64(String(doc.bodyBytes)),
        })
        return answerOf(doc, signature)
      },
    })
    const port = walletConnectCosmosPort(wallet.session, chains)
    const reviewed = await reviewedFor(wallet)
    const doc = sendDocumentOf(reviewed)
    const outcome = async () => {
      try {
        signedSendOf(
          await port.signDirect('cosmoshub-4', reviewed.from, doc, {
            preferNoSetFee: true,
            preferNoSetMemo: true,
          }),
          reviewed,
        )
        return 'accepted'
      } catch (error) {
        return codeOf(error)
      }
    }
    expect(await outcome()).toBe('accepted')
    answerOf = (signed, signature) => ({ signature, signed: { ...signed, accountNumber: '8' } })
    expect(await outcome()).toBe('COSMOS_SIGNED_TRANSFER_CHANGED')
    answerOf = (signed, signature) => ({ signature, signed: { ...signed, chainId: 'osmosis-1' } })
    expect(await outcome()).toBe('COSMOS_SIGNED_TRANSFER_CHANGED')
    // WalletConnect's example dapp writes the bytes in hex: not the reference's base64, refused.
    answerOf = (signed, signature) => ({
      signature,
      signed: {
        ...signed,
        bodyBytes: toHex(fromBase64(signed.bodyBytes ?? '')),
        authInfoBytes: toHex(fromBase64(signed.authInfoBytes ?? '')),
      },
    })
    expect(await outcome()).toBe('COSMOS_INVALID_WALLET_ANSWER')
    for (const junk of ['signed', null, { signed: 'x' }]) {
      answerOf = () => junk
      expect(await outcome()).toBe('COSMOS_INVALID_WALLET_ANSWER')
    }
  })
})

describe('the port loaded on first use', () => {
  it('names the phone wallet without loading, and forwards every call once loaded', async () => {
    const wallet = await phoneWallet()
    const port = lazyWalletConnectCosmosPort(wallet.session, chains)
    expect(port.walletInfo?.()).toEqual({ name: 'Phone Wallet', icon: 'https://wallet.example/icon.png' })
    let changes = 0
    const stop = port.watch(() => {
      changes += 1
    })
    expect(await port.chainIds()).toEqual(['cosmoshub-4', 'osmosis-1'])
    await port.enable(['cosmoshub-4', 'osmosis-1'])
    await expect(port.enable(['localchain-1'])).rejects.toThrow(/not in the WalletConnect session/)
    expect(await port.getKey('osmosis-1')).toMatchObject({
      algo: 'secp256k1',
      bech32Address: await wallet.addressOn('osmo'),
    })
    wallet.events.emit('accountsChanged', [])
    expect(changes).toBe(1)
    stop()
    await port.disconnect?.([])
    expect(wallet.disconnects()).toBe(1)
  })
})
