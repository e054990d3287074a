import { expect } from 'vitest'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../../devnet/local-networks.js'
import { createScriptedWallet } from '../../wallets/eip1193-wallet.js'
import type { useDemoInChromium } from './demo-in-chromium.js'
import { injectWallets } from './injected-wallet.js'

/** The demo in Chromium, as a file's `useDemoInChromium()` gives it. */
type DemoRun = ReturnType<typeof useDemoInChromium>

const SCRIPTED = { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }
const SHORT_0 = '0xf39F…2266'
export const BALANCE_PATH = '/v1/account/:address/balance'

/** viem's chain for the first devnet, to send on it as the dev account. */
export const devnetChain = (rpcUrl: string) => ({
  id: DEVNET_A,
  name: 'Foyer Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

/**
 * The Account view's token and activity lists in a file's demo: connect the scripted wallet (anvil's
 * first account) and open Account, read the Tokens list row by row, wait for the devnet tokens' mints
 * in Activity, and the balance requests the API service heard.
 *
 * @example
 * const { connectAndOpenAccount, rows } = accountDataPage(run)
 */
export function accountDataPage(run: DemoRun) {
  async function connectAndOpenAccount(query = ''): Promise<void> {
    const wallet = createScriptedWallet({
      chains: run.stack.devnets.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      privateKey: ANVIL_PRIVATE_KEY_0,
      knownChainIds: [DEVNET_A, DEVNET_B],
      switchOnAdd: true,
    })
    await injectWallets(run.page, [{ info: SCRIPTED, provider: wallet.provider }])
    await run.page.goto(`${run.stack.url}?devWallet=off${query}`)
    await run.demo.connectButton.waitFor()
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).click()
    await run.demo.dialog.getByText(SHORT_0).waitFor()
  }

  // A tab panel named by its tab where the account also has Activity; a region of its own otherwise.
  const tokens = () =>
    run.demo.dialog
      .getByRole('tabpanel', { name: 'Tokens' })
      .or(run.demo.dialog.getByRole('region', { name: 'Tokens' }))

  /** Each listed token as its visible parts: name, quantity with symbol, value. */
  const rows = () =>
    tokens()
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) =>
          [...item.querySelectorAll('.foyer-token-title, .foyer-token-quantity, .foyer-token-value')].map(
            (part) => part.textContent,
          ),
        ),
      )

  /** Opens Activity and waits for the devnet tokens' mints, read from wherever the source reads. */
  async function expectMintsInActivity(): Promise<void> {
    await run.demo.dialog.getByRole('tab', { name: 'Activity' }).click()
    const activity = run.demo.dialog.getByRole('tabpanel', { name: 'Activity' })
    await expect
      .poll(() => activity.locator('.foyer-token-value').allTextContents())
      .toEqual(expect.arrayContaining(['+1,250.500 FUSD', '+42.000 FOY']))
  }

  const balanceRequests = () => run.stack.api.requests.filter((request) => request.path.endsWith('/balance'))

  return { connectAndOpenAccount, tokens, rows, expectMintsInActivity, balanceRequests }
}
