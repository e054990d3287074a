import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromCallback, setup, waitFor } from 'xstate'
import { BaseError } from '../../errors/base.js'
import { base, mainnet } from '../../networks/definitions/index.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import { requireSystemActor } from '../../testing/system-actor.js'
import { selectConnectingView } from './connection.connecting-view.selectors.js'
import {
  BALANCE,
  EVM_ADDRESS,
  evmMock,
  mockConnector,
  OTHER_EVM_ADDRESS,
  settle,
  UNKNOWN_EVM_NETWORK,
} from './connection.fixtures.js'
import { connectionMachine } from './connection.machine.js'
import { selectAccountView, selectAttempt, selectConnectionStatus } from './connection.selectors.js'
import type { ConnectionContext } from './connection.types.js'

/** One test per SPEC §4 connection rule, on a real connection actor over the mock wallet. */

type Sent = { to: string; event: AnyEventObject }

function start(
  options: { seed?: Record<string, string>; reconnect?: boolean; adapter?: ReturnType<typeof evmMock> } = {},
) {
  const storage = createStorage(memoryStorage(options.seed ?? {}))
  const adapter = options.adapter ?? evmMock()
  const sent: Sent[] = []
  // The siblings are replaced by recorders; their own tests cover what they do with the events.
  const to =
    (target: string, make: (context: ConnectionContext) => AnyEventObject) =>
    ({ context }: { context: ConnectionContext }) =>
      sent.push({ to: target, event: make(context) })
  const actor = createActor(
    connectionMachine.provide({
      actions: {
        notifyConnectionChanged: to('network', (c) => ({
          type: 'NETWORK.CONNECTION_CHANGED',
          connection: c.connection,
        })),
        notifyConnectionRestored: to('network', (c) => ({
          type: 'NETWORK.CONNECTION_CHANGED',
          connection: c.connection,
          restored: true,
        })),
        notifyConnectors: to('foyer', (c) => ({
          type: 'FOYER.CONNECTORS_CHANGED',
          namespace: c.namespace,
          connectors: c.connectors,
        })),
        notifyRecentWallets: to('foyer', () => ({ type: 'FOYER.RECENT_WALLETS_CHANGED' })),
      },
    }),
    { input: { adapter, storage, reconnect: options.reconnect ?? true } },
  )
  // What it signals for the modal and the router (the connectionViews coordinator acts on it; its
  // own test covers how), in order with what it sends.
  actor.on('*', (signal) => {
    if (!('requestId' in signal)) sent.push({ to: 'signals', event: signal })
  })
  actor.start()
  return {
    actor,
    storage,
    adapter,
    sent,
    /** Whether it asked for the modal to close: a connection made with a prompt, or a disconnect that closes it. */
    modalClosed: () =>
      sent.some(
        ({ event }) =>
          event.type === 'connection.made' || (event.type === 'connection.disconnected' && event.closeModal),
      ),
  }
}

const stored = (status: string, connectorId?: string): Record<string, string> => ({
  'foyer:connection-status:eip155': JSON.stringify(status),
  ...(connectorId ? { 'foyer:connected-connector:eip155': JSON.stringify(connectorId) } : {}),
})
const statusIn = (storage: TypedStorage) => storage.get(storageKeys.connectionStatus('eip155'))
const connected = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.context.balance?.status === 'ready' || s.context.balance?.status === 'failed')

describe('connection: start (SPEC §4)', () => {
  it('with reconnect disabled the namespace is disconnected and its status stored disconnected', () => {
    const { actor, storage, adapter } = start({ reconnect: false, seed: stored('connected', 'mock') })
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(statusIn(storage)).toBe('disconnected')
    expect(adapter.controls.calls).toEqual([])
  })

  it('with a stored connected status it starts connecting and restores the connection without a prompt', async () => {
    const adapter = evmMock({ authorised: true, balance: BALANCE })
    const { actor, storage, modalClosed } = start({ seed: stored('connected', 'mock'), adapter })
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('connecting')
    await connected(actor)
    expect(adapter.controls.calls.map((c) => c.method)).toEqual(['reconnect', 'getBalance'])
    expect(selectAccountView(actor.getSnapshot())).toMatchObject({
      status: 'connected',
      address: EVM_ADDRESS,
      balance: { formatted: '10,000.000', symbol: 'ETH' },
    })
    expect(statusIn(storage)).toBe('connected')
    expect(modalClosed(), 'a restored connection leaves the modal alone').toBe(false)
  })

  it('a reconnect that finds the wallet gone (null) or fails leaves it disconnected, stored disconnected', async () => {
    for (const adapter of [evmMock({ authorised: false }), evmMock({ authorised: true })]) {
      if (adapter.controls.authorised) adapter.controls.behaviour.reconnect = 'fail'
      const { actor, storage } = start({ seed: stored('connected', 'mock'), adapter })
      await waitFor(actor, (s) => s.matches('disconnected'))
      expect(statusIn(storage)).toBe('disconnected')
      expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    }
  })

  it('a stored disconnected status clears the namespace address cache, and only that namespace', () => {
    const now = Date.now()
    const cache = {
      [`eip155:1:${EVM_ADDRESS}`]: { balance: '1', symbol: 'ETH', timestamp: now },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc': { balance: '2', symbol: 'SOL', timestamp: now },
    }
    const { storage } = start({
      seed: { ...stored('disconnected', 'mock'), 'foyer:native-balance-cache': JSON.stringify(cache) },
    })
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(Object.keys(storage.readFresh(storageKeys.nativeBalanceCache))).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc',
    ])
  })

  it('corrupt stored values are ignored: a bogus status, a connected status without a usable connector id', () => {
    const bogus = start({ seed: { 'foyer:connection-status:eip155': '"bogus"' } })
    expect(bogus.actor.getSnapshot().value).toBe('disconnected')
    expect(statusIn(bogus.storage), 'the corrupt value is dropped').toBeUndefined()
    const noConnector = start({
      seed: { ...stored('connected'), 'foyer:connected-connector:eip155': '42' },
    })
    expect(noConnector.actor.getSnapshot().value).toBe('disconnected')
    expect(statusIn(noConnector.storage), 'an unusable stored connection is forgotten').toBe('disconnected')
    expect(noConnector.adapter.controls.calls).toEqual([])
  })
})

describe('connection: connect (SPEC §4)', () => {
  it('connecting pushes ConnectingExternal, asks on the chosen network, stores everything and closes the modal', async () => {
    const seed = { 'foyer:recent-wallets': JSON.stringify([{ id: 'a' }, { id: 'mock' }]) }
    const { actor, storage, adapter, sent } = start({ seed })
    actor.send({ type: 'CONNECTION.NETWORK_SELECTED', caipNetworkId: base.caipNetworkId })
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    expect(sent.map((s) => s.event)).toContainEqual({
      type: 'connection.attemptStarted',
      connectorId: 'mock',
      connectorType: 'INJECTED',
    })
    expect(selectConnectingView(actor.getSnapshot())).toEqual({
      connector: { id: 'mock', name: 'Mock Wallet', icon: undefined },
      status: 'waiting',
    })
    await connected(actor)
    expect(adapter.controls.calls[0]).toEqual({
      method: 'connect',
      params: { connectorId: 'mock', network: base.caipNetworkId },
    })
    expect(statusIn(storage)).toBe('connected')
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('mock')
    expect(storage.get(storageKeys.lastWallet)).toBe('mock')
    expect(storage.get(storageKeys.recentWallets), 'newest first, each once, at most 2').toEqual([
      { id: 'mock' },
      { id: 'a' },
    ])
    expect(storage.get(storageKeys.connectedNamespaces)).toEqual(['eip155'])
    expect(sent.map((s) => s.event.type)).toEqual(
      expect.arrayContaining([
        'NETWORK.CONNECTION_CHANGED',
        'FOYER.RECENT_WALLETS_CHANGED',
        'connection.made',
      ]),
    )
  })

  it('a rejection shows "Connection rejected"; retry asks the same connector again', async () => {
    const adapter = evmMock()
    adapter.controls.behaviour.connect = 'reject'
    const { actor } = start({ adapter })
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await waitFor(actor, (s) => selectAttempt(s)?.status === 'rejected')
    expect(selectConnectingView(actor.getSnapshot())).toMatchObject({
      status: 'rejected',
      message: 'Connection rejected',
    })
    adapter.controls.behaviour.connect = 'succeed'
    actor.send({ type: 'CONNECTION.RETRY' })
    await connected(actor)
    expect(adapter.controls.calls.filter((c) => c.method === 'connect')).toHaveLength(2)
  })

  it('other errors fail with the error short message, or "Failed to connect"', async () => {
    const plain = evmMock()
    plain.controls.behaviour.connect = 'fail'
    const first = start({ adapter: plain })
    first.actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await waitFor(first.actor, (s) => selectAttempt(s)?.status === 'failed')
    expect(selectConnectingView(first.actor.getSnapshot())).toMatchObject({ message: 'Failed to connect' })

    const foyerError = evmMock()
    foyerError.connect = async () => {
      throw new BaseError('CHAIN_NOT_SUPPORTED', 'Chain is not supported')
    }
    const second = start({ adapter: foyerError })
    second.actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await waitFor(second.actor, (s) => selectAttempt(s)?.status === 'failed')
    expect(second.actor.getSnapshot().context.error?.message).toBe('Chain is not supported')
  })

  it('an unknown connector fails at once with "No connector found for connection"', () => {
    const { actor, adapter } = start()
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'ghost' })
    expect(selectConnectingView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      message: 'No connector found for connection',
    })
    expect(adapter.controls.calls).toEqual([])
  })

  it('a connection made alongside another namespace’s says so to the network machine; the next connect on its own does not', async () => {
    const sent: AnyEventObject[] = []
    // The network machine's place in the system: a recorder of what it hears.
    const host = setup({
      actors: {
        connection: connectionMachine,
        network: fromCallback<AnyEventObject>(({ receive }) => receive((event) => sent.push(event))),
      },
    }).createMachine({
      invoke: [
        { src: 'network', systemId: 'network' },
        {
          src: 'connection',
          systemId: 'connection.eip155',
          input: {
            adapter: evmMock({ balance: BALANCE }),
            storage: createStorage(memoryStorage({})),
            reconnect: true,
          },
        },
      ],
    })
    const root = createActor(host).start()
    const actor = requireSystemActor(root, 'connection.eip155')
    const madeConnection = () => waitFor(actor, (snapshot) => snapshot.context.balance?.status === 'ready')
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock', alongside: true })
    await madeConnection()
    expect(sent.filter((e) => e.type === 'NETWORK.CONNECTION_CHANGED').at(-1)).toMatchObject({
      alongside: true,
    })
    actor.send({ type: 'CONNECTION.DISCONNECT' })
    await waitFor(actor, (s) => s.matches('disconnected'))
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await madeConnection()
    expect(sent.filter((e) => e.type === 'NETWORK.CONNECTION_CHANGED').at(-1)).toMatchObject({
      alongside: false,
    })
  })

  it('cancel gives up on a wallet that never answers', async () => {
    const adapter = evmMock()
    adapter.controls.behaviour.connect = 'hang'
    const { actor } = start({ adapter })
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await settle()
    actor.send({ type: 'CONNECTION.CANCEL' })
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(selectConnectionStatus(actor.getSnapshot())).toBe('disconnected')
  })
})

describe('connection: wallet events and balance (SPEC §4)', () => {
  it('while another wallet is being added, the connected one keeps following its wallet; a cancel comes back to it', async () => {
    const second = { ...mockConnector(), id: 'second', name: 'Second Wallet' }
    const adapter = evmMock({ connectors: [mockConnector(), second] })
    const { actor } = start({ adapter })
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await connected(actor)
    adapter.controls.behaviour.connect = 'hang'
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'second' })
    expect(selectAttempt(actor.getSnapshot())).toEqual({
      connectorId: 'second',
      status: 'waiting',
      error: undefined,
    })
    adapter.controls.emit({ type: 'chainChanged', caipNetworkId: base.caipNetworkId })
    expect(actor.getSnapshot().context.connection?.caipNetworkId, 'the wallet event is not missed').toBe(
      base.caipNetworkId,
    )
    actor.send({ type: 'CONNECTION.CANCEL' })
    expect(selectAttempt(actor.getSnapshot())).toBeUndefined()
    expect(actor.getSnapshot().context.connection).toMatchObject({
      connectorId: 'mock',
      caipNetworkId: base.caipNetworkId,
    })
  })

  it('accountsChanged updates the account and reads the balance again', async () => {
    const { actor, adapter, sent } = start()
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await connected(actor)
    adapter.controls.emit({
      type: 'accountsChanged',
      accounts: [{ address: OTHER_EVM_ADDRESS, type: 'eoa' }],
    })
    expect(selectAccountView(actor.getSnapshot())).toMatchObject({
      address: OTHER_EVM_ADDRESS,
      isBalanceLoading: true,
    })
    await connected(actor)
    expect(adapter.controls.calls.filter((c) => c.method === 'getBalance').at(-1)?.params).toEqual({
      address: OTHER_EVM_ADDRESS,
      network: mainnet.caipNetworkId,
    })
    expect(sent.filter((s) => s.to === 'network').at(-1)?.event).toMatchObject({
      connection: { accounts: [{ address: OTHER_EVM_ADDRESS }] },
    })
  })

  it('a storm of 1,000 account and chain events makes one balance read, of where the last one left', async () => {
    const { actor, adapter } = start()
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await connected(actor)
    await waitFor(actor, (snapshot) => snapshot.context.balance?.status === 'ready')
    const readsBefore = adapter.controls.calls.filter((c) => c.method === 'getBalance').length
    for (let index = 0; index < 1_000; index++) {
      const address = index % 2 === 0 ? OTHER_EVM_ADDRESS : EVM_ADDRESS
      adapter.controls.emit({ type: 'accountsChanged', accounts: [{ address, type: 'eoa' }] })
      if (index % 4 === 0)
        adapter.controls.emit({ type: 'chainChanged', caipNetworkId: mainnet.caipNetworkId })
    }
    await waitFor(actor, (snapshot) => snapshot.context.balance?.status === 'ready')
    const reads = adapter.controls.calls.filter((c) => c.method === 'getBalance').slice(readsBefore)
    expect(reads.map((read) => read.params)).toEqual([
      { address: EVM_ADDRESS, network: mainnet.caipNetworkId },
    ])
  })

  it('accountsChanged with no account disconnects, without closing the modal', async () => {
    const { actor, adapter, storage, modalClosed } = start()
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await connected(actor)
    const closesBefore = modalClosed()
    adapter.controls.emit({ type: 'accountsChanged', accounts: [] })
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(statusIn(storage)).toBe('disconnected')
    expect(closesBefore).toBe(true) // closed once, by connecting
  })

  it('chainChanged updates the network, tells the network machine and reads the balance there', async () => {
    const { actor, adapter, sent } = start()
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await connected(actor)
    adapter.controls.emit({ type: 'chainChanged', caipNetworkId: base.caipNetworkId })
    await connected(actor)
    expect(selectAccountView(actor.getSnapshot()).network).toMatchObject({ name: 'Base', isSupported: true })
    expect(sent.filter((s) => s.to === 'network').at(-1)?.event).toMatchObject({
      connection: { caipNetworkId: 'eip155:8453' },
    })
    expect(adapter.controls.calls.at(-1)).toMatchObject({
      method: 'getBalance',
      params: { network: 'eip155:8453' },
    })
  })

  it('a wallet on a network the site does not configure shows it as Unknown Network, without a balance', async () => {
    const { actor, adapter } = start({ adapter: evmMock({ walletNetwork: UNKNOWN_EVM_NETWORK }) })
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await waitFor(actor, (s) => s.context.balance?.status === 'unavailable')
    expect(selectAccountView(actor.getSnapshot())).toMatchObject({
      network: { name: 'Unknown Network', isSupported: false },
      balance: undefined,
      isBalanceLoading: false,
      explorerUrl: undefined,
    })
    expect(adapter.controls.calls.map((c) => c.method)).toEqual(['connect'])
  })

  it('a disconnect event from the wallet disconnects', async () => {
    const { actor, adapter } = start()
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await connected(actor)
    adapter.controls.emit({ type: 'disconnect' })
    expect(actor.getSnapshot().value).toBe('disconnected')
  })

  it('a failed balance read keeps the connection', async () => {
    const adapter = evmMock()
    adapter.controls.behaviour.getBalance = 'fail'
    const { actor } = start({ adapter })
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await waitFor(actor, (s) => s.context.balance?.status === 'failed')
    expect(selectAccountView(actor.getSnapshot())).toMatchObject({ status: 'connected', balance: undefined })
    adapter.controls.behaviour.getBalance = 'succeed'
    actor.send({ type: 'CONNECTION.REFRESH_BALANCE' })
    await waitFor(actor, (s) => s.context.balance?.status === 'ready')
  })

  it('the account view explorer link is the explorer URL + /address/ + the address', async () => {
    const { actor } = start()
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await connected(actor)
    expect(selectAccountView(actor.getSnapshot())).toMatchObject({
      shortAddress: '0xf39F…2266',
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      explorerUrl: `https://etherscan.io/address/${EVM_ADDRESS}`,
      wallet: { name: 'Mock Wallet' },
    })
  })
})

describe('connection: disconnect (SPEC §4)', () => {
  const seedAuthCache = (storage: TypedStorage) => {
    storage.set(storageKeys.emailLoginUsed, true)
    storage.set(storageKeys.email, 'ada@example.com')
    storage.set(storageKeys.lastChainId, 1)
    storage.set(storageKeys.connectedSocialUsername, 'ada')
  }

  it('disconnecting resets the namespace, forgets it in storage, clears the auth cache and closes the modal', async () => {
    const { actor, storage, adapter, sent } = start()
    actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
    await connected(actor)
    seedAuthCache(storage)
    sent.length = 0
    actor.send({ type: 'CONNECTION.DISCONNECT' })
    await waitFor(actor, (s) => s.matches('disconnected'))
    expect(adapter.controls.calls.at(-1)?.method).toBe('disconnect')
    expect(actor.getSnapshot().context).toMatchObject({
      connection: undefined,
      connectorId: undefined,
      balance: undefined,
    })
    expect(statusIn(storage)).toBe('disconnected')
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(storage.get(storageKeys.connectedNamespaces)).toEqual([])
    expect(storage.get(storageKeys.emailLoginUsed)).toBeUndefined()
    expect(storage.get(storageKeys.email)).toBeUndefined()
    expect(storage.get(storageKeys.lastChainId)).toBeUndefined()
    expect(storage.get(storageKeys.connectedSocialUsername)).toBeUndefined()
    expect(sent.map((s) => s.event)).toEqual([
      { type: 'NETWORK.CONNECTION_CHANGED', connection: undefined },
      { type: 'connection.disconnected', closeModal: true },
    ])
  })

  it('disconnect with closeModal: false, and a failed adapter sync, leave the modal open', async () => {
    for (const event of [
      { type: 'CONNECTION.DISCONNECT', closeModal: false },
      { type: 'CONNECTION.SYNC_FAILED' },
    ] as const) {
      const { actor, sent, storage } = start()
      actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
      await connected(actor)
      sent.length = 0
      actor.send(event)
      await waitFor(actor, (s) => s.matches('disconnected'))
      expect(sent.map((s) => s.event)).toEqual([
        { type: 'NETWORK.CONNECTION_CHANGED', connection: undefined },
        { type: 'connection.disconnected', closeModal: false },
      ])
      expect(statusIn(storage)).toBe('disconnected')
    }
  })

  it('reports its connectors to the root, by namespace, now and on every change', () => {
    const { sent, adapter } = start()
    adapter.controls.setConnectors([])
    expect(sent.filter((s) => s.to === 'foyer').map((s) => s.event)).toEqual([
      { type: 'FOYER.CONNECTORS_CHANGED', namespace: 'eip155', connectors: [mockConnector()] },
      { type: 'FOYER.CONNECTORS_CHANGED', namespace: 'eip155', connectors: [] },
    ])
  })
})
