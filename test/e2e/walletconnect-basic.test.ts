import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { scanQr } from './support/scan-qr.js'
import { useWcWallets, WC_SHORT_0 } from './support/walletconnect.js'

/**
 * Manual WalletConnect control in Chromium: the modal opens straight on WalletConnect's QR code
 * (ConnectingWalletConnectBasic, no Connect step), and the scripted wallet pairs from it.
 */

const run = useDemoInChromium()
const startWallet = useWcWallets(run)

describe('ConnectingWalletConnectBasic', () => {
  it('opens on the QR code with no Connect step; the wallet scans it and the account shows', async () => {
    const wallet = await startWallet()
    await run.page.goto(`${run.stack.url}?devWallet=off&manualWalletConnect=on`)
    await run.demo.openConnect()
    await run.demo.dialog.getByTestId('walletconnect-qr').waitFor()
    expect(await run.demo.dialog.locator('[data-method]').count(), 'no Connect view').toBe(0)
    await wallet.pair(await scanQr(run.page))
    await run.demo.accountButton(WC_SHORT_0).waitFor({ timeout: 15_000 })
    expect(wallet.proposals).toHaveLength(1)
  })
})
