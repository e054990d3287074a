import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFoyer, type Foyer } from '../../create-foyer.js'
import { kusama, polkadot as polkadotNetwork } from '../../networks/definitions/polkadot.js'
import { memoryStorage } from '../../storage/memory.js'
import type { PolkadotChainApi } from './chain-api.js'
import { devPair, scriptedExtension } from './injected-extension.fixtures.js'
import { polkadot } from './polkadot.adapter.js'
import { polkadotAccountKey } from './polkadot.kit.js'

// A Foyer with the Polkadot adapter and a scripted extension holding real sr25519 keys. Extensions
// share a list of accounts with none active: the visitor picks one with the same intent as on every
// namespace (`selectAccount`), and keeps it while the extension renames, adds and removes accounts.

const running: Foyer[] = []
afterEach(() => {
  for (const foyer of running.splice(0)) foyer.stop()
})

/** A chain whose every account holds its own free balance: 1 DOT-planck per byte of its key's first byte. */
function chainOf(symbol: string, decimals: number): PolkadotChainApi {
  return {
    registry: { chainDecimals: [decimals], chainTokens: [symbol] },
    query: {
      system: {
        account: async (key) => ({
          data: { free: BigInt(Number.parseInt(key.slice(2, 4), 16)) * 10n ** BigInt(decimals) },
        }),
      },
    },
  }
}

async function connected() {
  const [alice, bob, charlie] = await Promise.all([
    devPair('//Alice'),
    devPair('//Bob'),
    devPair('//Charlie'),
  ])
  const wallet = await scriptedExtension([alice, bob])
  const adapter = polkadot({
    networks: [polkadotNetwork, kusama],
    page: { injectedWeb3: { 'polkadot-js': wallet.extension } },
    apis: { [polkadotNetwork.caipNetworkId]: chainOf('DOT', 10), [kusama.caipNetworkId]: chainOf('KSM', 12) },
  })
  const foyer = createFoyer({ isMobile: false, storage: memoryStorage(), adapters: [adapter] })
  running.push(foyer)
  const actor = foyer.connection('polkadot')
  if (!actor) throw new Error('no Polkadot connection actor')
  await waitFor(actor, (s) => s.context.connectors.length > 0)
  foyer.connect('polkadot-js')
  await waitFor(actor, (s) => s.matches('connected'))
  const active = () => foyer.getState().account
  const settled = () => waitFor(actor, (s) => s.context.balance?.status === 'ready')
  return { foyer, actor, wallet, alice, bob, charlie, active, settled }
}

describe('choosing the active Polkadot account', () => {
  it('lists every shared account, and the visitor picks one: its address, balance and signatures follow', async () => {
    const { foyer, wallet, alice, bob, active, settled } = await connected()
    expect(wallet.script.enableCalls).toHaveLength(1)
    expect(active().accounts.map((a) => [a.label, a.address, a.isActive])).toEqual([
      ['Alice', encodeAddress(alice.publicKey, 0), true],
      ['Bob', encodeAddress(bob.publicKey, 0), false],
    ])
    // The site may name the account with the extension's generic address: the same key.
    foyer.selectAccount({ namespace: 'polkadot', address: bob.address })
    await settled()
    const bobOnPolkadot = encodeAddress(bob.publicKey, 0)
    expect(active()).toMatchObject({
      address: bobOnPolkadot,
      caipAddress: `${polkadotNetwork.caipNetworkId}:${bobOnPolkadot}`,
      balance: {
        formatted: `${Number.parseInt(polkadotAccountKey(bob.address).slice(2, 4), 16)}.000`,
        symbol: 'DOT',
      },
    })
    const signature = await foyer.signMessage('Hello Polkadot')
    expect(signatureVerify('Hello Polkadot', signature, bobOnPolkadot).isValid).toBe(true)
    expect(wallet.script.signCalls.map((call) => call.address)).toEqual([bob.address])
  })

  it("keeps the visitor's choice when the extension renames or adds accounts, until it stops sharing it", async () => {
    const { foyer, actor, wallet, alice, bob, charlie, active } = await connected()
    foyer.selectAccount({ namespace: 'polkadot', address: encodeAddress(bob.publicKey, 0) })
    wallet.rename(alice.address, 'Main')
    await waitFor(actor, (s) => s.context.connection?.accounts.some((a) => a.name === 'Main') === true)
    wallet.add(charlie)
    await waitFor(actor, (s) => s.context.connection?.accounts.length === 3)
    // The picker lists them by name, whichever is active.
    expect(active().accounts.map((a) => [a.label, a.isActive])).toEqual([
      ['Bob', true],
      ['Charlie', false],
      ['Main', false],
    ])
    wallet.remove(bob.address)
    await waitFor(actor, (s) => s.context.connection?.accounts.length === 2)
    expect(active().address, "the extension's first account, once the chosen one is gone").toBe(
      encodeAddress(alice.publicKey, 0),
    )
    wallet.setListed([])
    await waitFor(actor, (s) => s.matches('disconnected'))
  })

  it("writes the accounts with the network's prefix when the site moves to another network, the wallet's later lists too", async () => {
    const { foyer, actor, wallet, alice, bob, active, settled } = await connected()
    foyer.selectAccount({ namespace: 'polkadot', address: bob.address })
    foyer.switchNetwork(kusama.caipNetworkId)
    await waitFor(actor, (s) => s.context.connection?.caipNetworkId === kusama.caipNetworkId)
    await settled()
    expect(active()).toMatchObject({ address: encodeAddress(bob.publicKey, 2), balance: { symbol: 'KSM' } })
    wallet.rename(alice.address, 'Main')
    await waitFor(actor, (s) => s.context.connection?.accounts.some((a) => a.name === 'Main') === true)
    expect(active().accounts.map((a) => a.address)).toEqual([
      encodeAddress(bob.publicKey, 2),
      encodeAddress(alice.publicKey, 2),
    ])
  })
})
