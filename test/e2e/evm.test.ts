import { createTestClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ADDRESS_0, DEVNET_A, DEVNET_B } from '../devnet/local-networks.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { scanQr } from './support/scan-qr.js'
import {
  loadDemoWithScriptedWallet,
  methodsSeen,
  SCRIPTED,
  type ScriptedEvmSetup,
  SHORT_0,
} from './support/scripted-evm-wallet.js'

/**
 * The EVM slice end to end: the demo in Chromium on two anvil chains, with a scripted EIP-6963 wallet
 * whose requests are answered in Node (signing with viem against anvil). Each scenario asserts what the
 * visitor sees and what the wallet or the chain saw. This file: a connected wallet (balance, signing,
 * switching chains, the wallet moving); connecting, reconnecting and disconnecting: evm-connecting.test.ts.
 */

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

const loadDemo = (setup?: ScriptedEvmSetup) => loadDemoWithScriptedWallet(run, setup)

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

  it("offers Receive from the Account view: its QR code, read from the screen, is the address's EIP-681 URI on the chain", async () => {
    await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).click()
    await run.demo.dialog.getByRole('button', { name: 'Receive' }).click()
    await run.demo.dialog.getByText(ANVIL_ADDRESS_0).waitFor()
    expect(await scanQr(run.page, 'receive-qr')).toBe(`ethereum:${ANVIL_ADDRESS_0}@${DEVNET_A}`)
    // The same EVM address receives on the site's other EVM network too.
    expect(await run.demo.dialog.getByTestId('receive-works-on').textContent()).toBe(
      'This address also receives on Foyer Devnet B',
    )
    await expectAccessible(run.page, 'Receive')
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
    await run.demo.dialog.getByRole('button', { name: 'Foyer Devnet A', exact: true }).click()
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
})
