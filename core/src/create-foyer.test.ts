import { describe, expect, it, vi } from 'vitest'
import { fromPromise, waitFor } from 'xstate'
import type { RemoteConfigOutcome } from './api/remote-config.load.js'
import { resolveFeatures } from './config/resolve-features.js'
import { type CreateFoyerOptions, createFoyer, type Foyer } from './create-foyer.js'
import { NoActiveCaipAddressError } from './errors/siwx.js'
import { selectConnectingView } from './machines/connection/connection.connecting-view.selectors.js'
import { EVM_ADDRESS, evmMock, settle, solanaMock } from './machines/connection/connection.fixtures.js'
import { selectAttempt } from './machines/connection/connection.selectors.js'
import { selectConnectView } from './machines/foyer/foyer.connect-view.selectors.js'
import { DuplicateAdapterError } from './machines/foyer/foyer.errors.js'
import { receive } from './modules/receive/receive.module.js'
import { siwx } from './modules/siwx/siwx.module.js'
import { base, mainnet, solana } from './networks/definitions/index.js'
import type { Namespace } from './networks/network.types.js'
import { memoryStorage } from './storage/memory.js'
import type { ConnectionActor } from './system/system.actors.js'
import { requireSystemActor } from './testing/system-actor.js'

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
    // The sign view is the sign-in module's: it says closing may be locked on it.
    const foyer = createFoyer({ modules: [siwx()] })
    foyer.modal.send({ type: 'MODAL.SIGN_IN_CHANGED', signIn: { required: true, hasSession: false } })
    foyer.open('SIWXSignMessage')
    expect(foyer.getState().modal.isCloseLocked).toBe(true)
    foyer.close()
    expect(foyer.getState().modal).toMatchObject({ isOpen: true, isShaking: true })
    foyer.stop()
  })

  it('an optional view of a disabled feature falls back to the default view', () => {
    const withoutReceive = createFoyer({
      basic: true,
      isMobile: false,
      modules: [receive()],
      features: { receive: false },
    })
    withoutReceive.open('Receive')
    // The site turned the receive feature off: the default view shows instead.
    expect(withoutReceive.getState().router.view.name).toBe('ConnectingWalletConnectBasic')
    withoutReceive.stop()
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

  it("an alert raised with its own title and message shows them instead of the catalogue's", () => {
    const foyer = createFoyer({ basic: true })
    foyer.actor.send({
      type: 'FOYER.ALERT',
      alert: { id: 'PROJECT_ID_NOT_CONFIGURED', title: 'Allowed Origins Unavailable', message: 'Not read.' },
    })
    expect(foyer.getState().alert).toMatchObject({
      title: 'Allowed Origins Unavailable',
      message: 'Not read.',
    })
    foyer.stop()
  })

  it("'Multi-Wallet Not Enabled' says more than its title and ends with the modal; configuration alerts stay", () => {
    const foyer = createFoyer()
    const raise = () => foyer.actor.send({ type: 'FOYER.ALERT', alert: { id: 'MULTI_WALLET_NOT_ENABLED' } })
    const shown = () => foyer.actor.getSnapshot().context.alerts.map((alert) => alert.id)
    foyer.open()
    raise()
    expect(shown()).toEqual(['PROJECT_ID_NOT_CONFIGURED', 'MULTI_WALLET_NOT_ENABLED'])
    foyer.actor.send({ type: 'FOYER.DISMISS_ALERT' })
    const alert = foyer.getState().alert
    expect(alert?.title).toBe('Multi-Wallet Not Enabled')
    expect(alert?.message).toBe('This site connects one wallet at a time.')

    foyer.close()
    expect(foyer.getState().alert, 'closing the modal ends it').toBeUndefined()
    foyer.open()
    expect(foyer.getState().alert).toBeUndefined()
    raise()
    expect(foyer.getState().alert?.id, 'a later attempt tells it again').toBe('MULTI_WALLET_NOT_ENABLED')
    foyer.stop()

    const kept = createFoyer()
    kept.open()
    kept.close()
    expect(kept.getState().alert?.id, 'a configuration alert waits to be dismissed').toBe(
      'PROJECT_ID_NOT_CONFIGURED',
    )
    kept.stop()
  })

  it('basic mode chosen on purpose raises no alert', () => {
    const foyer = createFoyer({ basic: true })
    expect(foyer.getState().alert).toBeUndefined()
    foyer.stop()
  })

  /** The root machine alone, with `load` as its remote configuration, and its modal actor. */
  async function startRoot(load: () => Promise<RemoteConfigOutcome>) {
    const { createActor } = await import('xstate')
    const { foyerMachine } = await import('./machines/foyer/foyer.machine.js')
    const actor = createActor(foyerMachine.provide({ actors: { loadRemoteConfig: fromPromise(load) } }), {
      input: { projectId: 'p1', features: { swaps: false } },
      systemId: 'foyer',
    }).start()
    return { actor, modal: actor.getSnapshot().children.modal }
  }

  it('fetches the remote config on the first open only, never at start', async () => {
    const load = vi.fn(async () => ({
      ...resolveFeatures({
        local: { swaps: false },
        remote: { status: 'loaded', features: { swaps: ['1inch'] } },
      }),
      retryOnNextOpen: false,
    }))
    const { actor, modal } = await startRoot(load)
    expect(load).not.toHaveBeenCalled()
    modal?.send({ type: 'MODAL.OPEN' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('configured'))
    modal?.send({ type: 'MODAL.CLOSE' })
    modal?.send({ type: 'MODAL.OPEN' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.features.swaps).toEqual(['1inch'])
    expect(actor.getSnapshot().context.alerts.map((a) => a.id)).toContain('LOCAL_CONFIGURATION_IGNORED')
    // The router learns that swaps are on now.
    const router = requireSystemActor(actor, 'router')
    expect(router.getSnapshot().context.env.enabledFeatures).toContain('swaps')
    actor.stop()
  })

  it('after a configuration that could not be read, falls back and tries again on the next open, quietly', async () => {
    const failed = {
      ...resolveFeatures({ local: { swaps: false }, remote: { status: 'failed', error: 'timeout' } }),
    }
    const loaded = resolveFeatures({ remote: { status: 'loaded', features: { swaps: ['1inch'] } } })
    let answer: (outcome: RemoteConfigOutcome) => void = () => {}
    const load = vi.fn(
      () =>
        new Promise<RemoteConfigOutcome>((resolve) => {
          answer = resolve
        }),
    )
    const { actor, modal } = await startRoot(load)
    modal?.send({ type: 'MODAL.OPEN' })
    expect(selectConnectView(actor.getSnapshot()).isLoadingConfig).toBe(true)
    answer({ ...failed, retryOnNextOpen: true })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('fellBack'))
    expect(actor.getSnapshot().context.features.swaps).toBe(false)

    modal?.send({ type: 'MODAL.CLOSE' })
    modal?.send({ type: 'MODAL.OPEN' })
    expect(load).toHaveBeenCalledTimes(2)
    // The fallback stays usable while the second try runs: no loading state this time.
    expect(selectConnectView(actor.getSnapshot()).isLoadingConfig).toBe(false)
    answer({ ...loaded, retryOnNextOpen: false })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('configured'))
    expect(actor.getSnapshot().context.features.swaps).toEqual(['1inch'])
    modal?.send({ type: 'MODAL.CLOSE' })
    modal?.send({ type: 'MODAL.OPEN' })
    expect(load).toHaveBeenCalledTimes(2)
    actor.stop()
  })
})

describe('root: the theme', () => {
  it('follows the system unless the site sets a mode; a mode set at run time is stored and wins on the next visit', () => {
    const storage = memoryStorage()
    const first = createFoyer({ storage, isMobile: false })
    expect(first.getState().theme.mode, 'no site setting: the system decides').toBe('system')
    first.stop()

    const site = createFoyer({ storage, isMobile: false, themeMode: 'light' })
    expect(site.getState().theme.mode, "the site's mode").toBe('light')
    site.actor.send({ type: 'FOYER.SET_THEME', variables: { '--foyer-accent': '#000' } })
    site.stop()
    expect(storage.getItem('foyer:theme-mode'), 'variables alone are not a choice of mode').toBeNull()

    const visit = createFoyer({ storage, isMobile: false, themeMode: 'light' })
    visit.actor.send({ type: 'FOYER.SET_THEME', mode: 'dark' })
    visit.stop()

    const reload = createFoyer({ storage, isMobile: false, themeMode: 'light' })
    expect(reload.getState().theme.mode, "the visitor's choice wins over the site's").toBe('dark')
    reload.stop()
  })

  it('a stored mode that is not a theme mode is ignored', () => {
    const storage = memoryStorage({ 'foyer:theme-mode': '"sepia"' })
    const foyer = createFoyer({ storage, isMobile: false, themeMode: 'light' })
    expect(foyer.getState().theme.mode).toBe('light')
    foyer.stop()
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

describe('createFoyer with chain adapters (SPEC §4)', () => {
  const adapters = () => ({ evm: evmMock({ walletNetwork: mainnet.caipNetworkId }), sol: solanaMock() })
  const start = (options: CreateFoyerOptions = {}, chains = adapters()) => {
    const foyer = createFoyer({
      isMobile: false,
      adapters: [chains.evm, chains.sol],
      storage: memoryStorage(),
      ...options,
    })
    return { foyer, ...chains }
  }
  const connected = (foyer: Foyer, namespace: Namespace) =>
    waitFor(foyer.connection(namespace) as ConnectionActor, (s) => s.context.balance?.status === 'ready')

  it("a namespace the site has no adapter for: 'Unsupported chain namespace: {namespace}'", async () => {
    const { foyer } = start()
    const unsupported = 'Unsupported chain namespace: cosmos'
    expect(() => foyer.connect('mock', { namespace: 'cosmos' })).toThrow(unsupported)
    expect(() => foyer.selectAccount({ namespace: 'cosmos', address: 'cosmos1…' })).toThrow(unsupported)
    await expect(foyer.disconnect({ namespace: 'cosmos' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN_NAMESPACE',
      namespace: 'cosmos',
    })
    foyer.stop()
  })

  it('merges every adapter connectors on the Connect view, and opening shows Connect', () => {
    const { foyer } = start()
    foyer.open()
    expect(foyer.getState().router.view.name).toBe('Connect')
    const view = selectConnectView(foyer.actor.getSnapshot())
    expect(foyer.actor.getSnapshot().context.connectors.map((c) => c.chain)).toEqual(['eip155', 'solana'])
    expect(view.installedConnectorIds).toEqual(['mock'])
    foyer.stop()
  })

  it('connects from the Connect view: ConnectingExternal, then connected, modal closed, Account next time', async () => {
    const { foyer } = start()
    foyer.open()
    foyer.connect('mock')
    expect(foyer.getState().router.view).toEqual({
      name: 'ConnectingExternal',
      params: { connectorId: 'mock' },
    })
    expect(selectConnectingView(foyer.connection('eip155')?.getSnapshot()).status).toBe('waiting')
    await connected(foyer, 'eip155')
    expect(foyer.getState().modal.isOpen).toBe(false)
    expect(foyer.getState().account).toMatchObject({
      status: 'connected',
      namespace: 'eip155',
      balance: { formatted: '10,000.000', symbol: 'ETH' },
    })
    foyer.open()
    expect(foyer.getState().router.view.name).toBe('Account')
    expect(selectConnectView(foyer.actor.getSnapshot()).groups[0]).toMatchObject({ group: 'recent' })
    foyer.stop()
  })

  it('closing the modal, or going back, while a wallet never answers cancels the attempt', async () => {
    const { foyer, evm } = start()
    evm.controls.behaviour.connect = 'hang'
    for (const leave of [() => foyer.close(), () => foyer.router.send({ type: 'ROUTER.BACK' })]) {
      foyer.open()
      foyer.connect('mock')
      await settle()
      expect(foyer.getState().account.status).toBe('connecting')
      leave()
      expect(foyer.getState().account.status).toBe('disconnected')
      expect(foyer.connection('eip155')?.getSnapshot().value).toBe('disconnected')
    }
    foyer.stop()
  })

  it('cancelConnect takes the ConnectingExternal view away; retryConnect asks again after a rejection', async () => {
    const { foyer, evm } = start()
    evm.controls.behaviour.connect = 'reject'
    foyer.open()
    foyer.connect('mock')
    await waitFor(
      foyer.connection('eip155') as ConnectionActor,
      (s) => selectAttempt(s)?.status === 'rejected',
    )
    evm.controls.behaviour.connect = 'succeed'
    foyer.retryConnect()
    await connected(foyer, 'eip155')
    await foyer.disconnect({ closeModal: false })
    foyer.open()
    evm.controls.behaviour.connect = 'hang'
    foyer.connect('mock')
    foyer.cancelConnect()
    expect(foyer.getState().router.view.name).toBe('Connect')
    foyer.stop()
  })

  it('moves to another namespace through SwitchActiveChain, connects there, and fires disconnect only for the last', async () => {
    const { foyer } = start()
    foyer.connect('mock')
    await connected(foyer, 'eip155')
    foyer.open()
    foyer.switchNetwork(solana.caipNetworkId)
    expect(foyer.getState().router.view).toEqual({
      name: 'SwitchActiveChain',
      params: { network: solana.caipNetworkId },
    })
    foyer.confirmSwitchActiveChain()
    expect(foyer.getState().router.view.name).toBe('Connect')
    expect(foyer.getState().account.status, 'the active namespace has no wallet yet').toBe('disconnected')
    foyer.connect('mock') // both adapters report `mock`: the active namespace's is used
    await connected(foyer, 'solana')
    expect(foyer.getState().account).toMatchObject({
      namespace: 'solana',
      balance: { formatted: '2.000', symbol: 'SOL' },
    })
    const onDisconnect = vi.fn()
    foyer.on('disconnect', onDisconnect)
    await foyer.disconnect({ namespace: 'eip155' })
    expect(onDisconnect).not.toHaveBeenCalled()
    await foyer.disconnect()
    expect(onDisconnect).toHaveBeenCalledTimes(1)
    foyer.stop()
  })

  it('restores the stored connections on the next load without a prompt; not with reconnect disabled', async () => {
    const chains = adapters()
    const storage = memoryStorage()
    const first = start({ storage }, chains)
    first.foyer.connect('mock')
    await connected(first.foyer, 'eip155')
    first.foyer.stop()
    const calls = chains.evm.controls.calls.length

    const second = start({ storage }, chains)
    expect(second.foyer.getState().account.status).toBe('connecting')
    await connected(second.foyer, 'eip155')
    expect(chains.evm.controls.calls.slice(calls).map((c) => c.method)).toEqual(['reconnect', 'getBalance'])
    second.foyer.stop()

    const third = start({ storage, enableReconnect: false, themeMode: 'light' }, chains)
    expect(third.foyer.getState().account.status).toBe('disconnected')
    third.foyer.actor.send({ type: 'FOYER.SET_THEME', mode: 'dark' })
    expect(third.foyer.getState().theme.mode, 'the theme keeps syncing').toBe('dark')
    third.foyer.stop()
  })

  it('a wallet on an unknown network opens UnsupportedChain; switching back closes it', async () => {
    const { foyer, evm } = start()
    foyer.connect('mock')
    await connected(foyer, 'eip155')
    evm.controls.emit({ type: 'chainChanged', caipNetworkId: 'eip155:999999' })
    expect(foyer.getState().modal.isOpen).toBe(true)
    expect(foyer.getState().router.view.name).toBe('UnsupportedChain')
    expect(foyer.getState().networks.isUnsupported).toBe(true)
    evm.controls.behaviour.switchNetwork = 'hang'
    foyer.switchNetwork(base.caipNetworkId)
    expect(foyer.getState().router.view.name).toBe('SwitchNetwork')
    foyer.cancelSwitchNetwork()
    expect(foyer.getState().router.view.name, 'cancel goes back').toBe('UnsupportedChain')
    evm.controls.behaviour.switchNetwork = 'succeed'
    foyer.switchNetwork(base.caipNetworkId)
    await waitFor(foyer.network, (s) => s.matches('ready'))
    expect(foyer.getState().networks).toMatchObject({ isUnsupported: false, active: { name: 'Base' } })
    expect(foyer.getState().modal.isOpen).toBe(false)
    expect(foyer.getState().account.network?.name).toBe('Base')
    foyer.stop()
  })

  it('signs with the active connection, and says clearly when none is connected', async () => {
    const { foyer } = start()
    await expect(foyer.signMessage('hi')).rejects.toBeInstanceOf(NoActiveCaipAddressError)
    foyer.connect('mock')
    await connected(foyer, 'eip155')
    await expect(foyer.signMessage('hi')).resolves.toBe(`mock-signature:${EVM_ADDRESS}:hi`)
    foyer.stop()
  })

  it('switching to a network nobody configured raises "Network Not Found"', () => {
    const { foyer } = start({ basic: true })
    foyer.switchNetwork('eip155:424242')
    expect(foyer.getState().alert?.title).toBe('Network Not Found')
    foyer.stop()
  })

  it('refuses two adapters for one namespace', () => {
    expect(() => createFoyer({ adapters: [evmMock(), evmMock()], storage: memoryStorage() })).toThrow(
      DuplicateAdapterError,
    )
  })
})
