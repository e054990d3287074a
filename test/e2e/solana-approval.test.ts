import {
  AddressLookupTableProgram,
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { splToken, wireTransaction } from '../../core/src/chains/solana/preview/preview.fixtures.js'
import { loginSolanaKey } from '../devnet/login-frame/login-keys.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail } from './support/email-login.js'

/**
 * Issue 34 on Solana, in Chromium: the embedded wallet's review shows what a site hid in a payment.
 * A v0 transfer whose recipient sits in an address lookup table (created on the local Solana chain)
 * shows that recipient and its 5 SOL, read over the network's RPC from the page; an SPL SetAuthority
 * that hands the visitor's token account to someone else is a line and a warning; a transfer with one
 * byte too many is refused: the view offers only Decline.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const EMAIL = 'sol-approvals@example.com'
const MERCHANT = new PublicKey(new Uint8Array(32).fill(7))

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/** The Solana connection's address, read in the page. */
const solanaAddress = () =>
  run.page.evaluate(() => {
    const foyer: unknown = Reflect.get(window, 'foyer')
    const connection = Reflect.get(Object(foyer), 'actor').system.get('connection.solana')
    return connection?.getSnapshot().context.connection?.accounts[0]?.address as string | undefined
  })

/**
 * Hands `wire` to the embedded wallet's `solana:signAndSendTransaction`, as a site's code would;
 * resolves with 'sent' or the error's code once the visitor decides.
 */
function signAndSend(wire: Uint8Array): Promise<string> {
  const answer = run.page.evaluate(async (base64) => {
    const foyer: unknown = Reflect.get(window, 'foyer')
    const connection = Reflect.get(Object(foyer), 'actor').system.get('connection.solana')
    const auth = connection.getSnapshot().context.connectors.find((c: { id: string }) => c.id === 'AUTH')
    const wallet = auth.provider
    const [account] = wallet.accounts
    const transaction = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    try {
      await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: 'solana:localnet',
        transaction,
      })
      return 'sent'
    } catch (error) {
      return String(Reflect.get(Object(error), 'code') ?? error)
    }
  }, Buffer.from(wire).toString('base64'))
  // A test that fails before the visitor decides closes the page under this call: not a second failure.
  answer.catch(() => {})
  return answer
}

/** A lookup table holding `addresses` on the local Solana chain, made by a funded authority. */
async function lookupTable(chain: Connection, addresses: PublicKey[]) {
  const authority = Keypair.generate()
  run.stack.solana.fund(authority.publicKey.toBase58(), 1_000_000_000n)
  const [create, table] = AddressLookupTableProgram.createLookupTable({
    authority: authority.publicKey,
    payer: authority.publicKey,
    recentSlot: await chain.getSlot(),
  })
  const extend = AddressLookupTableProgram.extendLookupTable({
    lookupTable: table,
    authority: authority.publicKey,
    payer: authority.publicKey,
    addresses,
  })
  const { blockhash } = await chain.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: authority.publicKey, recentBlockhash: blockhash }).add(
    create,
    extend,
  )
  transaction.sign(authority)
  await chain.sendRawTransaction(transaction.serialize())
  await expect
    .poll(async () => (await chain.getAddressLookupTable(table)).value?.state.addresses.length)
    .toBe(addresses.length)
  const account = (await chain.getAddressLookupTable(table)).value
  if (!account) throw new Error('the lookup table was not created')
  return account
}

describe('Solana approvals in Chromium', () => {
  it('a lookup-table transfer shows its recipient and amount, a hidden SetAuthority shows, an unreadable transfer offers only Decline', async () => {
    const solana = loginSolanaKey(EMAIL)
    await loginWithEmail(run, EMAIL)
    await expect.poll(solanaAddress, { timeout: 30_000 }).toBe(solana.address)
    await run.demo.networkButton.click()
    await run.demo.dialog.getByRole('button', { name: 'Foyer Devnet SOL', exact: true }).click()
    await run.demo.accountButton(short(solana.address)).waitFor({ timeout: 30_000 })

    const chain = new Connection(run.stack.solana.rpcUrl, 'confirmed')
    const visitor = new PublicKey(solana.address)
    const approve = run.page.getByRole('dialog', { name: 'Approve transaction' })
    const blockhash = async () => (await chain.getLatestBlockhash()).blockhash
    const decline = async (sent: Promise<string>) => {
      await approve.getByRole('button', { name: 'Decline' }).click()
      expect(await sent).toBe('RPC_4001') // the visitor declined (EIP-1193's 4001)
    }

    // A v0 transfer of 5 SOL whose recipient is only in a lookup table: the review reads the table.
    const hidden = Keypair.generate().publicKey
    const table = await lookupTable(chain, [hidden])
    const fiveSol = SystemProgram.transfer({ fromPubkey: visitor, toPubkey: hidden, lamports: 5_000_000_000 })
    const v0 = wireTransaction([fiveSol], {
      payer: visitor,
      blockhash: await blockhash(),
      version: 0,
      lookupTables: [table],
    })
    let sent = signAndSend(v0)
    await approve.getByText(hidden.toBase58()).waitFor({ timeout: 30_000 })
    await expect.poll(() => approve.getByText('5 SOL', { exact: true }).count()).toBe(2) // the line and what leaves
    await decline(sent)

    // A 0.001 SOL payment hiding SetAuthority(owner → attacker) on the visitor's token account.
    const tokens = Keypair.generate().publicKey
    const attacker = Keypair.generate().publicKey
    const pay = SystemProgram.transfer({ fromPubkey: visitor, toPubkey: MERCHANT, lamports: 1_000_000 })
    const handOver = splToken.setAuthority(tokens, visitor, 2, attacker)
    sent = signAndSend(wireTransaction([pay, handOver], { payer: visitor, blockhash: await blockhash() }))
    await approve
      .getByText(`Becomes the owner authority of ${tokens.toBase58()}`, { exact: true })
      .waitFor({ timeout: 30_000 })
    await approve
      .getByRole('alert')
      .filter({ hasText: `${attacker.toBase58()} becomes the owner authority of ${tokens.toBase58()}` })
      .waitFor()
    await decline(sent)

    // A transfer with one trailing data byte (the runtime executes it): refused, only Decline.
    const padded = new TransactionInstruction({ ...pay, data: Buffer.concat([pay.data, Buffer.of(0)]) })
    sent = signAndSend(wireTransaction([padded], { payer: visitor, blockhash: await blockhash() }))
    await approve
      .getByText(/^Foyer cannot read an instruction of this transaction/)
      .waitFor({ timeout: 30_000 })
    expect(await approve.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    await decline(sent)
  })
})
