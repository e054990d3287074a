import { ed25519 } from '@noble/curves/ed25519'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { decodeBase58 } from '../../core/src/networks/base58.js'
import { loginSolanaKey } from '../devnet/login-frame/login-keys.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail } from './support/email-login.js'

/**
 * The embedded wallet on Solana, in Chromium: one email login connects the login's EVM account and,
 * alongside it, its Solana account (the dev login frame derives an ed25519 key from the login). On
 * the Solana network a message and a SOL transfer show in words in the ApproveTransaction view first;
 * the frame signs only after Approve, the signature verifies with noble's ed25519 and the transfer
 * lands on the local Solana chain.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const EMAIL = 'sol@example.com'
const MESSAGE = 'Hello from the Foyer demo'
const LAMPORTS = 100_000_000 // 0.1 SOL

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`
const network = (name: string) => run.demo.dialog.getByRole('button', { name, exact: true })

/** The Solana connection's address, read in the page. */
const solanaAddress = () =>
  run.page.evaluate(() => {
    const foyer: unknown = Reflect.get(window, 'foyer')
    const connection = Reflect.get(Object(foyer), 'actor').system.get('connection.solana')
    return connection?.getSnapshot().context.connection?.accounts[0]?.address as string | undefined
  })

describe('the embedded wallet on Solana in Chromium', () => {
  it('connects the login’s Solana account alongside; a message and a transfer are approved in words, signed by the frame, verify, and hold after a reload', async () => {
    const solana = loginSolanaKey(EMAIL)
    await loginWithEmail(run, EMAIL)
    await expect.poll(solanaAddress, { timeout: 30_000 }).toBe(solana.address)

    // On the Solana network the account is the login's Solana account.
    await run.demo.networkButton.click()
    await network('Foyer Devnet SOL').click()
    await run.demo.accountButton(short(solana.address)).waitFor({ timeout: 30_000 })

    // A message: shown in words first; Approve lets the frame sign it.
    await run.demo.signButton.click()
    const approve = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approve.getByText(MESSAGE).waitFor({ timeout: 30_000 })
    await approve.getByText(solana.address).waitFor()
    await expectAccessible(run.page, 'ApproveTransaction, a Solana message')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => run.demo.signature.textContent(), { timeout: 30_000 })
      .toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    const signature = decodeBase58((await run.demo.signature.textContent()) ?? '') ?? new Uint8Array()
    const publicKey = decodeBase58(solana.address) ?? new Uint8Array()
    expect(ed25519.verify(signature, new TextEncoder().encode(MESSAGE), publicKey)).toBe(true)

    // A transfer built as a site would, signed and sent by the frame after Approve.
    const chain = new Connection(run.stack.solana.rpcUrl, 'confirmed')
    const recipient = new PublicKey(new Uint8Array(32).fill(7))
    const { blockhash } = await chain.getLatestBlockhash()
    const transfer = new Transaction({
      feePayer: new PublicKey(solana.address),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(solana.address),
        toPubkey: recipient,
        lamports: LAMPORTS,
      }),
    )
    const wire = transfer.serialize({ requireAllSignatures: false }).toString('base64')
    const sent = run.page.evaluate(async (base64) => {
      const foyer: unknown = Reflect.get(window, 'foyer')
      const connection = Reflect.get(Object(foyer), 'actor').system.get('connection.solana')
      const auth = connection.getSnapshot().context.connectors.find((c: { id: string }) => c.id === 'AUTH')
      const wallet = auth.provider
      const [account] = wallet.accounts
      const transaction = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: 'solana:localnet',
        transaction,
      })
      return Array.from(output.signature as Uint8Array)
    }, wire)
    await approve.getByText('Send a transaction').waitFor({ timeout: 30_000 })
    await approve.getByText(recipient.toBase58()).waitFor()
    await approve.getByText('0.1 SOL').first().waitFor()
    await approve.getByRole('button', { name: 'Approve' }).click()
    expect(await sent).toHaveLength(64)
    await expect.poll(() => chain.getBalance(recipient), { timeout: 30_000 }).toBe(LAMPORTS)

    // After a reload both accounts come back through the frame, without a prompt.
    await run.page.reload()
    await run.demo.accountButton(short(solana.address)).waitFor({ timeout: 30_000 })
  })

  it('one login, one disconnect: Disconnect on the Account view ends the login’s EVM and Solana accounts', async () => {
    const solana = loginSolanaKey('one-disconnect@example.com')
    const address = await loginWithEmail(run, 'one-disconnect@example.com')
    await expect.poll(solanaAddress, { timeout: 30_000 }).toBe(solana.address)
    await run.demo.accountButton(shortenAddress(address)).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await run.demo.connectButton.waitFor()
    await expect.poll(solanaAddress).toBeUndefined()
  })
})
