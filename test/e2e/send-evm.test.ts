import { createPublicClient, createTestClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1, ANVIL_PRIVATE_KEY_1, DEVNET_A } from '../devnet/local-networks.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loadDemoWithScriptedWallet, methodsSeen, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'
import { pickToken } from './support/send-form.js'

/**
 * Send on EVM, end to end: the demo in Chromium on anvil, a scripted EIP-6963 wallet that signs in
 * Node and keeps the site's fee terms. The visitor opens Send from the Account view, picks the coin or
 * a token, types an amount (or presses Max) and a receiver, sees the fee, and sends; the chain's
 * balances are read back. What the balances do not cover, and an address that is none, are said
 * before any wallet prompt.
 */

const run = useDemoInChromium()
const chain = () => createPublicClient({ transport: http(run.stack.devnets[0]?.rpcUrl) })
beforeAll(async () => {
  await createTestClient({ mode: 'anvil', transport: http(run.stack.devnets[0]?.rpcUrl) }).setBalance({
    address: ANVIL_ADDRESS_0,
    value: parseEther('10'),
  })
})

const form = () => run.demo.dialog.locator('form.foyer-send')
const field = (label: 'Token' | 'Amount' | 'To') =>
  label === 'Amount' ? form().getByLabel(/^Amount/) : form().getByLabel(label, { exact: true })

/** Connects the scripted wallet, opens Send from the Account view and waits for the form. */
async function openSend(query = '') {
  const wallet = await loadDemoWithScriptedWallet(run, { query })
  await run.demo.connectWith(SCRIPTED.name)
  await run.demo.accountButton(SHORT_0).click()
  await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
  await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await run.page.getByRole('dialog', { name: 'Send' }).waitFor()
  await field('Amount').waitFor()
  return wallet
}

const sendButton = () => form().getByRole('button', { name: 'Send', exact: true })
const hint = () => form().locator('.foyer-send-hint')

/** Registers `name` for anvil's account #1 on chain A with the local name service, signed by its key. */
async function registerName(name: string, attributes: Record<string, string> = {}) {
  const account = privateKeyToAccount(ANVIL_PRIVATE_KEY_1)
  const message = JSON.stringify({ name, attributes, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${run.stack.api.url}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      // ENSIP-11: the coin type of EVM chain 31337.
      coin_type: (0x80000000 | DEVNET_A) >>> 0,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
}

describe('Send on EVM in Chromium', () => {
  it('sends ETH: the fee shows before the wallet is asked, the receiver gets exactly the amount', async () => {
    const { controls } = await openSend()
    await expectAccessible(run.page, 'Send, empty')
    const receiver = privateKeyToAddress(generatePrivateKey())
    await field('Amount').fill('0.25')
    await field('To').fill(receiver)
    await form().getByText('Network fee', { exact: true }).waitFor()
    expect(await form().textContent()).toMatch(/Network feeUp to 0\.\d+ ETHReceiver gets0\.25 ETH/)
    await expectAccessible(run.page, 'Send, quoted')
    expect(methodsSeen(controls)).not.toContain('eth_sendTransaction')
    await sendButton().click()
    // Back on the Account view once the wallet sent it; the chain has it.
    await run.demo.dialog.getByText(SHORT_0).waitFor()
    await expect.poll(() => chain().getBalance({ address: receiver })).toBe(parseEther('0.25'))
    // The wallet was asked with the fee terms quoted and the chain's id.
    const sent = JSON.stringify(controls.requests.find((request) => request.method === 'eth_sendTransaction'))
    expect(sent).toContain('"maxFeePerGas"')
    expect(sent).toContain(`"chainId":"0x${DEVNET_A.toString(16)}"`)
  })

  it('says what is lacking, with the numbers, before any wallet prompt; and an address that is none', async () => {
    const { controls } = await openSend()
    await field('Amount').fill('5000')
    await field('To').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await expect
      .poll(() => hint().textContent())
      .toMatch(
        /^Not enough ETH for the amount and the network fee: 5000\.\d+ ETH needed, \d+(\.\d+)? ETH available$/,
      )
    expect(await sendButton().isDisabled()).toBe(true)
    await expectAccessible(run.page, 'Send, not enough ETH')
    await field('To').fill('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')
    await expect.poll(() => hint().textContent()).toBe('This is not a valid EVM address')
    expect(methodsSeen(controls)).not.toContain('eth_sendTransaction')
  })

  it('a refusal in the wallet says so, and keeps what was typed', async () => {
    const { controls } = await openSend()
    await field('Amount').fill('0.01')
    await field('To').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await form().getByText('Network fee', { exact: true }).waitFor()
    controls.rejectNext('eth_sendTransaction')
    await sendButton().click()
    await form().getByRole('alert').getByText('You rejected the transaction in your wallet').waitFor()
    expect(await field('Amount').inputValue()).toBe('0.01')
    await expectAccessible(run.page, 'Send, refused')
  })

  it('sends a token the account holds: exactly the amount of FUSD moves', async () => {
    await openSend()
    const fusd = run.stack.tokens[DEVNET_A].tokens.find((token) => token.symbol === 'FUSD')
    if (!fusd) throw new Error('the devnet has no FUSD')
    const token = field('Token')
    await pickToken(token, 'FUSD')
    const receiver = privateKeyToAddress(generatePrivateKey())
    await field('Amount').fill('1.5')
    await field('To').fill(receiver)
    await form().getByText('Receiver gets', { exact: true }).waitFor()
    expect(await form().textContent()).toContain('Receiver gets1.5 FUSD')
    // Its dollar value beside the amount, at the token list's price (FUSD: $1).
    expect(await form().getByTestId('send-value').textContent()).toBe('≈ $1.50')
    await sendButton().click()
    await run.demo.dialog.getByText(SHORT_0).waitFor()
    const balanceOf = () =>
      chain().readContract({
        address: fusd.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver],
      })
    await expect.poll(balanceOf).toBe(parseUnits('1.5', 18))
  })

  it('values a token the token list does not price with the price service, once quoted', async () => {
    // Tokens read from the chain itself come without prices.
    await openSend('&accountData=chain')
    const token = field('Token')
    await pickToken(token, 'FUSD')
    await field('Amount').fill('2.5')
    await field('To').fill(ANVIL_ADDRESS_1)
    await form().getByText('Receiver gets', { exact: true }).waitFor()
    await expect.poll(() => form().getByTestId('send-value').textContent()).toBe('≈ $2.50')
    expect(run.stack.api.requests.some((request) => request.path === '/v1/fungible/price')).toBe(true)
  })

  it('pays a name: the address it points to on this chain is shown in full with its picture, and is the one paid', async () => {
    const name = `friend${Date.now() % 100_000}.reown.id`
    // The picture a name's owner set is on another host (answered here, offline).
    const avatar = `https://avatars.example/${name}.svg`
    await run.page.route(avatar, (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>',
      }),
    )
    await registerName(name, { avatar })
    await openSend()
    const before = await chain().getBalance({ address: ANVIL_ADDRESS_1 })
    await field('Amount').fill('0.125')
    await field('To').fill(name)
    const resolved = form().getByTestId('send-receiver-address')
    await resolved.waitFor()
    expect(await resolved.textContent()).toBe(`${name} is ${ANVIL_ADDRESS_1}`)
    const picture = resolved.locator('img.foyer-avatar-image')
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(8)
    expect(await picture.getAttribute('src')).toBe(avatar)
    await form().getByText('Network fee', { exact: true }).waitFor()
    expect(await form().locator('.foyer-send-summary').textContent()).toContain(`To${ANVIL_ADDRESS_1}`)
    await expectAccessible(run.page, 'Send to a name')
    await sendButton().click()
    await run.demo.dialog.getByText(SHORT_0).waitFor()
    await expect
      .poll(() => chain().getBalance({ address: ANVIL_ADDRESS_1 }))
      .toBe(before + parseEther('0.125'))
  })

  it('says when no one holds a name, before any wallet prompt', async () => {
    const { controls } = await openSend()
    await field('Amount').fill('0.1')
    await field('To').fill('nobody-here.reown.id')
    await expect
      .poll(() => hint().textContent())
      .toBe('No address is registered for nobody-here.reown.id on Foyer Devnet A')
    expect(await sendButton().isDisabled()).toBe(true)
    expect(methodsSeen(controls)).not.toContain('eth_sendTransaction')
  })

  it('Max sends the whole balance but the fee, and the send lands', async () => {
    await openSend()
    const before = await chain().getBalance({ address: ANVIL_ADDRESS_0 })
    const receiver = privateKeyToAddress(generatePrivateKey())
    await field('To').fill(receiver)
    await form().getByRole('button', { name: 'Max' }).click()
    await form().getByText('Receiver gets', { exact: true }).waitFor()
    const typed = await field('Amount').inputValue()
    const max = parseEther(typed)
    expect(max).toBeLessThan(before)
    expect(max).toBeGreaterThan(before - parseEther('0.01'))
    await sendButton().click()
    await run.demo.dialog.getByText(SHORT_0).waitFor()
    await expect.poll(() => chain().getBalance({ address: receiver })).toBe(max)
    // What is left is what the fee cap reserved and the fee did not take: never below zero.
    expect(await chain().getBalance({ address: ANVIL_ADDRESS_0 })).toBeGreaterThanOrEqual(0n)
    await createTestClient({ mode: 'anvil', transport: http(run.stack.devnets[0]?.rpcUrl) }).setBalance({
      address: ANVIL_ADDRESS_0,
      value: parseEther('10'),
    })
  })
})
