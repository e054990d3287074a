import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { resolveFeatures } from './config/features.js'
import { createFoyer } from './create-foyer.js'

/** The system as a site uses it: root, modal and router wired through the actor system. */

describe('createFoyer: the actor system', () => {
  it('opening and closing go through modal and router together', () => {
    const foyer = createFoyer({ isMobile: false })
    foyer.open()
    expect(foyer.getState().modal.isOpen).toBe(true)
    // No adapters and no address: ConnectingWalletConnectBasic on desktop (SPEC §2).
    expect(foyer.getState().router.view.name).toBe('ConnectingWalletConnectBasic')
    foyer.router.send({ type: 'ROUTER.PUSH', view: 'AllWallets' })
    foyer.close()
    expect(foyer.getState().modal.isOpen).toBe(false)
    expect(foyer.getState().router.view.name).toBe('Connect')
    foyer.stop()
  })

  it('back with one view left closes the modal', () => {
    const foyer = createFoyer({ isMobile: true })
    foyer.open()
    expect(foyer.getState().router.view.name).toBe('AllWallets')
    foyer.router.send({ type: 'ROUTER.BACK' })
    expect(foyer.getState().modal.isOpen).toBe(false)
    foyer.stop()
  })

  it('closing is refused on the sign view while sign-in is required without a session; the modal shakes', () => {
    const foyer = createFoyer()
    foyer.modal.send({ type: 'MODAL.SIGN_IN_CHANGED', signIn: { required: true, hasSession: false } })
    foyer.open('SIWXSignMessage')
    expect(foyer.getState().modal.isCloseLocked).toBe(true)
    foyer.close()
    expect(foyer.getState().modal).toMatchObject({ isOpen: true, isShaking: true })
    foyer.stop()
  })

  it('an optional view of a disabled feature falls back to the default view', () => {
    const swap = { name: 'Swap', params: { fromToken: 'ETH', toToken: 'USDC', amount: '1' } } as const
    const withSwaps = createFoyer({ basic: true, isMobile: false })
    withSwaps.open(swap)
    // Basic mode turns remote features (swaps among them) off: the default view shows instead.
    expect(withSwaps.getState().router.view.name).toBe('ConnectingWalletConnectBasic')
    withSwaps.stop()
  })

  it('subscribe reports every change and stops after unsubscribing', () => {
    const foyer = createFoyer()
    const listener = vi.fn()
    const unsubscribe = foyer.subscribe(listener)
    foyer.open()
    expect(listener).toHaveBeenCalled()
    expect(listener.mock.lastCall?.[0].modal.isOpen).toBe(true)
    unsubscribe()
    listener.mockClear()
    foyer.close()
    expect(listener).not.toHaveBeenCalled()
    foyer.stop()
  })
})

describe('root: configuration and alerts (SPEC §6, §8)', () => {
  it('without a project id runs in basic mode and raises "Project ID Not Configured" once', () => {
    const foyer = createFoyer()
    expect(foyer.actor.getSnapshot().value).toBe('basic')
    expect(foyer.getState().alert?.title).toBe('Project ID Not Configured')
    foyer.actor.send({ type: 'FOYER.DISMISS_ALERT' })
    foyer.actor.send({ type: 'FOYER.ALERT', alert: { id: 'PROJECT_ID_NOT_CONFIGURED' } })
    expect(foyer.getState().alert, 'an alert is shown once').toBeUndefined()
    foyer.stop()
  })

  it('basic mode chosen on purpose raises no alert', () => {
    const foyer = createFoyer({ basic: true })
    expect(foyer.getState().alert).toBeUndefined()
    foyer.stop()
  })

  it('fetches the remote config on the first open only, never at start', async () => {
    const load = vi.fn(async () =>
      resolveFeatures({
        local: { swaps: false },
        remote: { status: 'loaded', features: { swaps: ['1inch'] } },
      }),
    )
    const { createActor } = await import('xstate')
    const { foyerMachine } = await import('./machines/foyer/foyer.machine.js')
    const actor = createActor(foyerMachine.provide({ actors: { loadRemoteConfig: fromPromise(load) } }), {
      input: { projectId: 'p1', features: { swaps: false } },
      systemId: 'foyer',
    }).start()
    const modal = actor.getSnapshot().children.modal
    expect(load).not.toHaveBeenCalled()
    modal?.send({ type: 'MODAL.OPEN' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('configured'))
    modal?.send({ type: 'MODAL.CLOSE' })
    modal?.send({ type: 'MODAL.OPEN' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.features.swaps).toEqual(['1inch'])
    expect(actor.getSnapshot().context.alerts.map((a) => a.id)).toContain('LOCAL_CONFIGURATION_IGNORED')
    // The router learns that swaps are on now.
    modal?.send({ type: 'MODAL.OPEN', view: 'Swap' })
    expect(actor.getSnapshot().children.router?.getSnapshot().context.history.at(-1)?.name).toBe('Swap')
    actor.stop()
  })
})

describe('SSR safety', () => {
  it('importing @foyer/core touches neither window, document, localStorage nor fetch', async () => {
    const forbidden = ['window', 'document', 'localStorage', 'fetch', 'navigator', 'location'] as const
    const saved = forbidden.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
    const touched: string[] = []
    for (const name of forbidden) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          throw new Error(`${name} touched at import time`)
        },
      })
    }
    try {
      vi.resetModules()
      const core = await import('./exports/index.js')
      expect(typeof core.createFoyer).toBe('function')
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor)
        else delete (globalThis as Record<string, unknown>)[name]
      }
    }
    expect(touched).toEqual([])
  })
})
