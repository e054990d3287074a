import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isUserRejection } from '../../../core/src/errors/rpc.js'
import { type SolanaDevnet, startSolanaDevnet } from '../../devnet/solana-devnet.js'
import type { ScriptedSolanaWalletControls } from '../../wallets/solana-wallet.js'
import { connectScriptedWallet } from './scripted-connection.js'

// The Solana adapter asking a scripted Wallet Standard wallet (a real ed25519 key) to sign and send
// transactions built with real web3.js, on the local chain (LiteSVM): the chain checks every signature.

let devnet: SolanaDevnet
let rpc: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  rpc = new Connection(devnet.rpcUrl, 'confirmed')
})
afterAll(() => devnet.stop())

const connected = (options: { signAndSend?: boolean } = {}) =>
  connectScriptedWallet(devnet, { lamports: 2n * BigInt(LAMPORTS_PER_SOL), ...options })

async function transferFrom(controls: ScriptedSolanaWalletControls, to: PublicKey, lamports: number) {
  const from = new PublicKey(controls.address)
  const { blockhash } = await rpc.getLatestBlockhash()
  return new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  )
}

describe('Solana transactions through a Wallet Standard wallet, on the local chain', () => {
  it('signs a legacy transaction that the chain then accepts, and hands back a web3.js Transaction', async () => {
    const { adapter, connection, controls } = await connected()
    const to = Keypair.generate().publicKey
    const signed = await adapter.signTransaction(connection, await transferFrom(controls, to, 1_000_000))
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    const signature = await rpc.sendRawTransaction(signed.serialize())
    await rpc.confirmTransaction(signature)
    expect(await rpc.getBalance(to)).toBe(1_000_000)
  })

  it('signs and sends a v0 transaction through the wallet, and the signature confirms on chain', async () => {
    const { adapter, connection, controls } = await connected()
    const from = new PublicKey(controls.address)
    const to = Keypair.generate().publicKey
    const { blockhash } = await rpc.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: from,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 2_000_000 })],
    }).compileToV0Message()
    const signature = await adapter.signAndSendTransaction(connection, new VersionedTransaction(message))
    expect((await rpc.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await rpc.getBalance(to)).toBe(2_000_000)
    expect(controls.prompts.map((p) => p.feature)).toEqual([
      'standard:connect',
      'solana:signAndSendTransaction',
    ])
  })

  it('signs all at once with one prompt', async () => {
    const { adapter, connection, controls } = await connected()
    const transactions = [
      await transferFrom(controls, Keypair.generate().publicKey, 1_000),
      await transferFrom(controls, Keypair.generate().publicKey, 2_000),
    ]
    const signed = await adapter.signAllTransactions(connection, transactions)
    expect(signed.map((transaction) => transaction.verifySignatures())).toEqual([true, true])
    expect(controls.prompts.filter((p) => p.feature === 'solana:signTransaction')).toHaveLength(1)
  })

  it('signs then sends over the network RPC when the wallet cannot send', async () => {
    const { adapter, connection, controls } = await connected({ signAndSend: false })
    const to = Keypair.generate().publicKey
    const signature = await adapter.signAndSendTransaction(
      connection,
      await transferFrom(controls, to, 3_000_000),
    )
    expect((await rpc.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await rpc.getBalance(to)).toBe(3_000_000)
  })

  it('reports a refusal as a rejection, and the chain refusing more lamports than the account has', async () => {
    const { adapter, connection, controls } = await connected()
    controls.rejectNext()
    const refusal = await adapter
      .signAndSendTransaction(connection, await transferFrom(controls, Keypair.generate().publicKey, 1))
      .catch((error) => error)
    expect(isUserRejection(refusal)).toBe(true)
    const tooMuch = await transferFrom(controls, Keypair.generate().publicKey, 50 * LAMPORTS_PER_SOL)
    await expect(adapter.signAndSendTransaction(connection, tooMuch)).rejects.toThrow(
      'custom program error: 0x1',
    )
  })

  it('refuses a wallet that throws a non-Error value or answers junk, with a clear error', async () => {
    const { adapter, connection, controls, wallet } = await connected()
    const transaction = await transferFrom(controls, Keypair.generate().publicKey, 1)
    controls.throwNext('kaput')
    await expect(adapter.signTransaction(connection, transaction)).rejects.toThrow('The wallet failed: kaput')
    const features = wallet.features as Record<string, unknown>
    features['solana:signTransaction'] = {
      version: '1.0.0',
      signTransaction: async () => [{ signedTransaction: new Uint8Array([1, 2, 3]) }],
    }
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      signAndSendTransaction: async () => [{ signature: new Uint8Array(63) }],
    }
    const invalid = 'The wallet answered with something that is not valid'
    await expect(adapter.signTransaction(connection, transaction)).rejects.toThrow(invalid)
    await expect(adapter.signAndSendTransaction(connection, transaction)).rejects.toThrow(invalid)
  })
})
