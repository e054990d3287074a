import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { PairedSession, WalletConnectClient } from '../../chains/walletconnect/walletconnect.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import { installedConnectorOf } from '../../connectors/installed-connector.js'
import { createFoyer } from '../../create-foyer.js'
import { evmMock } from '../../machines/connection/connection.fixtures.js'
import { WalletDirectoryNotConfiguredError } from '../../machines/foyer/foyer.errors.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { getSystemActor } from '../../system/system.js'
import { walletImage } from '../wallet-directory/actions/wallet-image.js'
import { walletDirectory } from '../wallet-directory/wallet-directory.module.js'
import { connectWalletConnect } from './actions/connect-wallet-connect.js'
import { rememberDeepLink } from './actions/remember-deep-link.js'
import { walletConnectModule } from './walletconnect.module.js'

// The WalletConnect module with a scripted pairer: which view and actor a choice reaches.

/** A WalletConnect client whose pairings the test settles by hand. */
function scriptedWalletConnect() {
  const pending: { onUri(uri: string): void; resolve(session: PairedSession): void }[] = []
  const connector: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
  }
  const client: WalletConnectClient = {
    namespaces: ['eip155'],
    connector: (namespace) => (namespace === 'eip155' ? connector : undefined),
    pair: (onUri) =>
      new Promise<PairedSession>((resolve) => {
        pending.push({ onUri, resolve })
        onUri(`wc:${'a'.repeat(64)}@2?n=${pending.length}`)
      }),
    disconnect: async () => {},
    close: async () => {},
  }
  return { client, module: walletConnectModule(client), pending }
}

const rainbow: DirectoryWallet = {
  id: 'rainbow-id',
  name: 'Rainbow',
  rdns: 'me.rainbow',
  mobile_link: 'rainbow://',
}

describe('the WalletConnect module', () => {
  it("lists WalletConnect's connector, and connecting with it pairs first on ConnectingWalletConnect", async () => {
    const { module, pending } = scriptedWalletConnect()
    const foyer = createFoyer({ adapters: [evmMock()], modules: [module], isMobile: false })
    expect(foyer.actor.getSnapshot().context.connectors.map((c) => c.id)).toContain('walletConnect')
    foyer.open()
    foyer.connect('walletConnect')
    expect(foyer.getState().router.view).toEqual({ name: 'ConnectingWalletConnect' })
    await waitFor(
      getSystemActor(foyer.actor, 'pairing') as NonNullable<ReturnType<typeof getSystemActor<'pairing'>>>,
      (s) => s.matches({ active: 'ready' }),
    )
    expect(pending).toHaveLength(1)
    // Approved: the session's namespaces connect through the WalletConnect connector, no ConnectingExternal.
    pending[0]?.resolve({ namespaces: ['eip155'], wallet: { name: 'Rainbow' } })
    const connection = foyer.connection('eip155')
    await waitFor(
      connection as NonNullable<typeof connection>,
      (s) => s.context.connectorId === 'walletConnect',
    )
    expect(foyer.router.getSnapshot().context.history.map((view) => view.name)).not.toContain(
      'ConnectingExternal',
    )
    foyer.stop()
  })

  it('a directory wallet gets its own ConnectingWalletConnect; an installed one connects through its extension', () => {
    const { module } = scriptedWalletConnect()
    const extension: Connector = {
      id: 'me.rainbow',
      name: 'Rainbow',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'me.rainbow' },
    }
    const foyer = createFoyer({
      adapters: [evmMock({ connectors: [extension] })],
      modules: [module],
      isMobile: false,
    })
    foyer.open()
    foyer.connectWalletConnect({ ...rainbow, rdns: 'com.not.installed' })
    expect(foyer.getState().router.view).toEqual({
      name: 'ConnectingWalletConnect',
      params: { walletId: 'rainbow-id' },
    })
    expect(getSystemActor(foyer.actor, 'pairing')?.getSnapshot().context.wallet?.id).toBe('rainbow-id')

    foyer.connectWalletConnect(rainbow)
    expect(foyer.connection('eip155')?.getSnapshot().context.connectorId).toBe('me.rainbow')
    foyer.stop()
  })

  it('without WalletConnect configured, nothing pairs and no pairing actor exists', () => {
    const foyer = createFoyer({ adapters: [evmMock()], isMobile: false })
    foyer.open()
    connectWalletConnect(foyer, rainbow)
    expect(getSystemActor(foyer.actor, 'pairing')).toBeUndefined()
    expect(foyer.getState().router.view.name).toBe('Connect')
    foyer.stop()
  })

  it('remembers the deep link the visitor followed', () => {
    const storage = memoryStorage()
    const { module } = scriptedWalletConnect()
    const foyer = createFoyer({ adapters: [evmMock()], storage, modules: [module] })
    rememberDeepLink(foyer, { href: 'rainbow://wc?uri=x', name: 'Rainbow' })
    expect(createStorage(storage).get(storageKeys.deepLinkChoice)).toEqual({
      href: 'rainbow://wc?uri=x',
      name: 'Rainbow',
    })
    foyer.stop()
  })

  it('the wallet directory runs the AllWallets list only with a project id and an API URL', async () => {
    const bare = createFoyer({ adapters: [evmMock()], modules: [walletDirectory()] })
    expect(getSystemActor(bare.actor, 'walletDirectory')).toBeUndefined()
    await expect(bare.walletImage('eb0f')).rejects.toBeInstanceOf(WalletDirectoryNotConfiguredError)
    bare.stop()
    const none = createFoyer({
      adapters: [evmMock()],
      projectId: 'p',
      services: { apiUrl: 'http://127.0.0.1:9' },
    })
    await expect(walletImage(none, 'eb0f')).rejects.toBeInstanceOf(WalletDirectoryNotConfiguredError)
    none.stop()
    const foyer = createFoyer({
      adapters: [evmMock()],
      projectId: 'p',
      services: { apiUrl: 'http://127.0.0.1:9' },
      modules: [walletDirectory()],
    })
    // The list's machine downloads with the first AllWallets: its lazy actor runs, the list not yet.
    const directory = getSystemActor(foyer.actor, 'walletDirectory')
    expect(directory).toBeDefined()
    expect(getSystemActor(foyer.actor, 'walletList')).toBeUndefined()
    expect(getSystemActor(foyer.actor, 'recommendedWallets')).toBeDefined()
    directory?.send({ type: 'WALLETS.OPEN' })
    await vi.waitFor(() => expect(getSystemActor(foyer.actor, 'walletList')).toBeDefined())
    foyer.stop()
  })
})

describe('WalletConnect configuration errors become alerts', () => {
  it('a pairing refused for the origin fails on the view and raises Invalid App Configuration, once', async () => {
    const { client, module } = scriptedWalletConnect()
    client.pair = async () => {
      throw new Error('WebSocket closed: Unauthorized: origin not allowed')
    }
    // Basic mode on purpose: no other alert is raised.
    const foyer = createFoyer({ basic: true, adapters: [evmMock()], modules: [module], isMobile: false })
    foyer.open()
    foyer.connect('walletConnect')
    const pairing = getSystemActor(foyer.actor, 'pairing') as NonNullable<
      ReturnType<typeof getSystemActor<'pairing'>>
    >
    await waitFor(pairing, (s) => s.matches('failed'))
    expect(pairing.getSnapshot().context.error).toBe('Failed to connect')
    expect(foyer.getState().alert).toMatchObject({
      id: 'INVALID_APP_CONFIGURATION',
      title: 'Invalid App Configuration',
    })
    // Each alert shows once: dismissed, a second failure does not bring it back.
    foyer.actor.send({ type: 'FOYER.DISMISS_ALERT' })
    pairing.send({ type: 'PAIRING.RETRY' })
    await waitFor(pairing, (s) => s.matches('failed'))
    expect(foyer.getState().alert).toBeUndefined()
    foyer.stop()
  })

  it('an ordinary failure (the wallet refused) raises no alert', async () => {
    const { client, module } = scriptedWalletConnect()
    client.pair = async () => {
      throw Object.assign(new Error('User rejected.'), { code: 5000 })
    }
    const foyer = createFoyer({ basic: true, adapters: [evmMock()], modules: [module], isMobile: false })
    foyer.open()
    foyer.connect('walletConnect')
    const pairing = getSystemActor(foyer.actor, 'pairing') as NonNullable<
      ReturnType<typeof getSystemActor<'pairing'>>
    >
    await waitFor(pairing, (s) => s.matches('failed'))
    expect(pairing.getSnapshot().context.error).toBe('Connection rejected')
    expect(foyer.getState().alert).toBeUndefined()
    foyer.stop()
  })
})

describe('the WalletConnect module with reconnect disabled', () => {
  function loadWith(p: { enableReconnect: boolean; storedConnectorId?: string }) {
    const { client, module } = scriptedWalletConnect()
    let disconnects = 0
    client.disconnect = async () => {
      disconnects++
    }
    const storage = memoryStorage()
    if (p.storedConnectorId)
      createStorage(storage).set(storageKeys.connectedConnectorId('eip155'), p.storedConnectorId)
    const foyer = createFoyer({ adapters: [evmMock()], modules: [module], storage, ...p })
    foyer.stop()
    return { disconnects, stored: createStorage(storage).get(storageKeys.connectedConnectorId('eip155')) }
  }

  it('ends a stored WalletConnect session once and forgets its connector', () => {
    expect(loadWith({ enableReconnect: false, storedConnectorId: 'walletConnect' })).toEqual({
      disconnects: 1,
      stored: undefined,
    })
  })

  it('leaves WalletConnect alone otherwise: another stored wallet, or reconnect enabled', () => {
    expect(loadWith({ enableReconnect: false, storedConnectorId: 'io.metamask' }).disconnects).toBe(0)
    expect(loadWith({ enableReconnect: false }).disconnects).toBe(0)
    expect(loadWith({ enableReconnect: true, storedConnectorId: 'walletConnect' }).disconnects).toBe(0)
  })
})

describe('installedConnectorOf', () => {
  const metamask: Connector = {
    id: 'io.metamask',
    name: 'MetaMask',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'io.metamask' },
  }
  it('matches rdns case-insensitively and never picks a WalletConnect connector', () => {
    expect(installedConnectorOf({ id: 'm', name: 'MetaMask', rdns: 'IO.MetaMask' }, [metamask])).toBe(
      metamask,
    )
    expect(installedConnectorOf({ id: 'm', name: 'MetaMask', rdns: null }, [metamask])).toBeUndefined()
    const wc: Connector = { ...metamask, type: 'WALLET_CONNECT' }
    expect(installedConnectorOf({ id: 'm', name: 'MetaMask', rdns: 'io.metamask' }, [wc])).toBeUndefined()
  })
})
