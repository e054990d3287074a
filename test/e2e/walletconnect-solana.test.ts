import { ed25519 } from '@noble/curves/ed25519'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../core/src/networks/base58.js'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A, solanaLocalNetwork } from '../devnet/local-networks.js'
import { createWcWallet, type WcWallet } from '../wallets/wc-wallet.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { scanQr } from './support/scan-qr.js'

/**
 * WalletConnect's Solana namespace end to end: the demo proposes EVM and Solana, the scripted
 * WalletConnect wallet (Node, sign-client, a real ed25519 key) approves both through the local relay,
 * and the site signs a message on Solana through the session; the signature verifies in Node.
 */

const MESSAGE = 'Hello from the Foyer demo'

const run = useDemoInChromium()
const wallets: WcWallet[] = []
afterEach(async () => {
  await Promise.allSettled(wallets.splice(0).map((wallet) => wallet.close()))
})

describe('WalletConnect with the Solana namespace', () => {
  it('a wallet approving EVM and Solana connects both; on Foyer Devnet SOL the site signs through the session', async () => {
    const secretKey = ed25519.utils.randomPrivateKey()
    const address = encodeBase58(ed25519.getPublicKey(secretKey))
    const solanaNetwork = solanaLocalNetwork(run.stack.solana.rpcUrl)
    run.stack.solana.fund(address, 3_000_000_000n)
    const wallet = await createWcWallet({
      relayUrl: run.stack.relay.url,
      privateKey: ANVIL_PRIVATE_KEY_0,
      chains: [DEVNET_A],
      solana: {
        secretKey,
        chains: [{ caipNetworkId: solanaNetwork.caipNetworkId, rpcUrl: run.stack.solana.rpcUrl }],
      },
    })
    wallets.push(wallet)

    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.chooseWallet('WalletConnect')
    await wallet.pair(await scanQr(run.page))
    const session = await wallet.nextSettlement()
    expect(session.namespaces.solana?.accounts).toEqual([`${solanaNetwork.caipNetworkId}:${address}`])
    expect(wallet.proposals[0]?.optionalNamespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_requestAccounts',
      'solana_getAccounts',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
    await run.demo.accountButton('0xf39F…2266').waitFor({ timeout: 15_000 })

    // Both namespaces are connected through the one session: Solana is a network switch away.
    const short = `${address.slice(0, 4)}…${address.slice(-4)}`
    await run.demo.networkButton.click()
    await run.demo.dialog.getByRole('button', { name: 'Foyer Devnet SOL', exact: true }).click()
    await run.demo.accountButton(short).waitFor()
    await run.page.getByText('3.000 SOL').first().waitFor()

    await run.demo.signButton.click()
    await expect
      .poll(() => run.demo.signature.textContent(), { timeout: 15_000 })
      .toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    const signature = decodeBase58((await run.demo.signature.textContent()) ?? '') ?? new Uint8Array()
    const request = wallet.requests.find((r) => r.method === 'solana_signMessage')
    expect(request?.chainId).toBe(solanaNetwork.caipNetworkId)
    expect(
      ed25519.verify(signature, new TextEncoder().encode(MESSAGE), ed25519.getPublicKey(secretKey)),
    ).toBe(true)
  })
})
