import { describe, expect, it } from 'vitest'
import { createFoyer } from '../../create-foyer.js'
import { evmMock } from '../../machines/connection/connection.fixtures.js'
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
})
