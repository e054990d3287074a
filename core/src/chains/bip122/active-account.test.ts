import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import { createFoyer, type Foyer } from '../../create-foyer.js'
import { bitcoin } from '../../networks/definitions/index.js'
import { memoryStorage } from '../../storage/memory.js'
import { selectActiveConnection } from '../../system/active-connection.js'
import { watchActiveAccount } from '../../system/watch-active-account.js'
import { activeAccountOf } from '../account.js'
import type { Account } from '../adapter.types.js'
import { mockAdapter } from '../mock/mock.adapter.js'

// A Bitcoin wallet that lists its ordinals account before its payment account (wallets differ, and an
// event may reorder them): Foyer still shows, signs with and reads the data of the payment account.

const payment: Account = {
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  type: 'payment',
  purpose: 'payment',
  addressType: 'p2wpkh',
}
const ordinals: Account = {
  address: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  type: 'ordinal',
  purpose: 'ordinals',
  addressType: 'p2tr',
}

const running: Foyer[] = []
afterEach(() => {
  for (const foyer of running.splice(0)) foyer.actor.stop()
})

/** A Foyer connected to a mock Bitcoin wallet whose accounts come ordinals first. */
async function ordinalsListedFirst() {
  const adapter = mockAdapter({
    namespace: 'bip122',
    networks: [bitcoin],
    address: payment.address,
    balance: 50_000_000n,
    connectors: [{ id: 'mock', name: 'Mock Bitcoin Wallet', type: 'INJECTED', chain: 'bip122' }],
  })
  const foyer = createFoyer({ isMobile: false, storage: memoryStorage(), adapters: [adapter] })
  running.push(foyer)
  const actor = foyer.connection('bip122')
  if (!actor) throw new Error('no Bitcoin connection actor')
  await waitFor(actor, (s) => s.context.connectors.length > 0)
  foyer.connect('mock')
  await waitFor(actor, (s) => s.matches('connected'))
  adapter.controls.emit({ type: 'accountsChanged', accounts: [ordinals, payment] })
  return { foyer }
}

describe('a Bitcoin connection that lists its ordinals account first', () => {
  it('has the payment account as its active one, and shows it so', async () => {
    const { foyer } = await ordinalsListedFirst()
    const connection = selectActiveConnection(foyer.actor)?.connection
    expect(connection?.accounts.map((account) => account.address)).toEqual([
      ordinals.address,
      payment.address,
    ])
    expect(connection && activeAccountOf(connection)).toEqual(payment)
    const { account } = foyer.getState()
    expect(account).toMatchObject({
      address: payment.address,
      caipAddress: `${bitcoin.caipNetworkId}:${payment.address}`,
    })
    expect(account.accounts).toEqual([expect.objectContaining({ address: payment.address, isActive: true })])
    expect(account.otherAddresses).toEqual([
      expect.objectContaining({ purpose: 'ordinals', address: ordinals.address }),
    ])
  })

  it('signs with the payment account unless the ordinals one is named', async () => {
    const { foyer } = await ordinalsListedFirst()
    await expect(foyer.signMessage('hi')).resolves.toBe(`mock-signature:${payment.address}:hi`)
    await expect(foyer.signMessage('hi', { address: ordinals.address })).resolves.toBe(
      `mock-signature:${ordinals.address}:hi`,
    )
  })

  it("reads the account's data (tokens, activity, names) for the payment address", async () => {
    const { foyer } = await ordinalsListedFirst()
    const seen: (ActiveAccount | undefined)[] = []
    watchActiveAccount(foyer.actor, (account) => seen.push(account))()
    expect(seen.map((account) => account?.address)).toEqual([payment.address])
  })
})
