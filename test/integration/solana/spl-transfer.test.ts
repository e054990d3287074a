import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isFoyerError } from '../../../core/src/errors/base.js'
import { maxSendable, shortfallOf } from '../../../core/src/machines/send/send.rules.js'
import { solanaLocalNetwork } from '../../devnet/local-networks.js'
import { type SolanaDevnet, startSolanaDevnet } from '../../devnet/solana-devnet.js'
import { associatedTokenAddress, SOLANA_FUSD } from '../../devnet/solana-tokens.js'
import { connectScriptedWallet } from './scripted-connection.js'

// SPL token transfers through the Solana adapter on the local chain, executed by the real SPL Token
// and Associated Token Account programs (LiteSVM): the receiver gets exactly the amount, their token
// account is opened in the same transaction when missing and the sender's SOL pays exactly the fee
// shown (the network's charge plus that account's rent), and what would lose tokens is refused before
// the wallet is asked.

let devnet: SolanaDevnet
let rpc: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  rpc = new Connection(devnet.rpcUrl, 'confirmed')
})
afterAll(() => devnet.stop())

const FUSD = { address: SOLANA_FUSD.address, decimals: SOLANA_FUSD.decimals, symbol: SOLANA_FUSD.symbol }
const SOL = BigInt(LAMPORTS_PER_SOL)

async function holding(fusd: bigint) {
  const { adapter, connection, controls } = await connectScriptedWallet(devnet, { lamports: SOL })
  devnet.mintFusd(controls.address, fusd)
  return {
    adapter,
    transfers: await adapter.loadTransfers(),
    connection,
    address: controls.address,
    controls,
  }
}

const fusdOf = async (owner: string) => {
  const account = await rpc.getAccountInfo(new PublicKey(associatedTokenAddress(owner, SOLANA_FUSD.address)))
  return account ? account.data.readBigUInt64LE(64) : undefined
}

describe('SPL token transfers on the local chain', () => {
  it("opens the receiver's token account in the same transaction; the fee shown is exactly what the sender pays", async () => {
    const { transfers, connection, address } = await holding(50_000_000n)
    const to = Keypair.generate().publicKey.toBase58()
    const rent = BigInt(await rpc.getMinimumBalanceForRentExemption(165))
    const prepared = await transfers.prepareTransfer(connection, { to, amount: 12_345_678n, token: FUSD })
    expect(prepared).toMatchObject({
      balance: 50_000_000n,
      nativeBalance: SOL,
      fee: 5_000n + rent,
      receiverAccountRent: rent,
      symbol: 'FUSD',
    })
    expect(shortfallOf({ ...prepared, native: false })).toBeUndefined()
    await rpc.confirmTransaction(await transfers.sendTransfer(connection, prepared))
    expect(await fusdOf(to)).toBe(12_345_678n)
    expect(await fusdOf(address)).toBe(50_000_000n - 12_345_678n)
    expect(BigInt(await rpc.getBalance(new PublicKey(address)))).toBe(SOL - prepared.fee)
  })

  it('pays a receiver who has a token account without opening one, and Max sends every unit', async () => {
    const { transfers, connection, address } = await holding(7_000_001n)
    const to = Keypair.generate().publicKey.toBase58()
    devnet.mintFusd(to, 1n)
    const probe = await transfers.prepareTransfer(connection, { to, amount: 0n, token: FUSD })
    expect(probe.receiverAccountRent).toBeUndefined()
    expect(probe.fee).toBe(5_000n)
    const max = maxSendable({ balance: probe.balance, fee: probe.fee, native: false })
    expect(max).toBe(7_000_001n)
    const prepared = await transfers.prepareTransfer(connection, { to, amount: max, token: FUSD })
    await rpc.confirmTransaction(await transfers.sendTransfer(connection, prepared))
    expect(await fusdOf(to)).toBe(7_000_002n)
    expect(await fusdOf(address)).toBe(0n)
    expect(BigInt(await rpc.getBalance(new PublicKey(address)))).toBe(SOL - 5_000n)
  })

  it('refuses, before the wallet is asked, a token account as the receiver and a list lying about decimals', async () => {
    const { transfers, connection, address, controls } = await holding(1_000_000n)
    const someonesTokenAccount = associatedTokenAddress(address, SOLANA_FUSD.address)
    const toTokenAccount = await transfers
      .prepareTransfer(connection, { to: someonesTokenAccount, amount: 1n, token: FUSD })
      .catch((error: unknown) => error)
    expect(isFoyerError(toTokenAccount, 'RECEIVER_IS_TOKEN_ACCOUNT')).toBe(true)
    const to = Keypair.generate().publicKey.toBase58()
    const lying = await transfers
      .prepareTransfer(connection, { to, amount: 1_000_000n, token: { ...FUSD, decimals: 9 } })
      .catch((error: unknown) => error)
    expect(isFoyerError(lying, 'TOKEN_DECIMALS_MISMATCH')).toBe(true)
    const notAMint = await transfers
      .prepareTransfer(connection, { to, amount: 1n, token: { ...FUSD, address: to } })
      .catch((error: unknown) => error)
    expect(isFoyerError(notAMint, 'TOKEN_DECIMALS_MISMATCH')).toBe(true)
    expect(controls.prompts.map((prompt) => prompt.feature)).not.toContain('solana:signAndSendTransaction')
  })

  it("quotes more than is held with the numbers, and a sender's SOL too low for the new account's rent", async () => {
    const { transfers, connection } = await holding(1_000_000n)
    const to = Keypair.generate().publicKey.toBase58()
    const over = await transfers.prepareTransfer(connection, { to, amount: 2_000_000n, token: FUSD })
    expect(shortfallOf({ ...over, native: false })).toEqual({
      lacking: 'amount',
      needed: 2_000_000n,
      available: 1_000_000n,
    })
    // More than any token account can hold (a u64) is quoted too, and lacks as much.
    const huge = 2n ** 70n
    const beyond = await transfers.prepareTransfer(connection, { to, amount: huge, token: FUSD })
    expect(shortfallOf({ ...beyond, native: false })).toMatchObject({ lacking: 'amount', needed: huge })
    const poor = await connectScriptedWallet(devnet, { lamports: 1_000_000n })
    devnet.mintFusd(poor.controls.address, 5n)
    const quote = await (await poor.adapter.loadTransfers()).prepareTransfer(poor.connection, {
      to,
      amount: 5n,
      token: FUSD,
    })
    expect(shortfallOf({ ...quote, native: false })).toMatchObject({ lacking: 'fee', available: 1_000_000n })
  })

  it("reads the SPL balances of the Tokens list from the owner's token accounts", async () => {
    const { adapter, address } = await holding(3_250_000n)
    const network = solanaLocalNetwork(devnet.rpcUrl)
    const unlisted = Keypair.generate().publicKey.toBase58()
    const balances = await adapter.readTokenBalances({
      address,
      network,
      tokens: [{ ...SOLANA_FUSD }, { address: unlisted, name: 'Nothing', symbol: 'NONE', decimals: 6 }],
    })
    expect(balances).toEqual([3_250_000n, 0n])
  })
})
