import type { Locator, Page } from 'playwright-core'

/**
 * The demo page with a wallet connected or about to be: the page's account, network and sign buttons
 * and the modal's wallet views, as a visitor finds them.
 *
 * @example
 * const demo = new WalletPage(page)
 * await demo.connectWith('Scripted Wallet')
 */
export class WalletPage {
  readonly dialog: Locator
  readonly connectButton: Locator
  readonly networkButton: Locator
  readonly signButton: Locator
  readonly signature: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
    this.connectButton = page.getByRole('button', { name: 'Connect wallet' }).first()
    this.networkButton = page.getByTestId('network-button').getByRole('button')
    this.signButton = page.getByRole('button', { name: 'Sign a message' })
    this.signature = page.getByTestId('signature')
  }

  /** The page's account button (shows the short address once connected). */
  accountButton(shortAddress: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${escapeRegExp(shortAddress)}`) })
  }

  /** Connector rows of the Connect view (browser wallets, WalletConnect), in the order shown. */
  walletNames(): Promise<string[]> {
    // Connector rows only: the directory's featured and recommended wallets are not connectors.
    return this.dialog.locator('[data-group] [data-connector-id] .foyer-wallet-name').allTextContents()
  }

  /** Group names of the Connect view, in order. */
  groups(): Promise<(string | null)[]> {
    return this.dialog
      .locator('[data-group]')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-group')))
  }

  async openConnect(): Promise<void> {
    await this.connectButton.click()
    await this.dialog.waitFor({ state: 'visible' })
  }

  async chooseWallet(name: string): Promise<void> {
    await this.dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) }).click()
  }

  /** Closes the modal with its Close button and waits until it is gone. */
  async closeModal(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).click()
    await this.dialog.waitFor({ state: 'hidden' })
  }

  /** Opens the Connect view and picks the wallet named `name`. */
  async connectWith(name: string): Promise<void> {
    await this.openConnect()
    await this.chooseWallet(name)
  }

  /** Foyer's keys in localStorage. */
  storedKeys(): Promise<string[]> {
    return this.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('foyer:')))
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
