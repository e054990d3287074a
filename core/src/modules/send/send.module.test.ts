import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFoyer } from '../../create-foyer.js'
import { evmMock } from '../../machines/connection/connection.fixtures.js'
import { isSettled } from '../../machines/connection/connection.selectors.js'
import { selectLoadedActor } from '../../machines/lazy-actor/lazy-actor.selectors.js'
import { selectSendView } from '../../machines/send/send.selectors.js'
import type { SendActor } from '../../machines/send/send.types.js'
import { memoryStorage } from '../../storage/memory.js'
import { send } from './send.module.js'

// The send module on a running Foyer: its view shows only where the module runs and its feature is on;
// the form's machine downloads with the view's first intent, and starts with the account's coin.
function start({ modules = [send()], enabled = true } = {}) {
  return createFoyer({
    adapters: [evmMock()],
    modules,
    features: { send: enabled },
    storage: memoryStorage(),
    isMobile: false,
  })
}

describe('send module', () => {
  it('adds the Send view: foyer.open shows it; without the module or with the feature off, it does not', () => {
    const foyer = start()
    foyer.open('Send')
    expect(foyer.getState().router.view).toEqual({ name: 'Send' })
    foyer.stop()
    for (const other of [start({ modules: [] }), start({ enabled: false })]) {
      other.open('Send')
      expect(other.getState().router.view.name).toBe('Connect')
      other.stop()
    }
  })

  it('offers Send from the Account view, and the form starts with the connected account’s coin', async () => {
    const foyer = start()
    foyer.connect('mock')
    const connection = foyer.getActor('connection.eip155')
    if (connection) await waitFor(connection, isSettled)
    expect(foyer.getAccountRows()).toContainEqual({ kind: 'send', opens: 'Send' })
    foyer.openSend()
    const lazy = foyer.getActor('sender')
    if (!lazy) throw new Error('no sender actor')
    const loaded = await waitFor(lazy, (snapshot) => selectLoadedActor(snapshot) !== undefined)
    const actor = selectLoadedActor<SendActor>(loaded)
    if (!actor) throw new Error('the send machine did not load')
    const view = selectSendView(actor.getSnapshot())
    expect(view).toMatchObject({ status: 'ready', canSend: false, token: { symbol: 'ETH', decimals: 18 } })
    foyer.stop()
  })
})
