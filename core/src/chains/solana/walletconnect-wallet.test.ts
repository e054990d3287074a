import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../networks/base58.js'
import { createSessionEvents } from '../walletconnect/session-events.js'
import { isSessionPort } from '../walletconnect/session-port.js'
import type { WalletConnectSessionPort } from '../walletconnect/walletconnect-kit.types.js'
import { featureOf } from './wallet-features.js'
import { walletConnectSolanaWallet } from './walletconnect-wallet.js'

// A WalletConnect session read as a Wallet Standard wallet: WalletConnect's Solana wire shapes in and
// out (base58 messages and signatures, base64 transactions), against a session that signs with a real key.

const keypair = Keypair.generate()
const address = keypair.publicKey.toBase58()

function sessionWith(answer: (method: string, params: unknown) => unknown, paired = true) {
  const requests: { method: string; params: unknown }[] = []
  const events = createSessionEvents()
  const session: WalletConnectSessionPort = {
    isPaired: async () => paired,
    accounts: () => (paired ? [address] : []),
    async request(method, params) {
      requests.push({ method, params })
      return answer(method, params)
    },
    events,
    walletInfo: () => ({ name: 'Phone Wallet', icon: 'https://wallet.example/icon.png' }),
    disconnect: async () => {},
  }
  return { session, requests, events, wallet: walletConnectSolanaWallet(session) }
}

const transfer = () =>
  new Transaction({
    feePayer: keypair.publicKey,
    recentBlockhash: new PublicKey(new Uint8Array(32).fill(9)).toBase58(),
  }).add(
    SystemProgram.transfer({
      fromPubkey: keypair.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1,
    }),
  )
const wire = (transaction: Transaction) =>
  transaction.serialize({ requireAllSignatures: false, verifySignatures: false })

async function connected(wallet: ReturnType<typeof sessionWith>['wallet']): Promise<WalletAccount> {
  const { accounts } = await (featureOf(wallet, 'standard:connect')?.connect() ??
    Promise.reject(new Error('no connect')))
  const [account] = accounts
  if (!account) throw new Error('no account')
  return account
}

describe('a WalletConnect session as a Wallet Standard Solana wallet', () => {
  it('shares the session accounts, names the wallet, and connects silently to nothing without a session', async () => {
    const { wallet, session } = sessionWith(() => null)
    expect(isSessionPort(session)).toBe(true)
    expect(wallet.name).toBe('Phone Wallet')
    const account = await connected(wallet)
    expect(account.address).toBe(address)
    expect(encodeBase58(new Uint8Array(account.publicKey))).toBe(address)
    const unpaired = sessionWith(() => null, false).wallet
    expect(await featureOf(unpaired, 'standard:connect')?.connect({ silent: true })).toEqual({ accounts: [] })
    await expect(featureOf(unpaired, 'standard:connect')?.connect()).rejects.toThrow()
  })

  it('signs messages as base58 with the account as pubkey, and reads the base58 signature back', async () => {
    const { wallet, requests } = sessionWith((_, params) => ({
      signature: encodeBase58(
        ed25519.sign(
          decodeBase58(String(Reflect.get(params as object, 'message'))) ?? new Uint8Array(),
          keypair.secretKey.slice(0, 32),
        ),
      ),
    }))
    const account = await connected(wallet)
    const message = new TextEncoder().encode('Hello')
    const [output] = (await featureOf(wallet, 'solana:signMessage')?.signMessage({ account, message })) ?? []
    expect(requests.at(-1)).toEqual({
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey: address },
    })
    expect(ed25519.verify(output?.signature ?? new Uint8Array(), message, keypair.publicKey.toBytes())).toBe(
      true,
    )
  })

  it('puts a signature-only answer in the signer slot, and takes a signed transaction as given', async () => {
    const transaction = transfer()
    const signed = Transaction.from(wire(transaction))
    signed.sign(keypair)
    const signature = encodeBase58(signed.signatures[0]?.signature ?? new Uint8Array())
    for (const answer of [
      { signature },
      { signature, transaction: Buffer.from(signed.serialize()).toString('base64') },
    ]) {
      const { wallet, requests } = sessionWith(() => answer)
      const account = await connected(wallet)
      const [output] =
        (await featureOf(wallet, 'solana:signTransaction')?.signTransaction({
          account,
          transaction: wire(transaction),
        })) ?? []
      expect(Transaction.from(output?.signedTransaction ?? new Uint8Array()).verifySignatures()).toBe(true)
      expect(requests.at(-1)?.params).toEqual({
        transaction: Buffer.from(wire(transaction)).toString('base64'),
        pubkey: address,
      })
    }
  })

  it('refuses junk answers with a clear error', async () => {
    const invalid = 'The wallet answered with something that is not valid'
    const junk = sessionWith((method) =>
      method === 'solana_signAllTransactions' ? { transactions: ['AA=='] } : { signature: 'not base58 0OIl' },
    )
    const account = await connected(junk.wallet)
    const message = new TextEncoder().encode('Hello')
    await expect(
      featureOf(junk.wallet, 'solana:signMessage')?.signMessage({ account, message }),
    ).rejects.toThrow(invalid)
    const transaction = wire(transfer())
    await expect(
      featureOf(junk.wallet, 'solana:signTransaction')?.signTransaction(
        { account, transaction },
        { account, transaction },
      ),
    ).rejects.toThrow(invalid)
  })

  it('follows the session: changed accounts and its end reach the change listener', async () => {
    const { wallet, events } = sessionWith(() => null)
    const seen: string[][] = []
    featureOf(wallet, 'standard:events')?.on('change', ({ accounts }) => {
      seen.push((accounts ?? []).map((account) => account.address))
    })
    const other = Keypair.generate().publicKey.toBase58()
    events.emit('accountsChanged', [other])
    events.emit('disconnect')
    expect(seen).toEqual([[other], []])
  })
})
