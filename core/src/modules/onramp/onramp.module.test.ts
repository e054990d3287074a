import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFoyer } from '../../create-foyer.js'
import { evmMock } from '../../machines/connection/connection.fixtures.js'
import { isSettled } from '../../machines/connection/connection.selectors.js'
import { selectLoadedActor } from '../../machines/lazy-actor/lazy-actor.selectors.js'
import { selectOnrampView } from '../../machines/onramp/onramp.selectors.js'
import type { OnrampActor } from '../../machines/onramp/onramp.types.js'
import { memoryStorage } from '../../storage/memory.js'
import { onramp } from './onramp.module.js'
import { onrampViews } from './onramp.views.js'

// The onramp module on a running Foyer: the Buy view and its Account row show only with the module,
// a Blockchain API, the `onramp` feature on, an eip155 or solana account, and outside the restricted
// time zones; the form's machine downloads with the first openBuy and, with the service unreachable
// (a closed port on this machine), offers the built-in defaults marked as such (SPEC §8).

const API = 'http://127.0.0.1:9'

function start({ timeZone = 'Europe/Paris', withProject = true } = {}) {
  return createFoyer({
    projectId: withProject ? 'p1' : undefined,
    services: { blockchainApiUrl: API, apiUrl: API },
    adapters: [evmMock()],
    modules: [onramp({ timeZone })],
    features: { onramp: ['meld', 'coinbase'] },
    storage: memoryStorage(),
    isMobile: false,
  })
}

async function connected(foyer: ReturnType<typeof start>) {
  foyer.connect('mock')
  const connection = foyer.getActor('connection.eip155')
  if (connection) await waitFor(connection, isSettled)
  return foyer
}

describe('onramp module', () => {
  it('adds the OnRampProviders view and the Account row on a connected eip155 account', async () => {
    const foyer = await connected(start())
    foyer.open('OnRampProviders')
    expect(foyer.getState().router.view).toEqual({ name: 'OnRampProviders' })
    expect(foyer.getAccountRows()).toContainEqual({ kind: 'onramp', opens: 'OnRampProviders' })
    foyer.stop()
  })

  it('offers nothing in a restricted time zone or without a Blockchain API; the view follows the onramp feature', async () => {
    expect(onrampViews.OnRampProviders.feature).toBe('onramp')
    for (const foyer of [start({ timeZone: 'Asia/Shanghai' }), start({ withProject: false })]) {
      await connected(foyer)
      expect(foyer.getAccountRows().map((row) => row.kind)).not.toContain('onramp')
      foyer.open('OnRampProviders')
      expect(foyer.getState().router.view.name).not.toBe('OnRampProviders')
      foyer.stop()
    }
  })

  it('downloads the form with openBuy; a service out of reach gives the built-in defaults, marked', async () => {
    const foyer = await connected(start())
    foyer.openBuy()
    const lazy = foyer.getActor('buyer')
    if (!lazy) throw new Error('no buyer actor')
    const loaded = await waitFor(lazy, (snapshot) => selectLoadedActor(snapshot) !== undefined)
    const actor = selectLoadedActor<OnrampActor>(loaded)
    if (!actor) throw new Error('the onramp machine did not load')
    const editing = await waitFor(actor, (snapshot) => selectOnrampView(snapshot).status === 'editing', {
      timeout: 20_000,
    })
    const view = selectOnrampView(editing)
    expect(view).toMatchObject({
      optionsAreDefaults: true,
      paymentCurrency: 'USD',
      providers: ['meld', 'coinbase'],
    })
    // The mock's network (Ethereum) sells the defaults' USDC: the SPEC's default purchase currency.
    expect(view.purchaseSymbol).toBe('USDC')
    foyer.setBuyAmount('5')
    expect(selectOnrampView(actor.getSnapshot()).amountError).toBe(
      'The least you can pay by card is 10.00 USD',
    )
    // The defaults offer a bank account too (SPEC §5), with its own limits.
    expect(view.paymentMethods).toEqual(['card', 'ach_bank_account'])
    foyer.setBuyAmount('8000')
    expect(selectOnrampView(actor.getSnapshot()).amountError).toBe(
      'The most you can pay by card is 7500.00 USD',
    )
    foyer.setBuyPaymentMethod('ach_bank_account')
    expect(selectOnrampView(actor.getSnapshot())).toMatchObject({
      paymentMethod: 'ach_bank_account',
      amountError: undefined,
      status: 'quoting',
    })
    foyer.stop()
  })
})
