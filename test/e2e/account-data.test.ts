import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { status } from '../devnet/api-service.js'
import { ANVIL_ADDRESS_1, ANVIL_PRIVATE_KEY_0, DEVNET_A } from '../devnet/local-networks.js'
import { accountDataPage, BALANCE_PATH, devnetChain } from './support/account-data.page.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import './support/demo-window.js'

/**
 * The Account view's Tokens and Activity end to end: the demo in Chromium, the dev account's tokens
 * deployed on the anvil chains at start, and the local API service answering the Blockchain API's
 * balance and history paths by reading those chains. What the lists show is what anvil holds and did,
 * priced by the service's table.
 *
 * What the chain source reads, and the NFTs, are in `account-data-chain.test.ts`.
 */

const run = useDemoInChromium()
const { connectAndOpenAccount, tokens, rows, balanceRequests } = accountDataPage(run)

describe('the Account view’s tokens and activity in Chromium', () => {
  it('lists ETH and both devnet ERC-20s with the balances anvil holds, their dollar values and the total', async () => {
    run.stack.api.reset()
    await connectAndOpenAccount()
    await expect.poll(rows).toContainEqual(['Foyer Dollar', '1,250.500 FUSD', '$1,250.50'])
    const listed = await rows()
    expect(listed).toContainEqual(['Foyer Token', '42.000 FOY', '$10.50'])
    expect(listed[0]?.[0]).toBe('Ether')
    expect(await tokens().locator('.foyer-tokens-header').textContent()).toMatch(/^Total\$[\d,]+\.\d\d$/)
    const [request] = balanceRequests()
    expect(request?.query).toMatchObject({
      chainId: `eip155:${DEVNET_A}`,
      currency: 'usd',
      projectId: 'foyer-demo',
    })
    // The devnets are testnets: no name is looked up there (SPEC §9).
    expect(run.stack.api.requests.filter((asked) => asked.path.startsWith('/v1/identity/'))).toEqual([])
    await expectAccessible(run.page, 'Account with tokens')
  })

  it('says the balances are unavailable when the API fails, shows the snack, and asks nothing more during the hold', async () => {
    run.stack.api.setRoute('GET', BALANCE_PATH, status(500))
    try {
      await connectAndOpenAccount()
      await run.demo.dialog.getByText('Token balances are unavailable.').waitFor()
      await run.page.getByText('Token Balance Unavailable').waitFor()
      const asked = balanceRequests().length
      expect(asked).toBeGreaterThan(0)
      // Going away from Account and back shows the list again; reads are on hold for 30 s.
      await run.demo.dialog.getByRole('button', { name: /Network:/ }).click()
      await run.demo.dialog.getByRole('button', { name: 'Back' }).click()
      await run.demo.dialog.getByText('Token balances are unavailable.').waitFor()
      expect(await run.demo.dialog.getByRole('button', { name: 'Try again' }).count()).toBe(0)
      expect(balanceRequests().length).toBe(asked)
    } finally {
      run.stack.api.reset()
    }
  })

  it('says the activity could not be read when the API fails, and lists nothing', async () => {
    run.stack.api.setRoute('GET', '/v1/account/:address/history', status(500))
    try {
      await connectAndOpenAccount()
      await run.demo.dialog.getByRole('tab', { name: 'Activity' }).click()
      await run.page.getByText('Failed to fetch transactions').waitFor()
      await run.demo.dialog.getByText('No activity on this network yet.').waitFor()
    } finally {
      run.stack.api.reset()
    }
  })

  // Last: it moves tokens the tests above count.
  it('shows a transfer made on the chain once the account data is read again', async () => {
    await connectAndOpenAccount()
    await expect.poll(rows).toContainEqual(['Foyer Dollar', '1,250.500 FUSD', '$1,250.50'])
    const [devnet] = run.stack.devnets
    const fusd = run.stack.tokens[DEVNET_A].tokens.find((token) => token.symbol === 'FUSD')
    if (!fusd) throw new Error('FUSD is not deployed on devnet A')
    const sender = createWalletClient({
      account: privateKeyToAccount(ANVIL_PRIVATE_KEY_0),
      chain: devnetChain(devnet.rpcUrl),
      transport: http(devnet.rpcUrl),
    })
    await sender.writeContract({
      address: fusd.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ANVIL_ADDRESS_1, parseUnits('10', 18)],
    })
    // What a site does after a send: ask for the tokens again.
    await run.page.evaluate(() => window.foyer?.refreshAccountData())
    await expect.poll(rows).toContainEqual(['Foyer Dollar', '1,240.500 FUSD', '$1,240.50'])

    // Activity: the transfer on top, under this month, signed as a send; the tokens' mints below it.
    await run.demo.dialog.getByRole('tab', { name: 'Activity' }).click()
    const activity = run.demo.dialog.getByRole('tabpanel', { name: 'Activity' })
    const first = activity.getByRole('listitem').first()
    await expect.poll(() => first.locator('.foyer-token-value').textContent()).toBe('-10.000 FUSD')
    const [month] = await activity.locator('.foyer-activity-month-title').allTextContents()
    expect(month).toBe(
      new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(),
      ),
    )
    expect(await first.locator('.foyer-token-title').textContent()).toBe('Send')
    expect(await activity.getByRole('listitem').allTextContents()).toContainEqual(
      expect.stringContaining('Mint'),
    )
    await expectAccessible(run.page, 'Account activity')

    // Pages of 10: more transactions than a page hold, and "Show more" reads the next by its cursor.
    for (let sent = 0; sent < 7; sent++)
      await sender.writeContract({
        address: fusd.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [ANVIL_ADDRESS_1, parseUnits('1', 18)],
      })
    await run.page.evaluate(() => window.foyer?.refreshAccountData())
    await expect.poll(() => activity.getByRole('listitem').count()).toBe(10)
    const historyAsked = () => run.stack.api.requests.filter((request) => request.path.endsWith('/history'))
    const beforeMore = historyAsked().length
    await activity.getByRole('button', { name: 'Show more' }).click()
    await expect.poll(() => activity.getByRole('listitem').count()).toBe(12)
    expect(historyAsked().at(-1)?.query.cursor).toBeTruthy()
    expect(historyAsked().length).toBe(beforeMore + 1)
    expect(await activity.getByRole('button', { name: 'Show more' }).count()).toBe(0)
  })
})
