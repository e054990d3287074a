import { afterEach, describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { verifyBitcoinSignature } from '../../core/src/siwx/server/bip122.js'
import {
  ANVIL_PRIVATE_KEY_0,
  BITCOIN_DEMO_RECIPIENT,
  bitcoinLocalNetwork,
  DEVNET_A,
} from '../devnet/local-networks.js'
import { bitcoinKey } from '../wallets/bitcoin-keys.js'
import { createWcWallet, type WcWallet } from '../wallets/wc-wallet.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { scanQr } from './support/scan-qr.js'

/**
 * WalletConnect's Bitcoin namespace end to end: the demo proposes EVM, Solana and Bitcoin, the scripted
 * WalletConnect wallet (Node, sign-client, a real secp256k1 key) approves EVM and Bitcoin through the
 * local relay; on Foyer Regtest BTC the site signs a message through the session (verified in Node)
 * and pays, reviewed first in the modal, with a PSBT the phone wallet signs and the local chain mines.
 */

const KEY = '71'.repeat(32)

const run = useDemoInChromium()
const wallets: WcWallet[] = []
afterEach(async () => {
  await Promise.allSettled(wallets.splice(0).map((wallet) => wallet.close()))
})

describe('WalletConnect with the Bitcoin namespace', () => {
  it('pairs EVM and Bitcoin in one session; on Bitcoin the site signs and pays through it', async () => {
    const network = bitcoinLocalNetwork()
    const payment = bitcoinKey(KEY).of('p2wpkh').address
    run.stack.bitcoin.fund(payment, 30_000_000n)
    const wallet = await createWcWallet({
      relayUrl: run.stack.relay.url,
      privateKey: ANVIL_PRIVATE_KEY_0,
      chains: [DEVNET_A],
      bitcoin: {
        privateKeyHex: KEY,
        chains: [{ caipNetworkId: network.caipNetworkId, esploraUrl: run.stack.bitcoin.url }],
      },
    })
    wallets.push(wallet)

    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.chooseWallet('WalletConnect')
    await wallet.pair(await scanQr(run.page))
    const session = await wallet.nextSettlement()
    expect(session.namespaces.bip122?.accounts).toEqual([`${network.caipNetworkId}:${payment}`])
    expect(wallet.proposals[0]?.optionalNamespaces.bip122?.events).toContain('bip122_addressesChanged')
    await run.demo.accountButton('0xf39F…2266').waitFor({ timeout: 15_000 })

    await run.demo.networkButton.click()
    await run.demo.dialog.getByRole('button', { name: 'Foyer Regtest BTC', exact: true }).click()
    await run.demo.accountButton(shortenAddress(payment)).waitFor()
    await run.page.getByText('0.300 BTC').first().waitFor()

    await run.demo.signButton.click()
    await expect
      .poll(() => run.demo.signature.textContent(), { timeout: 15_000 })
      .toMatch(/^[A-Za-z0-9+/]{40,}={0,2}$/)
    const signature = (await run.demo.signature.textContent()) ?? ''
    const message = (await run.page.getByTestId('signed-message').textContent()) ?? ''
    const check = await verifyBitcoinSignature({ data: { accountAddress: payment }, message, signature })
    expect(check.ok).toBe(true)
    expect(wallet.requests.find((r) => r.method === 'signMessage')?.chainId).toBe(network.caipNetworkId)

    await run.page.getByRole('button', { name: 'Pay with Bitcoin' }).click()
    const review = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await review.getByRole('region', { name: 'Outputs' }).getByText(BITCOIN_DEMO_RECIPIENT).waitFor()
    expect(wallet.requests.some((r) => r.method === 'signPsbt')).toBe(false)
    await review.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => run.page.getByTestId('bitcoin-txid').textContent(), { timeout: 15_000 })
      .toMatch(/^[0-9a-f]{64}$/)
    const txid = (await run.page.getByTestId('bitcoin-txid').textContent()) ?? ''
    expect(run.stack.bitcoin.ledger.transaction(txid)?.inputs).toEqual([
      { address: payment, value: 30_000_000n },
    ])
  })
})
