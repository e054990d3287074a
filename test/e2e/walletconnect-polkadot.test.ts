import type { ApiPromise } from '@polkadot/api'
import { stringToU8a, u8aEq } from '@polkadot/util'
import { decodeAddress, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { verifyPolkadotSignature } from '../../core/src/siwx/server/polkadot.js'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A } from '../devnet/local-networks.js'
import { connectPolkadotApi } from '../devnet/polkadot/polkadot-api.js'
import { POLKADOT_DEV_ACCOUNTS } from '../devnet/polkadot/polkadot-dev-accounts.js'
import { polkadotDevPair } from '../devnet/polkadot/polkadot-dev-pair.js'
import { createWcWallet, type WcWallet } from '../wallets/wc-wallet.js'
import { chainBalanceText, polkadotOf } from './polkadot/polkadot-demo.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { scanQr } from './support/scan-qr.js'
import { WC_SHORT_0 } from './support/walletconnect.js'

/**
 * WalletConnect's Polkadot namespace end to end: the demo proposes its EVM devnets and the local
 * Polkadot chain (chopsticks), the scripted WalletConnect wallet (Node, sign-client, Alice's sr25519
 * key from @polkadot/keyring, her address written with the generic prefix 42 as phone wallets write it)
 * approves EVM and Polkadot through the local relay. On the Polkadot network the page shows Alice with
 * the chain's prefix and her balance as the chain holds it, signs a message through the session
 * (checked in Node by Foyer's verifier and util-crypto) and sends from the Send form: the chain moves
 * exactly the amount and the fee its block withdrew. A reload restores the connection without asking
 * the wallet anything.
 */

const run = useDemoInChromium({ stack: { polkadot: true } })
const wallets: WcWallet[] = []
let api: ApiPromise | undefined
beforeAll(async () => {
  api = await connectPolkadotApi(polkadotOf(run.stack))
}, 30_000)
afterAll(async () => {
  await api?.disconnect()
})
afterEach(async () => {
  await Promise.allSettled(wallets.splice(0).map((wallet) => wallet.close()))
})

/** Free balances at the best block, each read once there. */
async function freeOf(chain: ApiPromise, ...addresses: string[]): Promise<bigint[]> {
  const best = await chain.rpc.chain.getBlockHash()
  const accounts = await Promise.all(addresses.map((address) => chain.query.system.account.at(best, address)))
  return accounts.map(({ data }) => data.free.toBigInt())
}

/** What the best block withdrew from `address` (the fee: this runtime emits no TransactionFeePaid). */
async function withdrawnAtBest(chain: ApiPromise, address: string): Promise<bigint[]> {
  const records = await chain.query.system.events.at(await chain.rpc.chain.getBlockHash())
  return records.flatMap(({ event }) =>
    chain.events.balances.Withdraw.is(event) &&
    u8aEq(decodeAddress(event.data.who.toString()), decodeAddress(address))
      ? [event.data.amount.toBigInt()]
      : [],
  )
}

describe('WalletConnect with the Polkadot namespace', () => {
  it('pairs EVM and Polkadot in one session; on Polkadot the page shows the account and its balance, signs and sends through it', async () => {
    const devnet = polkadotOf(run.stack)
    const chain = api as ApiPromise
    const alice = await polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice)
    const shown = encodeAddress(alice.publicKey, devnet.ss58Prefix)
    const wallet = await createWcWallet({
      relayUrl: run.stack.relay.url,
      privateKey: ANVIL_PRIVATE_KEY_0,
      chains: [DEVNET_A],
      polkadot: { pair: alice, chains: [devnet.caipNetworkId] },
    })
    wallets.push(wallet)

    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.chooseWallet('WalletConnect')
    await wallet.pair(await scanQr(run.page))
    const session = await wallet.nextSettlement()
    // Proposed with WalletConnect's two Polkadot methods and the two default events, as two strings.
    expect(wallet.proposals[0]?.optionalNamespaces.polkadot).toMatchObject({
      chains: [devnet.caipNetworkId],
      methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(session.namespaces.polkadot?.accounts).toEqual([`${devnet.caipNetworkId}:${alice.address}`])
    await run.demo.accountButton(WC_SHORT_0).waitFor({ timeout: 15_000 })

    // On the Polkadot network: Alice with the chain's prefix, her balance as the chain holds it.
    await run.demo.networkButton.click()
    await run.demo.dialog
      .getByRole('button', { name: 'Foyer Devnet (Rococo Asset Hub)', exact: true })
      .click()
    const button = run.demo.accountButton(shortenAddress(shown))
    await button.waitFor({ timeout: 15_000 })
    const balance = await chainBalanceText(devnet, shown)
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toContain(balance)

    // A message signed through polkadot_signMessage, as extensions sign (<Bytes>-wrapped).
    await run.demo.signButton.click()
    await expect
      .poll(() => run.demo.signature.textContent(), { timeout: 15_000 })
      .toMatch(/^0x[0-9a-f]{128}$/)
    const signature = (await run.demo.signature.textContent()) ?? ''
    const message = (await run.page.getByTestId('signed-message').textContent()) ?? ''
    const request = wallet.requests.find((entry) => entry.method === 'polkadot_signMessage')
    expect(request).toMatchObject({ chainId: devnet.caipNetworkId, params: { address: alice.address } })
    expect(signatureVerify(stringToU8a(`<Bytes>${message}</Bytes>`), signature, shown)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(
      await verifyPolkadotSignature({ data: { accountAddress: shown }, message, signature }),
    ).toMatchObject({ ok: true })

    // A transfer from the Send form, signed through polkadot_signTransaction and landed on the chain.
    const receiver = encodeAddress(
      (await polkadotDevPair(POLKADOT_DEV_ACCOUNTS.bob)).publicKey,
      devnet.ss58Prefix,
    )
    const [senderBefore = 0n, receiverBefore = 0n] = await freeOf(chain, shown, receiver)
    await button.click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const form = run.page.getByRole('dialog', { name: 'Send' }).locator('form.foyer-send')
    await form.getByLabel(/^Amount/).fill('1.25')
    await form.getByLabel('To', { exact: true }).fill(receiver)
    await form.getByText('Receiver gets', { exact: true }).waitFor({ timeout: 20_000 })
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 30_000 })
    const amount = 1_250_000_000_000n
    await expect
      .poll(async () => (await freeOf(chain, receiver))[0], { timeout: 20_000 })
      .toBe(receiverBefore + amount)
    const [fee, ...more] = await withdrawnAtBest(chain, shown)
    expect(more).toEqual([])
    expect(fee).toBeGreaterThan(0n)
    expect(await freeOf(chain, shown)).toEqual([senderBefore - amount - (fee ?? 0n)])
    const signed = wallet.requests.filter((entry) => entry.method === 'polkadot_signTransaction')
    expect(signed).toHaveLength(1)
    // The wallet is asked for its account as the session wrote it, not as the page shows it.
    expect(signed[0]).toMatchObject({
      chainId: devnet.caipNetworkId,
      params: { address: alice.address, transactionPayload: { address: alice.address } },
    })

    // A reload restores the session and the Polkadot connection without the wallet being asked.
    const asked = wallet.requests.length
    await run.page.reload()
    await run.demo.accountButton(shortenAddress(shown)).waitFor({ timeout: 20_000 })
    expect(wallet.requests).toHaveLength(asked)
  })
})
