import { ed25519 } from '@noble/curves/ed25519'
import { beforeEach, describe, expect, it } from 'vitest'
import { verifySiwxMessage } from '../../core/src/exports/server.js'
import { decodeBase58 } from '../../core/src/networks/base58.js'
import { createScriptedSolanaWallet, type ScriptedSolanaWalletControls } from '../wallets/solana-wallet.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { type InjectedSolanaWallet, injectSolanaWallet } from './support/injected-solana-wallet.js'
import { useIphone } from './support/phone.js'
import { scanQr } from './support/scan-qr.js'

/**
 * Solana end to end: the demo in Chromium with a Wallet Standard wallet injected into the page and
 * answered from Node by a scripted wallet with a real ed25519 key, on the local Solana chain
 * (LiteSVM). Signatures are checked in Node with noble's ed25519 and Foyer's server verifier.
 */

const WALLET = 'Scripted Solana Wallet'
const MESSAGE = 'Hello from the Foyer demo'

const run = useDemoInChromium()

type Loaded = { controls: ScriptedSolanaWalletControls; injected: InjectedSolanaWallet; short: string }

async function loadDemo(query = '', options: { signIn?: boolean; lamports?: bigint } = {}): Promise<Loaded> {
  const { wallet, controls } = createScriptedSolanaWallet({
    name: WALLET,
    chains: [{ chain: 'solana:localnet', rpcUrl: run.stack.solana.rpcUrl }],
    signIn: options.signIn ?? false,
  })
  run.stack.solana.fund(controls.address, options.lamports ?? 2_000_000_000n)
  const injected = await injectSolanaWallet(run.page, wallet)
  await run.page.goto(`${run.stack.url}?devWallet=off${query}`)
  await run.demo.connectButton.waitFor()
  return { controls, injected, short: `${controls.address.slice(0, 4)}…${controls.address.slice(-4)}` }
}

const features = (controls: ScriptedSolanaWalletControls) =>
  controls.prompts.filter((prompt) => !prompt.silent).map((prompt) => prompt.feature)

const storedSessions = () =>
  run.page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('foyer:siwx-sessions:'))
      .flatMap((key) => JSON.parse(localStorage.getItem(key) ?? '[]')),
  )

describe('Solana in Chromium through the Wallet Standard', () => {
  it('offers Receive: its QR code, read from the screen, is a Solana Pay URI for the address', async () => {
    const { controls, short } = await loadDemo()
    await run.demo.connectWith(WALLET)
    await run.demo.accountButton(short).click()
    await run.demo.dialog.getByRole('button', { name: 'Receive' }).click()
    await run.demo.dialog.getByText(controls.address).waitFor()
    expect(await scanQr(run.page, 'receive-qr')).toBe(`solana:${controls.address}`)
  })

  it('connects: the Account view shows the address and the SOL balance read from the local chain; a signature verifies', async () => {
    const { controls, short } = await loadDemo('', { lamports: 1_250_000_000n })
    await run.demo.connectWith(WALLET)
    await run.demo.accountButton(short).waitFor()
    await run.page.getByText('1.250 SOL').first().waitFor()
    await run.demo.accountButton(short).click()
    await run.demo.dialog.getByText(short).waitFor()
    await run.demo.dialog.getByText('Foyer Devnet SOL').waitFor()
    await run.demo.closeModal()

    await run.demo.signButton.click()
    await expect.poll(() => run.demo.signature.textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    const signature = (await run.demo.signature.textContent()) ?? ''
    const bytes = decodeBase58(signature)
    expect(bytes).toHaveLength(64)
    const publicKey = decodeBase58(controls.address) ?? new Uint8Array()
    expect(ed25519.verify(bytes ?? new Uint8Array(), new TextEncoder().encode(MESSAGE), publicKey)).toBe(true)
  })

  it("a refusal shows 'Connection rejected'; trying again connects", async () => {
    const { controls, short } = await loadDemo()
    controls.rejectNext()
    await run.demo.connectWith(WALLET)
    await run.demo.dialog.getByText('Connection rejected').waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Try again' }).click()
    await run.demo.accountButton(short).waitFor()
    expect(features(controls)).toEqual(['standard:connect', 'standard:connect'])
  })

  it('reconnects silently after a reload', async () => {
    const { controls, short } = await loadDemo()
    await run.demo.connectWith(WALLET)
    await run.demo.accountButton(short).waitFor()
    await run.page.reload()
    await run.demo.accountButton(short).waitFor()
    expect(features(controls)).toEqual(['standard:connect'])
    expect(controls.prompts.filter((prompt) => prompt.silent).length).toBeGreaterThan(0)
  })

  it('a wallet that unregisters leaves the list and its connection ends', async () => {
    const { injected, short } = await loadDemo()
    await run.demo.connectWith(WALLET)
    await run.demo.accountButton(short).waitFor()
    await injected.unregister()
    await run.demo.connectButton.waitFor()
    await run.demo.openConnect()
    expect(await run.demo.walletNames()).not.toContain(WALLET)
  })

  it('a wallet that ends the site’s access disconnects it', async () => {
    const { injected, short } = await loadDemo()
    await run.demo.connectWith(WALLET)
    await run.demo.accountButton(short).waitFor()
    await injected.emitChange('none')
    await run.demo.connectButton.waitFor()
  })
})

describe('Sign in with Solana in Chromium (sign-in required)', () => {
  async function expectVerifiedSession(address: string) {
    const [stored] = await storedSessions()
    expect(stored?.data).toMatchObject({ accountAddress: address })
    const verified = await verifySiwxMessage({
      message: stored.message,
      signature: stored.signature,
      domain: new URL(run.stack.url).host,
    })
    expect(verified).toMatchObject({ ok: true })
  }

  it('a wallet with solana:signIn connects and signs in with one prompt; the session verifies on the server', async () => {
    const { controls, short } = await loadDemo('&siwx=required', { signIn: true })
    await run.demo.connectWith(WALLET)
    await run.demo.accountButton(short).waitFor()
    await run.demo.dialog.waitFor({ state: 'detached' })
    expect(features(controls)).toEqual(['solana:signIn'])
    await expectVerifiedSession(controls.address)
  })

  it('a wallet without it connects, then signs on the sign view: two prompts; the session verifies', async () => {
    const { controls } = await loadDemo('&siwx=required')
    await run.demo.connectWith(WALLET)
    const sign = run.demo.dialog.getByRole('button', { name: 'Sign', exact: true })
    await sign.click()
    await run.demo.dialog.waitFor({ state: 'detached' })
    expect(features(controls)).toEqual(['standard:connect', 'solana:signMessage'])
    await expectVerifiedSession(controls.address)
  })
})

describe('On a phone with no Solana wallet in the browser (iPhone)', () => {
  beforeEach(() => useIphone(run))

  it('a directory Solana wallet opens the site in its own browser (universal link), with no pairing', async () => {
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    // On Solana: the network is chosen before any wallet is connected.
    await run.demo.networkButton.click()
    await run.demo.dialog.getByRole('button', { name: 'Foyer Devnet SOL', exact: true }).click()
    await run.demo.dialog.waitFor({ state: 'detached' })
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('button', { name: 'All wallets' }).click()
    await run.demo.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Phantom')
    await run.demo.dialog.getByRole('button', { name: /^Phantom/ }).click()
    const open = run.demo.dialog.getByRole('link', { name: 'Open in Phantom' })
    await open.waitFor()
    const page = new URL(run.page.url())
    expect(await open.getAttribute('href')).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`,
    )
    expect(await run.demo.dialog.getByRole('button', { name: 'Get a new link' }).count()).toBe(0)
  })
})
