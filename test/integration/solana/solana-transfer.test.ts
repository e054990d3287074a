import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isFoyerError } from '../../../core/src/errors/base.js'
import { maxSendable, shortfallOf } from '../../../core/src/machines/send/send.rules.js'
import { type SolanaDevnet, startSolanaDevnet } from '../../devnet/solana-devnet.js'
import { connectScriptedWallet } from './scripted-connection.js'

// The Solana adapter's transfers (the Send form's) on the local chain (LiteSVM behind a validator's
// JSON-RPC), through a scripted Wallet Standard wallet with a real key: the receiver gets exactly the
// amount, the sender pays exactly the fee the network quoted for the message, Max empties the account
// to the lamport, and Solana's rent rule is said before the wallet is asked.

let devnet: SolanaDevnet
let rpc: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  rpc = new Connection(devnet.rpcUrl, 'confirmed')
})
afterAll(() => devnet.stop())

async function connected(lamports = 2n * BigInt(LAMPORTS_PER_SOL)) {
  const { adapter, connection, controls } = await connectScriptedWallet(devnet, { lamports })
  return { transfers: await adapter.loadTransfers(), connection, address: controls.address, controls }
}

describe('SOL transfers on the local chain', () => {
  it('the receiver gets exactly the amount; the sender pays exactly the quoted fee', async () => {
    const { transfers, connection, address } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const amount = BigInt(LAMPORTS_PER_SOL / 4)
    const prepared = await transfers.prepareTransfer(connection, { to, amount })
    expect(prepared).toMatchObject({
      from: address,
      balance: 2n * BigInt(LAMPORTS_PER_SOL),
      fee: 5_000n,
      symbol: 'SOL',
    })
    const signature = await transfers.sendTransfer(connection, prepared)
    await rpc.confirmTransaction(signature)
    expect(BigInt(await rpc.getBalance(new PublicKey(to)))).toBe(amount)
    expect(BigInt(await rpc.getBalance(new PublicKey(address)))).toBe(
      2n * BigInt(LAMPORTS_PER_SOL) - amount - prepared.fee,
    )
  })

  it('Max sends the balance less the fee and leaves the account at zero, which Solana allows', async () => {
    const { transfers, connection, address } = await connected(BigInt(LAMPORTS_PER_SOL))
    const to = Keypair.generate().publicKey.toBase58()
    const probe = await transfers.prepareTransfer(connection, { to, amount: 0n })
    const max = maxSendable({ balance: probe.balance, fee: probe.fee, native: true })
    const prepared = await transfers.prepareTransfer(connection, { to, amount: max })
    expect(shortfallOf({ ...prepared, native: true })).toBeUndefined()
    await rpc.confirmTransaction(await transfers.sendTransfer(connection, prepared))
    expect(BigInt(await rpc.getBalance(new PublicKey(to)))).toBe(max)
    expect(await rpc.getBalance(new PublicKey(address))).toBe(0)
  })

  it('says the rent rule before the wallet is asked: a new account needs the minimum, and so does what is left', async () => {
    const { transfers, connection, controls } = await connected(BigInt(LAMPORTS_PER_SOL))
    const minimum = BigInt(await rpc.getMinimumBalanceForRentExemption(0))
    const toNew = Keypair.generate().publicKey.toBase58()
    const tooLittle = await transfers
      .prepareTransfer(connection, { to: toNew, amount: minimum - 1n })
      .catch((e: unknown) => e)
    expect(isFoyerError(tooLittle, 'SOLANA_RENT_MINIMUM')).toBe(true)
    expect((tooLittle as Error & { shortMessage: string }).shortMessage).toBe(
      'A new Solana account needs at least 0.00089088 SOL: send at least that much',
    )
    // Leaving 1 lamport behind would be refused by the chain too.
    const leavesDust = BigInt(LAMPORTS_PER_SOL) - 5_000n - 1n
    const dust = await transfers
      .prepareTransfer(connection, { to: toNew, amount: leavesDust })
      .catch((e: unknown) => e)
    expect(isFoyerError(dust, 'SOLANA_RENT_MINIMUM')).toBe(true)
    expect(controls.prompts.map((prompt) => prompt.feature)).not.toContain('solana:signAndSendTransaction')
  })

  it('quotes an amount over the balance with its fee, so the form says what is lacking', async () => {
    const { transfers, connection } = await connected(BigInt(LAMPORTS_PER_SOL))
    const prepared = await transfers.prepareTransfer(connection, {
      to: Keypair.generate().publicKey.toBase58(),
      amount: 5n * BigInt(LAMPORTS_PER_SOL),
    })
    expect(shortfallOf({ ...prepared, native: true })).toEqual({
      lacking: 'amount',
      needed: 5n * BigInt(LAMPORTS_PER_SOL) + 5_000n,
      available: BigInt(LAMPORTS_PER_SOL),
    })
  })
})
