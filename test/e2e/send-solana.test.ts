import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { associatedTokenAddress, SOLANA_FUSD } from '../devnet/solana-tokens.js'
import { createScriptedSolanaWallet } from '../wallets/solana-wallet.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { injectSolanaWallet } from './support/injected-solana-wallet.js'
import { pickToken } from './support/send-form.js'

/**
 * Send on Solana, end to end: the demo in Chromium with a Wallet Standard wallet (a real ed25519 key
 * answered from Node) on the local chain (LiteSVM). The fee is the network's quote for the message;
 * the receiver gets exactly the amount, of SOL or of the SPL token; Solana's rent rule is said before
 * the wallet is asked.
 */

const WALLET = 'Scripted Solana Wallet'
const run = useDemoInChromium()

async function openSend({ fusd = 0n }: { fusd?: bigint } = {}) {
  const { wallet, controls } = createScriptedSolanaWallet({
    name: WALLET,
    chains: [{ chain: 'solana:localnet', rpcUrl: run.stack.solana.rpcUrl }],
  })
  run.stack.solana.fund(controls.address, 2n * BigInt(LAMPORTS_PER_SOL))
  if (fusd > 0n) run.stack.solana.mintFusd(controls.address, fusd)
  await injectSolanaWallet(run.page, wallet)
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.connectButton.waitFor()
  await run.demo.connectWith(WALLET)
  await run.demo.accountButton(`${controls.address.slice(0, 4)}…${controls.address.slice(-4)}`).click()
  await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
  await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  const form = run.page.getByRole('dialog', { name: 'Send' }).locator('form.foyer-send')
  await form.getByLabel(/^Amount/).waitFor()
  return { form, controls }
}

describe('Send on Solana in Chromium', () => {
  it('sends SOL: the quoted fee shows, the wallet signs and sends, the receiver gets exactly the amount', async () => {
    const { form, controls } = await openSend()
    const receiver = Keypair.generate().publicKey
    await form.getByLabel(/^Amount/).fill('0.25')
    await form.getByLabel('To', { exact: true }).fill(receiver.toBase58())
    await form.getByText('Network fee', { exact: true }).waitFor()
    expect(await form.textContent()).toContain('Network feeUp to 0.000005 SOLReceiver gets0.25 SOL')
    await expectAccessible(run.page, 'Send on Solana, quoted')
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    const chain = new Connection(run.stack.solana.rpcUrl, 'confirmed')
    await expect.poll(() => chain.getBalance(receiver)).toBe(0.25 * LAMPORTS_PER_SOL)
    expect(controls.prompts.map((prompt) => prompt.feature)).toContain('solana:signAndSendTransaction')
  })

  it("sends the SPL token: the receiver's token account is opened in the same transaction, and the fee says so", async () => {
    const { form, controls } = await openSend({ fusd: 25_000_000n })
    const token = form.getByLabel('Token', { exact: true })
    await pickToken(token, 'FUSD')
    const receiver = Keypair.generate().publicKey.toBase58()
    await form.getByLabel(/^Amount/).fill('2.5')
    await form.getByLabel('To', { exact: true }).fill(receiver)
    await form.getByText('Receiver gets', { exact: true }).waitFor()
    expect(await form.textContent()).toContain(
      "Network feeUp to 0.00204428 SOLIncludes 0.00203928 SOL to open the receiver's FUSD accountReceiver gets2.5 FUSD",
    )
    await expectAccessible(run.page, 'Send an SPL token on Solana, quoted')
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    const chain = new Connection(run.stack.solana.rpcUrl, 'confirmed')
    const held = async () => {
      const account = await chain.getAccountInfo(
        new PublicKey(associatedTokenAddress(receiver, SOLANA_FUSD.address)),
      )
      return account?.data.readBigUInt64LE(64)
    }
    await expect.poll(held).toBe(2_500_000n)
    expect(controls.prompts.map((prompt) => prompt.feature)).toContain('solana:signAndSendTransaction')
  })

  it("says Solana's rent rule before the wallet is asked, and an address that is none", async () => {
    const { form, controls } = await openSend()
    await form.getByLabel(/^Amount/).fill('0.0001')
    await form.getByLabel('To', { exact: true }).fill(Keypair.generate().publicKey.toBase58())
    await form
      .getByRole('alert')
      .getByText('A new Solana account needs at least 0.00089088 SOL: send at least that much')
      .waitFor()
    expect(await form.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
    await expectAccessible(run.page, 'Send on Solana, rent')
    await form.getByLabel('To', { exact: true }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await expect
      .poll(() => form.locator('.foyer-send-hint').textContent())
      .toBe('This is not a valid Solana address')
    expect(controls.prompts.map((prompt) => prompt.feature)).not.toContain('solana:signAndSendTransaction')
  })
})
