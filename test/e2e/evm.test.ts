import { createTestClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../devnet/local-networks.js'
import {
  createScriptedWallet,
  type ScriptedProvider,
  type ScriptedWalletControls,
} from '../wallets/eip1193-wallet.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { type InjectOptions, injectWallets } from './support/injected-wallet.js'

/**
 * The EVM slice end to end: the demo in Chromium on two anvil chains, with a scripted EIP-6963 wallet
 * whose requests are answered in Node (signing with viem against anvil). Each scenario asserts what the
 * visitor sees and what the wallet or the chain saw.
 */

const SCRIPTED = { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }
const SHORT_0 = '0xf39F…2266'
const ADDRESS_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const run = useDemoInChromium()
beforeAll(async () => {
  // Distinct balances per chain, so the page can only show them by reading the right chain.
  const [a, b] = run.stack.devnets
  await createTestClient({ mode: 'anvil', transport: http(a.rpcUrl) }).setBalance({
    address: ANVIL_ADDRESS_0,
    value: parseEther('1234.56789'),
  })
  await createTestClient({ mode: 'anvil', transport: http(b.rpcUrl) }).setBalance({
    address: ANVIL_ADDRESS_0,
    value: parseEther('42.0005'),
  })
})

type Setup = { knownChainIds?: number[]; query?: string; inject?: InjectOptions; extra?: (typeof SCRIPTED)[] }

/** A fresh scripted wallet on chain A (account #0), injected before the demo loads. */
async function loadDemo(
  setup: Setup = {},
): Promise<{ provider: ScriptedProvider; controls: ScriptedWalletControls }> {
  const wallet = createScriptedWallet({
    chains: run.stack.devnets.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    privateKey: ANVIL_PRIVATE_KEY_0,
    knownChainIds: setup.knownChainIds ?? [DEVNET_A, DEVNET_B],
    switchOnAdd: true,
  })
  const extra = (setup.extra ?? []).map((info) => ({ info, provider: wallet.provider }))
  await injectWallets(run.page, [{ info: SCRIPTED, provider: wallet.provider }, ...extra], setup.inject)
  await run.page.goto(`${run.stack.url}?devWallet=off${setup.query ?? ''}`)
  await run.demo.connectButton.waitFor()
  return wallet
}

const methodsSeen = (controls: ScriptedWalletControls) => controls.requests.map((request) => request.method)

describe('an injected EVM wallet in Chromium', () => {
  it('connects, and the account shows the address and the balance read from anvil', async () => {
    const { controls } = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    const account = run.demo.accountButton(SHORT_0)
    await account.waitFor()
    await expect.poll(() => account.textContent()).toContain('1,234.567 ETH')
    expect(methodsSeen(controls)).toContain('eth_requestAccounts')
    await account.click()
    await run.demo.dialog.getByText(SHORT_0).waitFor()
    expect(await run.demo.dialog.textContent()).toContain('1,234.567 ETH')
    await expectAccessible(run.page, 'Account')
    expect(await run.demo.networkButton.textContent()).toContain('Foyer Devnet A')
  })

  it('signs a message, and the signature verifies for the connected address', async () => {
    const { controls } = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    await run.demo.signButton.click()
    await run.demo.signature.getByText(/^0x[0-9a-f]{130}$/).waitFor()
    const signature = (await run.demo.signature.textContent()) as Hex
    const message = (await run.page.getByTestId('signed-message').textContent()) ?? ''
    expect(await verifyMessage({ address: ANVIL_ADDRESS_0, message, signature })).toBe(true)
    expect(methodsSeen(controls)).toContain('personal_sign')
  })

  it('switches to the second chain, adding it first when the wallet answers 4902', async () => {
    const { controls } = await loadDemo({ knownChainIds: [DEVNET_A] })
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    await run.demo.networkButton.click()
    await run.demo.dialog.getByRole('button', { name: /Foyer Devnet B/ }).waitFor()
    await expectAccessible(run.page, 'Networks')
    await run.demo.dialog.getByRole('button', { name: /Foyer Devnet B/ }).click()
    await expect.poll(() => run.demo.networkButton.textContent()).toContain('Foyer Devnet B')
    expect(methodsSeen(controls)).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    )
    expect(controls.addedChains[0]).toMatchObject({
      chainId: '0x7a6a',
      chainName: 'Foyer Devnet B',
      rpcUrls: [run.stack.devnets[1].rpcUrl],
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    })
    expect(controls.chainId).toBe(DEVNET_B)
    // Opened from the network button for the switch, the modal closes once the wallet switched.
    await run.demo.dialog.waitFor({ state: 'detached' })
    await expect.poll(() => run.demo.accountButton(SHORT_0).textContent()).toContain('42.000 ETH')
  })

  it('shows UnsupportedChain when the wallet moves to a chain the site does not configure', async () => {
    const { controls } = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    controls.setChain(999)
    await run.demo.dialog.getByText(/doesn.t support your current network/).waitFor()
    await expectAccessible(run.page, 'UnsupportedChain')
    expect(await run.demo.networkButton.textContent()).toContain('Unknown Network')
    await run.demo.dialog.getByRole('button', { name: /Foyer Devnet A/ }).click()
    await expect.poll(() => controls.chainId).toBe(DEVNET_A)
    await expect.poll(() => run.demo.networkButton.textContent()).toContain('Foyer Devnet A')
  })

  it('follows the wallet when its accounts change', async () => {
    const { controls } = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    controls.setAccounts([ADDRESS_1])
    await run.demo.accountButton('0x7099…79C8').waitFor()
  })

  it('reconnects after a reload without prompting the wallet', async () => {
    const { controls } = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    const promptsBefore = methodsSeen(controls).filter((m) => m === 'eth_requestAccounts').length
    await run.page.reload()
    await run.demo.accountButton(SHORT_0).waitFor()
    expect(methodsSeen(controls).filter((m) => m === 'eth_requestAccounts')).toHaveLength(promptsBefore)
    expect(methodsSeen(controls)).toContain('eth_accounts')
  })

  it('stays disconnected after a reload when reconnect is disabled', async () => {
    const { controls } = await loadDemo({ query: '&reconnect=off' })
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    const seen = controls.requests.length
    await run.page.reload()
    await run.demo.connectButton.waitFor()
    await run.page.waitForTimeout(300)
    expect(await run.demo.accountButton(SHORT_0).count()).toBe(0)
    expect(methodsSeen(controls).slice(seen)).not.toContain('eth_accounts')
  })

  it("says 'Connection rejected' when the visitor refuses, and a retry connects", async () => {
    const { controls } = await loadDemo()
    controls.rejectNext('eth_requestAccounts')
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.dialog.getByRole('alert').getByText('Connection rejected').waitFor()
    await expectAccessible(run.page, 'ConnectingExternal, rejected')
    await run.demo.dialog.getByRole('button', { name: 'Try again' }).click()
    await run.demo.accountButton(SHORT_0).waitFor()
    expect(methodsSeen(controls).filter((m) => m === 'eth_requestAccounts')).toHaveLength(2)
  })

  it('lets the visitor cancel a wallet that never answers', async () => {
    const { controls } = await loadDemo()
    controls.hangNext('eth_requestAccounts')
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.dialog.getByText(`Continue in ${SCRIPTED.name}`).waitFor()
    await expectAccessible(run.page, 'ConnectingExternal, waiting')
    await run.demo.dialog.getByRole('button', { name: 'Cancel' }).click()
    await run.demo.dialog.getByRole('button', { name: new RegExp(`^${SCRIPTED.name}`) }).waitFor()
    await run.demo.chooseWallet(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
  })

  it('lists two announced wallets and a legacy window.ethereum once each, in group order (WalletConnect first)', async () => {
    await loadDemo({ extra: [{ name: 'Second Wallet', rdns: 'test.foyer.second' }], inject: { legacy: 0 } })
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('button', { name: /^Second Wallet/ }).waitFor()
    expect((await run.demo.walletNames()).sort()).toEqual([
      'Scripted Wallet',
      'Second Wallet',
      'WalletConnect',
    ])
    // After a connection, the wallet used moves to the recent group, which comes first.
    await run.demo.chooseWallet('Second Wallet')
    await run.demo.accountButton(SHORT_0).waitFor()
    await run.demo.accountButton(SHORT_0).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.openConnect()
    // The directory's recommended wallets come last (SPEC §9 group order).
    expect(await run.demo.groups()).toEqual(['walletConnect', 'recent', 'injected', 'recommended'])
    expect(await run.demo.walletNames()).toEqual(['WalletConnect', 'Second Wallet', 'Scripted Wallet'])
  })

  it('disconnects: the Connect view is back and the connection keys are gone from storage', async () => {
    const { controls } = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    expect(await run.demo.storedKeys()).toContain('foyer:connected-connector:eip155')
    await run.demo.accountButton(SHORT_0).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.connectButton.waitFor()
    const keys = await run.demo.storedKeys()
    expect(keys).not.toContain('foyer:connected-connector:eip155')
    const namespaces = await run.page.evaluate(() => localStorage.getItem('foyer:connected-namespaces'))
    expect(JSON.parse(namespaces ?? '[]')).not.toContain('eip155')
    expect(await run.page.evaluate(() => localStorage.getItem('foyer:connection-status:eip155'))).not.toBe(
      '"connected"',
    )
    expect(methodsSeen(controls)).toContain('wallet_revokePermissions')
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('button', { name: new RegExp(`^${SCRIPTED.name}`) }).waitFor()
  })
})
