import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaDevnet, startSolanaDevnet } from '../../devnet/solana-devnet.js'

// Real @solana/web3.js (1.98) against the local chain: it builds, signs, sends and confirms
// transfers over HTTP and the WebSocket signature subscription, and the chain refuses what a
// validator refuses.

let devnet: SolanaDevnet
let connection: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.rpcUrl, 'confirmed')
})
afterAll(() => devnet.stop())

function fundedKeypair(sol = 2): Keypair {
  const keypair = Keypair.generate()
  devnet.fund(keypair.publicKey.toBase58(), BigInt(sol * LAMPORTS_PER_SOL))
  return keypair
}

async function transfer(from: Keypair, to: PublicKey, lamports: number): Promise<Transaction> {
  const { blockhash } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )
}

describe('transactions on the local Solana chain through web3.js', () => {
  it('sends and confirms a legacy transfer (WebSocket confirmation), and the balances move', async () => {
    const from = fundedKeypair()
    const to = Keypair.generate().publicKey
    const transaction = await transfer(from, to, 0.5 * LAMPORTS_PER_SOL)
    const signature = await sendAndConfirmTransaction(connection, transaction, [from])
    expect(await connection.getBalance(to)).toBe(0.5 * LAMPORTS_PER_SOL)
    // The sender paid the amount and the fee (5,000 lamports a signature).
    expect(await connection.getBalance(from.publicKey)).toBe(1.5 * LAMPORTS_PER_SOL - 5_000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(devnet.calls).toContain('sendTransaction')
    expect(devnet.calls).toContain('ws:signatureSubscribe')
  })

  it("quotes a message's fee as the chain then charges it: 5,000 lamports a signature", async () => {
    const from = fundedKeypair()
    const second = fundedKeypair()
    const to = Keypair.generate().publicKey
    const one = await transfer(from, to, LAMPORTS_PER_SOL / 10)
    expect((await connection.getFeeForMessage(one.compileMessage())).value).toBe(5_000)
    const two = (await transfer(from, to, LAMPORTS_PER_SOL / 10)).add(
      SystemProgram.transfer({ fromPubkey: second.publicKey, toPubkey: to, lamports: 1_000_000 }),
    )
    const quoted = (await connection.getFeeForMessage(two.compileMessage())).value
    expect(quoted).toBe(10_000)
    await sendAndConfirmTransaction(connection, two, [from, second])
    // The fee payer paid what was quoted, besides what it sent.
    expect(await connection.getBalance(from.publicKey)).toBe(
      2 * LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 10 - (quoted ?? 0),
    )
  })

  it('sends a v0 transaction as base64 and confirms it', async () => {
    const from = fundedKeypair()
    const to = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 10_000_000 }),
      ],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message)
    transaction.sign([from])
    const signature = await connection.sendTransaction(transaction)
    const confirmed = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(confirmed.value.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(10_000_000)
  })

  it('refuses a transaction whose signature does not match (signature verification failure)', async () => {
    const from = fundedKeypair()
    const to = Keypair.generate().publicKey
    const transaction = await transfer(from, to, 1_000)
    transaction.sign(from)
    const wire = transaction.serialize()
    // One bit of the signed message flipped: the signature no longer signs it.
    wire[wire.length - 1] = (wire[wire.length - 1] ?? 0) ^ 1
    await expect(connection.sendRawTransaction(wire, { skipPreflight: true })).rejects.toThrow(
      'Transaction signature verification failure',
    )
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('refuses a transfer of more lamports than the account has, with the logs', async () => {
    const from = fundedKeypair(1)
    const transaction = await transfer(from, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL)
    const refusal = await sendAndConfirmTransaction(connection, transaction, [from]).catch((e) => e)
    expect(refusal).toBeInstanceOf(SendTransactionError)
    expect(refusal.message).toContain('custom program error: 0x1')
    expect(refusal.transactionError.logs.join('\n')).toContain('insufficient lamports')
    expect(await connection.getBalance(from.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('refuses a transaction on a blockhash it never issued', async () => {
    const from = fundedKeypair()
    const transaction = new Transaction({
      feePayer: from.publicKey,
      recentBlockhash: new PublicKey(new Uint8Array(32).fill(7)).toBase58(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000,
      }),
    )
    transaction.sign(from)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
      'Blockhash not found',
    )
  })

  it('refuses a wire transaction that is not in the encoding it names', async () => {
    const answer = await fetch(devnet.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: ['not base64!', { encoding: 'base64' }],
      }),
    }).then((response) => response.json())
    expect(answer.error.code).toBe(-32602)
  })
})
