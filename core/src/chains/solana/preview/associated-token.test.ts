import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import type { SolanaAccount } from './account-reader.js'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  associatedAccountsCreatedBefore,
  decodeAssociatedToken,
} from './associated-token.js'
import { associatedTokenAccount } from './preview.fixtures.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-accounts.js'

// What creating an associated token account costs its funder; the amounts themselves are checked
// against LiteSVM in test/integration/solana/approval-properties.test.ts.

const funder = new PublicKey(new Uint8Array(32).fill(1))
const wallet = new PublicKey(new Uint8Array(32).fill(2))
const mint = new PublicKey(new Uint8Array(32).fill(3))
const signer = funder.toBase58()
const SYSTEM = '11111111111111111111111111111111'

function decode(
  accounts: Record<string, SolanaAccount | null> | undefined,
  program = TOKEN_PROGRAM,
  idempotent = true,
) {
  const { instruction, address } = associatedTokenAccount(funder, wallet, mint, program, idempotent)
  const readAccount = accounts && (async (key: string) => accounts[key] ?? null)
  return {
    address: address.toBase58(),
    effect: decodeAssociatedToken(
      {
        program: '',
        accounts: instruction.keys.map((meta) => meta.pubkey.toBase58()),
        data: instruction.data,
      },
      { signer, readAccount },
    ),
  }
}

describe('decodeAssociatedToken', () => {
  it('charges the rent exemption of a new account: 165 bytes on SPL Token, 170 on Token-2022 for a mint without extensions', async () => {
    expect((await decode({}).effect).lamportsOut).toBe(2_039_280n)
    const plainMint = { owner: TOKEN_2022_PROGRAM, lamports: 1n, data: new Uint8Array(82) }
    expect((await decode({ [mint.toBase58()]: plainMint }, TOKEN_2022_PROGRAM).effect).lamportsOut).toBe(
      2_074_080n,
    )
  })

  it('charges nothing for an account that exists, and only the shortfall at an address that holds SOL', async () => {
    const { address } = decode({})
    const existing = { owner: TOKEN_PROGRAM, lamports: 2_039_280n, data: new Uint8Array(165) }
    const exists = await decode({ [address]: existing }).effect
    expect(exists.lamportsOut).toBe(0n)
    expect(exists.rows[0]?.detail).toMatch(/it exists already, nothing is paid$/)
    const prefunded = { owner: SYSTEM, lamports: 39_280n, data: new Uint8Array() }
    expect((await decode({ [address]: prefunded }).effect).lamportsOut).toBe(2_000_000n)
  })

  it('charges nothing for an account an earlier instruction of the same transaction creates (found by the LiteSVM property test)', async () => {
    const { instruction, address } = associatedTokenAccount(funder, wallet, mint, TOKEN_PROGRAM, true)
    const resolved = {
      program: ASSOCIATED_TOKEN_PROGRAM,
      accounts: instruction.keys.map((meta) => meta.pubkey.toBase58()),
      data: instruction.data,
    }
    const [first, second] = associatedAccountsCreatedBefore([resolved, resolved])
    expect([...(first ?? [])]).toEqual([])
    expect([...(second ?? [])]).toEqual([address.toBase58()])
    const readAccount = async () => null
    expect(
      (await decodeAssociatedToken(resolved, { signer, readAccount, createdBefore: first })).lamportsOut,
    ).toBe(2_039_280n)
    const again = await decodeAssociatedToken(resolved, { signer, readAccount, createdBefore: second })
    expect(again.lamportsOut).toBe(0n)
    expect(again.rows[0]?.detail).toMatch(/an earlier instruction creates it, nothing is paid$/)
  })

  it('says "up to" when it cannot read the address, and cannot tell the cost for a mint with extensions', async () => {
    expect((await decode(undefined).effect).rows[0]).toMatchObject({
      amount: 'Up to 0.00203928 SOL',
      // As data: the bound's words, the rent a figure inside them.
      amountText: { text: 'Up to {amount}', values: { amount: { amount: '0.00203928', symbol: 'SOL' } } },
    })
    const extended = { owner: TOKEN_2022_PROGRAM, lamports: 1n, data: new Uint8Array(200) }
    const effect = await decode({ [mint.toBase58()]: extended }, TOKEN_2022_PROGRAM).effect
    expect(effect.rows[0]).toMatchObject({
      amount: 'Its rent (amount unknown: the mint has extensions)',
      amountText: { text: 'Its rent (amount unknown: the mint has extensions)' },
    })
    expect(effect.warnings).toHaveLength(1)
  })

  it('refuses another token program (the program would call it) and instructions it does not know', async () => {
    await expect(decode({}, SYSTEM).effect).rejects.toThrow(/for token program 1111/)
    const { instruction } = associatedTokenAccount(funder, wallet, mint)
    const accounts = instruction.keys.map((meta) => meta.pubkey.toBase58())
    await expect(
      decodeAssociatedToken(
        { program: '', accounts, data: Uint8Array.of(2) },
        { signer, readAccount: undefined },
      ),
    ).rejects.toThrow('Associated Token Account instruction 2')
  })
})
