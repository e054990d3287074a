import { describe, expect, it } from 'vitest'
import { createFoyer } from '../create-foyer.js'
import { evmMock } from '../machines/connection/connection.fixtures.js'

/**
 * The intents a skin (Foyer's own or a site's) calls instead of sending machine events: each moves the
 * machines as the event it stands for did.
 */
describe("the facade's view intents", () => {
  const start = () => createFoyer({ isMobile: false, adapters: [evmMock()] })

  it('pushView stacks a view, goBack pops it, and goBack on the last view asks the modal to close', () => {
    const foyer = start()
    foyer.open()
    expect(foyer.getState().router.view.name).toBe('Connect')
    foyer.pushView('AllWallets')
    expect(foyer.getState().router).toMatchObject({ view: { name: 'AllWallets' }, canGoBack: true })
    foyer.goBack()
    expect(foyer.getState().router).toMatchObject({ view: { name: 'Connect' }, canGoBack: false })
    foyer.goBack()
    expect(foyer.getState().modal.isOpen).toBe(false)
    foyer.stop()
  })

  it('resetView leaves one view, with nothing to go back to', () => {
    const foyer = start()
    foyer.open()
    foyer.pushView('AllWallets')
    foyer.resetView('Networks')
    expect(foyer.getState().router).toMatchObject({ view: { name: 'Networks' }, canGoBack: false })
    foyer.stop()
  })

  it('openAsShown opens on the view the router holds and keeps what was pushed meanwhile', () => {
    const foyer = start()
    foyer.pushView('AllWallets')
    foyer.openAsShown()
    expect(foyer.getState().modal.isOpen).toBe(true)
    expect(foyer.getState().router.view.name).toBe('AllWallets')
    // open() resets the stack to the default view instead.
    foyer.close()
    foyer.open()
    expect(foyer.getState().router.view.name).toBe('Connect')
    foyer.stop()
  })

  it('setTheme changes the mode and the variables; dismissAlert shows the next alert, or none', () => {
    const foyer = start()
    foyer.setTheme({ mode: 'dark', variables: { '--foyer-accent': '#f00' } })
    expect(foyer.getState().theme).toEqual({ mode: 'dark', variables: { '--foyer-accent': '#f00' } })
    // Without a project id, Foyer starts with that alert on screen; the next one waits behind it.
    expect(foyer.getState().alert?.id).toBe('PROJECT_ID_NOT_CONFIGURED')
    foyer.actor.send({ type: 'FOYER.ALERT', alert: { id: 'NETWORK_NOT_FOUND' } })
    foyer.dismissAlert()
    expect(foyer.getState().alert?.id).toBe('NETWORK_NOT_FOUND')
    foyer.dismissAlert()
    expect(foyer.getState().alert).toBeUndefined()
    foyer.stop()
  })
})
