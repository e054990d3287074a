import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFoyer } from '../../create-foyer.js'
import { evmMock } from '../../machines/connection/connection.fixtures.js'
import { isSettled } from '../../machines/connection/connection.selectors.js'
import { memoryStorage } from '../../storage/memory.js'
import { receive } from './receive.module.js'

// The receive module on a running Foyer: its view shows only where the module runs and its feature
// is on, and it never locks closing.

function start({ modules = [receive()], enabled = true } = {}) {
  return createFoyer({
    adapters: [evmMock()],
    modules,
    features: { receive: enabled },
    storage: memoryStorage(),
    isMobile: false,
  })
}

describe('receive module', () => {
  it('adds the Receive view: foyer.open shows it', () => {
    const foyer = start()
    foyer.open('Receive')
    expect(foyer.getState().router.view).toEqual({ name: 'Receive' })
    expect(foyer.getState().modal.isCloseLocked).toBe(false)
    foyer.stop()
  })

  it('a Foyer without the module does not show it: the default view opens instead', () => {
    const foyer = start({ modules: [] })
    foyer.open('Receive')
    expect(foyer.getState().router.view.name).toBe('Connect')
    foyer.stop()
  })

  it('the site turning the receive feature off hides it too', () => {
    const foyer = start({ enabled: false })
    foyer.open('Receive')
    expect(foyer.getState().router.view.name).toBe('Connect')
    foyer.stop()
  })

  it('offers the view from the Account view while an account is connected and the feature is on', async () => {
    const connectedFoyer = async (enabled: boolean) => {
      const foyer = start({ enabled })
      expect(foyer.getAccountRows()).toEqual([])
      foyer.connect('mock')
      const connection = foyer.getActor('connection.eip155')
      if (connection) await waitFor(connection, isSettled)
      expect(foyer.getState().account.status).toBe('connected')
      return foyer
    }
    const on = await connectedFoyer(true)
    expect(on.getAccountRows()).toEqual([{ kind: 'receive', opens: 'Receive' }])
    on.stop()
    const off = await connectedFoyer(false)
    expect(off.getAccountRows()).toEqual([])
    off.stop()
  })
})
