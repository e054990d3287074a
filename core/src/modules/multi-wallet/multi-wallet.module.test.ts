import { beforeAll, describe, expect, it } from 'vitest'
import { type AnyEventObject, sendTo, setup, waitFor } from 'xstate'
import type { Connector } from '../../connectors/connector.types.js'
import { createFoyer } from '../../create-foyer.js'
import { InvalidConnectionStatusError } from '../../errors/connection.js'
import { evmMock, mockConnector, settle } from '../../machines/connection/connection.fixtures.js'
import { isSettled } from '../../machines/connection/connection.selectors.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import type { FoyerModule } from '../../system/module.types.js'
import type { SwitchConnectionResult } from './actions/switch-connection.js'
import { multiWallet } from './multi-wallet.module.js'

// The multi-wallet module on a running Foyer with a mock adapter behind two wallets: what its actions
// do to the connection actor and to storage, and the remote feature's gate.

// Opening the modal loads the remote configuration's chunk with `import()` (a test below opens it).
// Loaded here first, that import resolves at once: one still pending when the file's last test has
// ended would fail the run after its environment is torn down.
beforeAll(() => import('../../api/services.load.js'))

const SECOND_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const second: Connector = { ...mockConnector(), id: 'second', name: 'Second Wallet' }
const WALLET_CONNECT_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const walletConnect: Connector = {
  ...mockConnector(),
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
}

// A stand-in for the WalletConnect module's pairing: it pairs when asked, and on approval connects
// the namespace with WalletConnect's connector, as the real one does.
const pairingMachine = setup({ types: {} as { events: AnyEventObject } }).createMachine({
  initial: 'idle',
  states: {
    idle: { on: { 'PAIRING.CONNECT': 'active' } },
    active: {
      on: {
        'TEST.APPROVE': {
          target: 'idle',
          actions: sendTo(
            ({ system }) => system.get('connection.eip155'),
            () => ({ type: 'CONNECTION.CONNECT', connectorId: walletConnect.id }),
          ),
        },
      },
    },
  },
})
const pairing: FoyerModule<{ approvePairing(): void }> = {
  id: 'pairing-stand-in',
  plug: () => ({ actors: [{ systemId: 'pairing', logic: pairingMachine }] }),
  actions: (foyer) => ({
    approvePairing: () => foyer.actor.system.get('pairing')?.send({ type: 'TEST.APPROVE' }),
  }),
}

/**
 * Holds the wallet's restores (no prompt) while `holding`, until `release()`: what the site shows
 * meanwhile can be read.
 */
function restoreGate() {
  const waiting: (() => void)[] = []
  return {
    holding: false,
    wait(): Promise<void> {
      return this.holding ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve()
    },
    release() {
      this.holding = false
      for (const open of waiting.splice(0)) open()
    },
  }
}

// A project id: without one Foyer runs in basic mode, where every remote feature is off.
function start({ enabled = true, store = memoryStorage(), authorised = false } = {}) {
  const storage = createStorage(store)
  const mock = evmMock({
    connectors: [mockConnector(), second, walletConnect],
    wallets: { second: { address: SECOND_ADDRESS }, walletConnect: { address: WALLET_CONNECT_ADDRESS } },
    authorised,
  })
  const gate = restoreGate()
  const adapter: typeof mock = {
    ...mock,
    reconnect: async (params) => {
      await gate.wait()
      return mock.reconnect(params)
    },
  }
  const foyer = createFoyer({
    adapters: [adapter],
    modules: [multiWallet(), pairing],
    projectId: 'multi-wallet-test',
    features: { multiWallet: enabled },
    storage: store,
    isMobile: false,
  })
  const connection = foyer.connection('eip155')
  if (!connection) throw new Error('no eip155 connection actor')
  const settled = () => waitFor(connection, isSettled)
  return { foyer, adapter, connection, storage, settled, gate }
}

const addresses = (foyer: ReturnType<typeof start>['foyer']) =>
  foyer.getWalletConnections('eip155').map((c) => `${c.connectorId}:${c.status}`)

async function connectBoth(run: ReturnType<typeof start>) {
  run.foyer.connect('mock')
  await run.settled()
  run.foyer.connect('second')
  await settle()
  await run.settled()
}

describe('the multi-wallet module', () => {
  it('lists both wallets after adding the second, the newest active and the other held', async () => {
    const run = start()
    await connectBoth(run)
    expect(run.foyer.getState().account.address).toBe(SECOND_ADDRESS)
    expect(addresses(run.foyer)).toEqual(['second:connected', 'mock:active'])
    expect(run.storage.get(storageKeys.connections('eip155'))?.map((c) => c.connectorId)).toEqual([
      'second',
      'mock',
    ])
  })

  it('switches to a held connection without a prompt and reports the change', async () => {
    const run = start()
    await connectBoth(run)
    const prompts = run.adapter.controls.calls.filter((call) => call.method === 'connect').length
    const result = await run.foyer.switchConnection({ namespace: 'eip155', connectorId: 'mock' })
    expect(result).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      hasSwitchedAccount: true,
      hasSwitchedWallet: true,
    })
    expect(run.adapter.controls.calls.filter((call) => call.method === 'connect')).toHaveLength(prompts)
    expect(addresses(run.foyer)).toEqual(['mock:connected', 'second:active'])
  })

  it('switching to a recent connection logs in again, and an unknown one is an invalid status', async () => {
    const run = start()
    await connectBoth(run)
    run.foyer.disconnectConnection({ namespace: 'eip155', connectorId: 'mock' })
    await settle()
    expect(run.foyer.getRecentConnections('eip155').map((c) => c.connectorId)).toEqual(['mock'])
    const prompts = run.adapter.controls.calls.filter((call) => call.method === 'connect').length
    const switched = run.foyer.switchConnection({ namespace: 'eip155', connectorId: 'mock' })
    await settle()
    await switched
    expect(run.adapter.controls.calls.filter((call) => call.method === 'connect')).toHaveLength(prompts + 1)
    await expect(run.foyer.switchConnection({ namespace: 'eip155', connectorId: 'ghost' })).rejects.toThrow(
      InvalidConnectionStatusError,
    )
  })

  it('switching to a recent WalletConnect connection settles only once its new pairing is over', async () => {
    const run = start()
    run.foyer.connect(walletConnect.id)
    run.foyer.approvePairing()
    await run.settled()
    run.foyer.connect('mock')
    await settle()
    await run.settled()
    run.foyer.disconnectConnection({ namespace: 'eip155', connectorId: walletConnect.id })
    await settle()
    await run.settled()
    expect(run.foyer.getRecentConnections('eip155').map((c) => c.connectorId)).toEqual([walletConnect.id])

    let result: SwitchConnectionResult | undefined
    const switching = run.foyer
      .switchConnection({ namespace: 'eip155', connectorId: walletConnect.id })
      .then((switched) => {
        result = switched
      })
    await settle()
    expect(result, 'still pairing: the previous wallet is no answer').toBeUndefined()
    run.foyer.approvePairing()
    await switching
    expect(result).toMatchObject({ address: WALLET_CONNECT_ADDRESS, hasSwitchedWallet: true })
  })

  it('disconnecting the active wallet hands over to the held one; the last one disconnects the namespace', async () => {
    const run = start()
    await connectBoth(run)
    run.foyer.disconnectConnection({ namespace: 'eip155', connectorId: 'second' })
    await settle()
    await run.settled()
    expect(run.foyer.getState().account.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(run.adapter.controls.isAuthorised('second')).toBe(false)
    expect(addresses(run.foyer)).toEqual(['mock:connected'])
    run.foyer.disconnectConnection({ namespace: 'eip155', connectorId: 'mock' })
    await settle()
    await run.settled()
    expect(run.foyer.getState().account.status).toBe('disconnected')
    expect(
      run.foyer
        .getRecentConnections('eip155')
        .map((c) => c.connectorId)
        .sort(),
    ).toEqual(['mock', 'second'])
    run.foyer.deleteRecentConnection({ namespace: 'eip155', connectorId: 'SECOND' })
    expect(run.foyer.getRecentConnections('eip155').map((c) => c.connectorId)).toEqual(['mock'])
  })

  it('hands over: the ended wallet stays active until the next is restored, then is ended at its wallet', async () => {
    const run = start()
    await connectBoth(run)
    run.foyer.open()
    const prompts = run.adapter.controls.calls.filter((call) => call.method === 'connect').length
    run.gate.holding = true
    run.foyer.disconnectConnection({ namespace: 'eip155', connectorId: 'second' })
    await settle()
    // Meanwhile the site still has the ended wallet's account, and that wallet still authorises it.
    expect(run.foyer.getState().account).toMatchObject({ status: 'connected', address: SECOND_ADDRESS })
    expect(run.adapter.controls.isAuthorised('second')).toBe(true)
    expect(run.storage.get(storageKeys.disconnectedConnectorIds('eip155'))).toEqual(['second'])
    run.gate.release()
    await settle()
    await run.settled()
    expect(run.foyer.getState().account.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(run.adapter.controls.isAuthorised('second'), 'ended at its wallet once replaced').toBe(false)
    expect(run.adapter.controls.isAuthorised('mock')).toBe(true)
    expect(addresses(run.foyer)).toEqual(['mock:connected'])
    expect(run.foyer.getRecentConnections('eip155').map((c) => c.connectorId)).toEqual(['second'])
    expect(
      run.adapter.controls.calls.filter((call) => call.method === 'connect'),
      'no prompt',
    ).toHaveLength(prompts)
    expect(run.foyer.getState().modal.isOpen, 'the modal stays open').toBe(true)
  })

  it('a hand-over whose next wallet cannot be restored disconnects the namespace, with no prompt and the modal open', async () => {
    const run = start()
    await connectBoth(run)
    run.foyer.open()
    const prompts = run.adapter.controls.calls.filter((call) => call.method === 'connect').length
    run.adapter.controls.behaviour.reconnect = 'fail'
    run.foyer.disconnectConnection({ namespace: 'eip155', connectorId: 'second' })
    await settle()
    await run.settled()
    expect(run.foyer.getState().account.status).toBe('disconnected')
    expect(
      run.adapter.controls.calls.filter((call) => call.method === 'connect'),
      'no prompt',
    ).toHaveLength(prompts)
    expect(run.adapter.controls.isAuthorised('second'), 'the ended wallet is ended at its wallet').toBe(false)
    expect(run.foyer.getState().modal.isOpen, 'the modal stays open').toBe(true)
    expect(
      run.foyer
        .getRecentConnections('eip155')
        .map((c) => c.connectorId)
        .sort(),
    ).toEqual(['mock', 'second'])
    expect(run.storage.get(storageKeys.connectionStatus('eip155'))).toBe('disconnected')
  })

  it('a hand-over given up while the next wallet is restored disconnects the namespace', async () => {
    const run = start()
    await connectBoth(run)
    run.gate.holding = true
    run.foyer.disconnectConnection({ namespace: 'eip155', connectorId: 'second' })
    await settle()
    run.foyer.cancelConnect()
    await settle()
    await run.settled()
    expect(run.foyer.getState().account.status).toBe('disconnected')
    expect(run.adapter.controls.isAuthorised('second')).toBe(false)
    run.gate.release()
    await settle()
    expect(run.foyer.getState().account.status, 'a late restore changes nothing').toBe('disconnected')
  })

  it('restores the held connection from storage after a reload, with the same one active', async () => {
    const store = memoryStorage()
    const first = start({ store })
    await connectBoth(first)
    first.foyer.actor.stop()
    // The wallets still know the site: the active one is restored without a prompt.
    const reloaded = start({ store, authorised: true })
    await reloaded.settled()
    expect(reloaded.foyer.getState().account.address).toBe(SECOND_ADDRESS)
    expect(addresses(reloaded.foyer)).toEqual(['second:connected', 'mock:active'])
  })

  it("without the remote feature every action raises 'Multi-Wallet Not Enabled' and changes nothing", async () => {
    const run = start({ enabled: false })
    run.foyer.connect('mock')
    await run.settled()
    run.foyer.open()
    expect(run.foyer.getWalletConnections()).toEqual([])
    expect(run.foyer.getState().alert).toMatchObject({ title: 'Multi-Wallet Not Enabled', variant: 'info' })
    expect(await run.foyer.switchConnection({ namespace: 'eip155', connectorId: 'second' })).toBeUndefined()
    run.foyer.addWallet()
    expect(run.foyer.getState().router.view.name).toBe('Account')
    expect(run.foyer.getState().account.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })
})
