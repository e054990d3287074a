import { address as toAddress, lamports as toLamports } from '@solana/kit'
import { PublicKey } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  TOKEN_PROGRAM,
} from '../../core/src/chains/solana/preview/token-accounts.js'

// The local Solana chain's SPL token, "Foyer Dollar" (FUSD, 6 decimals like USDC), for the demo's
// dev wallet and the tests. Its mint and the holders' associated token accounts are written into
// LiteSVM directly in the SPL Token program's layouts, so every transfer after that is the real
// program's work: balances move only by instructions it accepts.

/**
 * The devnet's SPL token as a token list names it; the mint address is fixed, so the demo can list it
 * before the chain starts.
 *
 * @example
 * chainSource({ tokens: { [solanaNetwork.caipNetworkId]: [SOLANA_FUSD] } })
 */
export const SOLANA_FUSD = {
  address: 'FoyerDo11arMint1111111111111111111111111111',
  name: 'Foyer Dollar',
  symbol: 'FUSD',
  decimals: 6,
} as const

const MINT_BYTES = 82
const ACCOUNT_BYTES = 165
/** A token account's `state`: 1 is Initialized. */
const INITIALIZED = 1

/**
 * The associated token account of `owner` for `mint` under the SPL Token program (the address every
 * wallet sends `mint` to).
 *
 * @example
 * associatedTokenAddress(wallet, SOLANA_FUSD.address)
 */
export function associatedTokenAddress(owner: string, mint: string, program: string = TOKEN_PROGRAM): string {
  const [address] = PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBuffer(), new PublicKey(program).toBuffer(), new PublicKey(mint).toBuffer()],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM),
  )
  return address.toBase58()
}

function write(svm: LiteSVM, at: string, data: Uint8Array) {
  svm.setAccount({
    address: toAddress(at),
    data,
    executable: false,
    lamports: toLamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress: toAddress(TOKEN_PROGRAM),
    space: BigInt(data.length),
  })
}

/** A mint's layout: no mint authority (the supply is fixed by what this file writes), supply, decimals. */
function mintData(supply: bigint, decimals: number): Uint8Array {
  const data = Buffer.alloc(MINT_BYTES)
  // mint_authority: COption None (4 zero bytes, 32 zero bytes), then supply, decimals, is_initialized.
  data.writeBigUInt64LE(supply, 36)
  data.writeUInt8(decimals, 44)
  data.writeUInt8(1, 45)
  return data
}

/** A token account's layout: mint, owner, amount, no delegate, Initialized, not native, no close authority. */
function tokenAccountData(mint: string, owner: string, amount: bigint): Uint8Array {
  const data = Buffer.alloc(ACCOUNT_BYTES)
  new PublicKey(mint).toBuffer().copy(data, 0)
  new PublicKey(owner).toBuffer().copy(data, 32)
  data.writeBigUInt64LE(amount, 64)
  data.writeUInt8(INITIALIZED, 108)
  return data
}

/**
 * Gives `owner` `units` more of {@link SOLANA_FUSD} (in its smallest unit) in their associated token
 * account, creating the mint on first use and keeping its supply the sum of what was given.
 *
 * @example
 * mintSolanaFusd(svm, wallet, 1_000_000_000n) // 1,000 FUSD
 */
export function mintSolanaFusd(svm: LiteSVM, owner: string, units: bigint): void {
  const mint = svm.getAccount(toAddress(SOLANA_FUSD.address))
  const supply = mint.exists ? Buffer.from(mint.data).readBigUInt64LE(36) : 0n
  write(svm, SOLANA_FUSD.address, mintData(supply + units, SOLANA_FUSD.decimals))
  const holder = associatedTokenAddress(owner, SOLANA_FUSD.address)
  const held = svm.getAccount(toAddress(holder))
  const amount = held.exists ? Buffer.from(held.data).readBigUInt64LE(64) : 0n
  write(svm, holder, tokenAccountData(SOLANA_FUSD.address, owner, amount + units))
}
