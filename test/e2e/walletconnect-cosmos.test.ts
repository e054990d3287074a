import { Secp256k1Wallet, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex } from '@cosmjs/encoding'
import { StargateClient } from '@cosmjs/stargate'
import { AuthInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterEach, describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { verifyCosmosSignature } from '../../core/src/siwx/server/cosmos.js'
import { COSMOS_DEVNET, OSMOSIS_DEVNET } from '../devnet/cosmos/chains.js'
import { ANVIL_PRIVATE_KEY_0 } from '../devnet/local-networks.js'
import { adr36SignDoc } from '../wallets/keplr-sign-docs.js'
import { createWcWallet, type WcWallet } from '../wallets/wc-wallet.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { scanQr } from './support/scan-qr.js'

/**
 * WalletConnect's cosmos namespace end to end: the demo proposes its networks, Cosmos among them; the
 * scripted WalletConnect wallet (Node, sign-client, a real secp256k1 key) approves the two local Cosmos
 * chains through the local relay. Both chains' addresses and balances show; a message is signed through
 * the session (ADR-036 over cosmos_signAmino) and checked in Node by Foyer's server verifier and by
 * CosmJS; a transfer from the Send form, signed with cosmos_signDirect, lands on the local node.
 */

const KEY = 'c4'.repeat(32)
const ATOM = 'Foyer Devnet ATOM'
const OSMO = 'Foyer Devnet OSMO'

const run = useDemoInChromium()
const wallets: WcWallet[] = []
afterEach(async () => {
  await Promise.allSettled(wallets.splice(0).map((wallet) => wallet.close()))
})

/** The key's address on a chain of `prefix`, as CosmJS derives it. */
async function addressOf(prefix: string): Promise<string> {
  const [account] = await (await Secp256k1Wallet.fromKey(fromHex(KEY), prefix)).getAccounts()
  if (!account) throw new Error('a wallet from a key has one account')
  return account.address
}

/** A balance as the local node holds it. */
async function balanceOn(rpcUrl: string, address: string, denom: string): Promise<bigint> {
  const client = await StargateClient.connect(rpcUrl)
  try {
    return BigInt((await client.getBalance(address, denom)).amount)
  } finally {
    client.disconnect()
  }
}

/** Pairs the demo with a wallet holding only the two local Cosmos chains (no EVM account). */
async function pairCosmosWallet() {
  const atom = await addressOf(COSMOS_DEVNET.prefix)
  const osmo = await addressOf(OSMOSIS_DEVNET.prefix)
  run.stack.cosmos.cosmos.fund(atom, [{ denom: 'uatom', amount: '234500000' }])
  run.stack.cosmos.osmosis.fund(osmo, [{ denom: 'uosmo', amount: '56250000' }])
  const wallet = await createWcWallet({
    relayUrl: run.stack.relay.url,
    privateKey: ANVIL_PRIVATE_KEY_0,
    chains: [],
    cosmos: {
      privateKeyHex: KEY,
      chains: [
        { caipNetworkId: `cosmos:${COSMOS_DEVNET.chainId}`, prefix: COSMOS_DEVNET.prefix },
        { caipNetworkId: `cosmos:${OSMOSIS_DEVNET.chainId}`, prefix: OSMOSIS_DEVNET.prefix },
      ],
    },
  })
  wallets.push(wallet)
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.openConnect()
  await run.demo.chooseWallet('WalletConnect')
  await wallet.pair(await scanQr(run.page))
  const session = await wallet.nextSettlement()
  return { wallet, session, atom, osmo }
}

describe('WalletConnect with the cosmos namespace', () => {
  it("pairs both local Cosmos chains; their addresses and the nodes' balances show; a message signed through the session verifies", async () => {
    const { wallet, session, atom, osmo } = await pairCosmosWallet()
    expect(wallet.proposals[0]?.optionalNamespaces.cosmos?.methods).toEqual([
      'cosmos_getAccounts',
      'cosmos_signDirect',
      'cosmos_signAmino',
    ])
    expect(session.namespaces.cosmos?.accounts).toEqual([
      `cosmos:${COSMOS_DEVNET.chainId}:${atom}`,
      `cosmos:${OSMOSIS_DEVNET.chainId}:${osmo}`,
    ])
    const atomAccount = run.demo.accountButton(shortenAddress(atom))
    await expect.poll(() => atomAccount.textContent(), { timeout: 15_000 }).toMatch(/ 234\.500 ATOM$/)
    expect(await run.demo.networkButton.textContent()).toContain(ATOM)
    // Each key was asked on its own chain.
    expect(wallet.requests.filter((r) => r.method === 'cosmos_getAccounts').map((r) => r.chainId)).toEqual(
      expect.arrayContaining([`cosmos:${COSMOS_DEVNET.chainId}`, `cosmos:${OSMOSIS_DEVNET.chainId}`]),
    )

    await run.demo.signButton.click()
    await expect
      .poll(() => run.demo.signature.textContent(), { timeout: 15_000 })
      .toContain('tendermint/PubKeySecp256k1')
    const signature = (await run.demo.signature.textContent()) ?? ''
    const message = (await run.page.getByTestId('signed-message').textContent()) ?? ''
    const request = wallet.requests.find((r) => r.method === 'cosmos_signAmino')
    expect(request?.chainId).toBe(`cosmos:${COSMOS_DEVNET.chainId}`)
    // Foyer's server check (what verifySiwxMessage runs for a Cosmos account) and CosmJS agree.
    const check = await verifyCosmosSignature({ data: { accountAddress: atom }, message, signature })
    expect(check.ok).toBe(true)
    const std = JSON.parse(signature)
    const digest = sha256(serializeSignDoc(adr36SignDoc(atom, message)))
    const verified = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(std.signature)),
      digest,
      fromBase64(std.pub_key.value),
    )
    expect(verified).toBe(true)

    // The other chain came with the same session: moving there asks the wallet nothing more.
    const asked = wallet.requests.length
    await run.demo.networkButton.click()
    await run.demo.dialog.getByRole('button', { name: OSMO, exact: true }).click()
    const osmoAccount = run.demo.accountButton(shortenAddress(osmo))
    await expect.poll(() => osmoAccount.textContent(), { timeout: 15_000 }).toMatch(/ 56\.250 OSMO$/)
    expect(wallet.requests).toHaveLength(asked)

    // A reload restores the session and reconnects it: the keys are read again, nothing is signed.
    await run.page.reload()
    await expect.poll(() => osmoAccount.textContent(), { timeout: 15_000 }).toMatch(/ 56\.250 OSMO$/)
    expect(wallet.requests.slice(asked).map((r) => r.method)).toEqual(
      expect.arrayContaining(['cosmos_getAccounts']),
    )
    expect(wallet.requests.slice(asked).every((r) => r.method === 'cosmos_getAccounts')).toBe(true)
  })

  it('sends ATOM from the Send form through cosmos_signDirect: the node moves exactly the amount and the fee', async () => {
    const { wallet, atom } = await pairCosmosWallet()
    const rpcUrl = run.stack.cosmos.cosmos.rpcUrl
    const receiver = (
      await (await Secp256k1Wallet.fromKey(sha256(fromHex(KEY)), COSMOS_DEVNET.prefix)).getAccounts()
    )[0]?.address
    if (!receiver) throw new Error('a wallet from a key has one account')
    await run.demo.accountButton(shortenAddress(atom)).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await expect
      .poll(async () => (await run.demo.dialog.textContent()) ?? '', { timeout: 15_000 })
      .toContain('ATOM')
    const before = await balanceOn(rpcUrl, atom, 'uatom')
    await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const form = run.page.getByRole('dialog', { name: 'Send' }).locator('form.foyer-send')
    await form.getByLabel(/^Amount/).fill('1.5')
    await form.getByLabel('To', { exact: true }).fill(receiver)
    await form.getByText('Network fee', { exact: true }).waitFor({ timeout: 15_000 })
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => balanceOn(rpcUrl, receiver, 'uatom'), { timeout: 20_000 }).toBe(1_500_000n)

    const request = wallet.requests.find((r) => r.method === 'cosmos_signDirect')
    expect(request?.chainId).toBe(`cosmos:${COSMOS_DEVNET.chainId}`)
    const doc = (request?.params as { signDoc?: { authInfoBytes?: string } } | undefined)?.signDoc
    const [fee] = AuthInfo.decode(fromBase64(doc?.authInfoBytes ?? '')).fee?.amount ?? []
    expect(fee?.denom).toBe('uatom')
    expect(before - (await balanceOn(rpcUrl, atom, 'uatom'))).toBe(1_500_000n + BigInt(fee?.amount ?? -1))
  })
})
