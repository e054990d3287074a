import { describe, expect, it } from 'vitest'
import type { WcWallet } from '../wallets/wc-wallet.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { scanQr } from './support/scan-qr.js'
import {
  connectOverWalletConnect as connectOverWalletConnectIn,
  WC_SHORT_0 as SHORT_0,
  useWcWallets,
} from './support/walletconnect.js'

/**
 * WalletConnect when its relay goes away, end to end: the demo in Chromium, the scripted
 * WalletConnect wallet (Node, sign-client) and the local relay, taken down and brought back up while
 * the visitor connects or is connected. The URI reaches the wallet only by decoding the QR code from a
 * screenshot, as a phone camera would.
 */

const run = useDemoInChromium()
const startWallet = useWcWallets(run)
const connectOverWalletConnect = (wallet: WcWallet) => connectOverWalletConnectIn(run, wallet)

describe('WalletConnect when its relay goes away', () => {
  it('a relay that does not answer: the error and "Try again" instead of a skeleton; back up, the retry pairs', async () => {
    // The page's clock runs as usual until the test moves it past the relay's 10 s (installed before
    // the page loads: the page's timers are the clock's from the start).
    await run.page.clock.install()
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.stack.relay.down()
    try {
      await run.demo.openConnect()
      await run.demo.chooseWallet('WalletConnect')
      const failure = run.demo.dialog.getByRole('alert')
      // The relay gets 10 s to give a URI: still waiting; the clock moved on 10 s (the page's own time
      // only adds to it), it gives up.
      expect(await failure.count()).toBe(0)
      await run.page.clock.runFor(10_000)
      await failure.waitFor()
      expect(await failure.textContent()).toMatch(/relay does not answer/)
    } finally {
      await run.stack.relay.up()
    }
    // The phone's wallet was never cut off: it starts once the relay is reachable again.
    const wallet = await startWallet()
    await run.demo.dialog.getByRole('button', { name: 'Try again' }).click()
    await wallet.pair(await scanQr(run.page))
    await run.demo.accountButton(SHORT_0).waitFor({ timeout: 15_000 })
  })

  it('a relay restarted while the QR code shows: "Reconnecting…", then a fresh QR code a wallet can pair with', async () => {
    const wallet = await startWallet()
    // The page's clock runs as usual until the test moves it past the 3 s blip (installed before the
    // page loads: the page's timers are the clock's from the start).
    await run.page.clock.install()
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.chooseWallet('WalletConnect')
    const before = await scanQr(run.page)
    // A restart takes a few seconds, and the restarted relay forgot the proposal the URI points to:
    // that QR code is dead. (A blip under 3 s keeps it: a running relay holds the proposal.)
    await run.stack.relay.down()
    try {
      await run.demo.dialog.getByText('Reconnecting to WalletConnect…').waitFor({ timeout: 10_000 })
      expect(await run.page.getByTestId('walletconnect-qr').count()).toBe(0)
      await run.page.clock.runFor(4_000)
    } finally {
      await run.stack.relay.up()
    }
    const fresh = await scanQr(run.page)
    expect(fresh).not.toBe(before)
    await wallet.pair(fresh)
    await run.demo.accountButton(SHORT_0).waitFor({ timeout: 15_000 })
  })
})

describe('WalletConnect when its relay goes away mid-session', () => {
  it('a toast says it is reconnecting, then that it is back, and the wallet still signs', async () => {
    const wallet = await startWallet()
    await connectOverWalletConnect(wallet)
    await run.stack.relay.down()
    try {
      await run.page.getByText('Reconnecting to WalletConnect…').waitFor({ timeout: 15_000 })
    } finally {
      await run.stack.relay.up()
    }
    await run.page.getByText('Reconnected to WalletConnect').waitFor({ timeout: 30_000 })
    await run.demo.signButton.click()
    await run.demo.signature.waitFor({ timeout: 30_000 })
    expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')
  })
})
