import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { verifyBitcoinSignature } from '../../core/src/siwx/server/bip122.js'
import { BITCOIN_DEV_PRIVATE_KEY } from '../devnet/local-networks.js'
import { bitcoinKey } from '../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet, type ScriptedBitcoinWallet } from '../wallets/bitcoin-wallet.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { injectBitcoinWallet } from './support/injected-bitcoin-wallet.js'
import { scanQr } from './support/scan-qr.js'

/**
 * Bitcoin end to end: the demo in Chromium with a sats-connect wallet injected into the page and
 * answered from Node by a scripted wallet with a real key, on the demo stack's local Bitcoin chain
 * (regtest behind Esplora's API). Signatures are checked in Node with Foyer's server verifier (bip322-js).
 */

const WALLET = 'Foyer BTC'
const MESSAGE = 'Hello from the Foyer demo'
// The wallets' keys: one per test that reads a balance, so each address holds what that test paid it.
const KEY = '42'.repeat(32)
const FUNDED_KEY = '43'.repeat(32)

const run = useDemoInChromium()

type Loaded = { wallet: ScriptedBitcoinWallet; short: string }

async function loadDemo(privateKeyHex = KEY): Promise<Loaded> {
  const wallet = createScriptedBitcoinWallet({ privateKeyHex, esploraUrl: run.stack.bitcoin.url })
  await injectBitcoinWallet(run.page, wallet)
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.connectButton.waitFor()
  return { wallet, short: shortenAddress(wallet.payment.address) }
}

async function connect(privateKeyHex = KEY): Promise<Loaded> {
  const loaded = await loadDemo(privateKeyHex)
  await run.demo.connectWith(WALLET)
  await run.demo.accountButton(loaded.short).waitFor()
  return loaded
}

const prompts = (wallet: ScriptedBitcoinWallet) => wallet.calls.filter((call) => call === 'wallet_connect')

/** Signs the demo's message with `protocol` through the page; the signature the page shows. */
async function signWith(protocol: 'ECDSA' | 'BIP-322'): Promise<string> {
  await run.page.getByRole('radio', { name: protocol }).check()
  await run.demo.signButton.click()
  await expect.poll(() => run.demo.signature.textContent()).toMatch(/^[A-Za-z0-9+/]{40,}={0,2}$/)
  return (await run.demo.signature.textContent()) ?? ''
}

describe('Bitcoin in Chromium through sats-connect', () => {
  it('connects: the Account view shows the payment address, the balance read from the local chain and the network; the ordinals address is offered', async () => {
    const funded = createScriptedBitcoinWallet({
      privateKeyHex: FUNDED_KEY,
      esploraUrl: run.stack.bitcoin.url,
    })
    run.stack.bitcoin.fund(funded.payment.address, 50_000_000n)
    const { wallet, short } = await connect(FUNDED_KEY)
    const account = run.demo.accountButton(short)
    await expect.poll(() => account.textContent()).toContain('0.500 BTC')
    expect(await run.demo.networkButton.textContent()).toContain('Foyer Regtest BTC')
    await account.click()
    const dialog = run.demo.dialog
    await dialog.getByRole('heading', { name: short }).waitFor()
    expect(await dialog.getByRole('heading', { name: short }).getAttribute('title')).toBe(
      wallet.payment.address,
    )
    expect(await dialog.textContent()).toContain('0.500 BTC')
    await dialog.getByRole('button', { name: 'Network: Foyer Regtest BTC' }).waitFor()
    const others = dialog.getByRole('region', { name: 'Other addresses' })
    await others.getByText(`Ordinals: ${shortenAddress(wallet.ordinals.address)}`).waitFor()
    await others.getByRole('button', { name: 'Copy ordinals address' }).waitFor()
    expect(prompts(wallet)).toHaveLength(1)
  })

  it('offers Receive: its QR code, read from the screen, is the payment address as a BIP-21 URI (never the ordinals one)', async () => {
    const { wallet, short } = await connect()
    await run.demo.accountButton(short).click()
    await run.demo.dialog.getByRole('button', { name: 'Receive' }).click()
    await run.demo.dialog.getByText(wallet.payment.address).waitFor()
    expect(await scanQr(run.page, 'receive-qr')).toBe(`bitcoin:${wallet.payment.address}`)
  })

  it('signs the message with ECDSA and with BIP-322; both signatures verify for the payment address', async () => {
    const { wallet } = await connect()
    const message = (await run.page.getByTestId('signed-message').textContent()) ?? ''
    expect(message).toBe(MESSAGE)
    const accountAddress = wallet.payment.address

    const ecdsa = await signWith('ECDSA')
    // BIP-137's 65 bytes: a recovery flag and the signature's r and s.
    expect(Buffer.from(ecdsa, 'base64')).toHaveLength(65)
    expect(
      await verifyBitcoinSignature({ data: { accountAddress }, message, signature: ecdsa }),
    ).toMatchObject({
      ok: true,
    })

    const bip322 = await signWith('BIP-322')
    expect(bip322).not.toBe(ecdsa)
    // BIP-322's simple signature: a witness (the signature and the key), longer than BIP-137's.
    expect(Buffer.from(bip322, 'base64').length).toBeGreaterThan(65)
    expect(
      await verifyBitcoinSignature({ data: { accountAddress }, message, signature: bip322 }),
    ).toMatchObject({ ok: true })
    expect(wallet.calls.filter((call) => call === 'signMessage')).toHaveLength(2)
  })

  it('a wallet answering a signature that does not verify: the page says so and stays connected', async () => {
    const { wallet, short } = await connect()
    wallet.corruptSignatures()
    await run.demo.signButton.click()
    await run.demo.signature
      .getByRole('alert')
      .getByText('The wallet answered with something that is not valid')
      .waitFor()
    expect(await run.demo.signature.textContent()).not.toMatch(/^[A-Za-z0-9+/]{40,}={0,2}$/)
    await run.demo.accountButton(short).waitFor()
    expect(await run.demo.networkButton.textContent()).toContain('Foyer Regtest BTC')
  })

  it("a refusal shows 'Connection rejected'; trying again connects", async () => {
    const { wallet, short } = await loadDemo()
    wallet.rejectNext()
    await run.demo.connectWith(WALLET)
    await run.demo.dialog.getByRole('alert').getByText('Connection rejected').waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Try again' }).click()
    await run.demo.accountButton(short).waitFor()
    expect(prompts(wallet)).toHaveLength(2)
  })

  it('the wallet moving to another network shows the unsupported network with a switch; switching back works', async () => {
    const { wallet, short } = await connect()
    wallet.moveTo('Testnet')
    await run.demo.dialog.getByText(/doesn.t support your current network/).waitFor()
    expect(await run.demo.networkButton.textContent()).toContain('Unknown Network')
    await run.demo.dialog.getByRole('button', { name: /Foyer Regtest BTC/ }).click()
    await expect.poll(() => run.demo.networkButton.textContent()).toContain('Foyer Regtest BTC')
    expect(wallet.calls).toContain('wallet_changeNetwork')
    await run.demo.accountButton(short).waitFor()
    expect(prompts(wallet)).toHaveLength(1)
  })

  it('reconnects silently after a reload', async () => {
    const { wallet, short } = await connect()
    const before = wallet.calls.length
    await run.page.reload()
    await run.demo.accountButton(short).waitFor()
    expect(prompts(wallet)).toHaveLength(1)
    expect(wallet.calls.slice(before)).toContain('wallet_getAccount')
  })
})

describe("The demo's dev wallet on Bitcoin", () => {
  it('connects with the funded payment and ordinals addresses and signs in the page with BIP-322', async () => {
    const key = bitcoinKey(BITCOIN_DEV_PRIVATE_KEY)
    const payment = key.of('p2wpkh').address
    await run.page.goto(run.stack.url)
    await run.demo.openConnect()
    await run.demo.chooseWallet('Foyer Dev Wallet Bitcoin')
    const account = run.demo.accountButton(shortenAddress(payment))
    // The demo stack pays it 1 BTC.
    await expect.poll(() => account.textContent()).toContain('1.000 BTC')
    await account.click()
    await run.demo.dialog
      .getByRole('region', { name: 'Other addresses' })
      .getByText(`Ordinals: ${shortenAddress(key.of('p2tr').address)}`)
      .waitFor()
    await run.demo.closeModal()
    const signature = await signWith('BIP-322')
    const check = await verifyBitcoinSignature({
      data: { accountAddress: payment },
      message: MESSAGE,
      signature,
    })
    expect(check).toMatchObject({ ok: true })
  })
})
