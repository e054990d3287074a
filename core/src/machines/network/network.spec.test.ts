import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, waitFor } from 'xstate'
import type { ConnectorType } from '../../connectors/connector.types.js'
import { base, mainnet, solana, solanaDevnet } from '../../networks/definitions/index.js'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import {
  evmMock,
  mockConnection,
  SOLANA_ADDRESS,
  solanaMock,
  UNKNOWN_EVM_NETWORK,
} from '../connection/connection.fixtures.js'
import { selectNetworkGroups } from './network.groups.selectors.js'
import { networkMachine } from './network.machine.js'
import { selectNetworksView } from './network.selectors.js'
import { selectSwitchActiveChainView, selectSwitchNetworkView } from './network.switch-view.selectors.js'
import type { NetworkContext, NetworkInput } from './network.types.js'

/** One test per SPEC §4 network-switch rule, on a real network actor over mock wallets. */

function start(options: Partial<NetworkInput> & { seed?: Record<string, string> } = {}) {
  const { seed, ...input } = options
  const storage = createStorage(memoryStorage(seed ?? {}))
  const evm = evmMock({ knownNetworks: [mainnet.caipNetworkId] })
  const sol = solanaMock()
  const sent: AnyEventObject[] = []
  const send =
    (make: (context: NetworkContext) => AnyEventObject) =>
    ({ context }: { context: NetworkContext }) =>
      sent.push(make(context))
  const actor = createActor(
    networkMachine.provide({
      actions: {
        notifyNetworkNotFound: send(() => ({ type: 'FOYER.ALERT', alert: { id: 'NETWORK_NOT_FOUND' } })),
        notifyRouterEnv: send((c) => ({
          type: 'ROUTER.ENV',
          isConnected: c.connections[c.activeNetworkId?.split(':')[0] as Namespace] !== undefined,
        })),
        pushSwitchNetworkView: send((c) => ({
          type: 'ROUTER.PUSH',
          view: 'SwitchNetwork',
          network: c.target,
        })),
        pushSwitchActiveChainView: send((c) => ({
          type: 'ROUTER.PUSH',
          view: 'SwitchActiveChain',
          network: c.target,
        })),
        goBack: send(() => ({ type: 'ROUTER.BACK' })),
        resetRouterToConnect: send(() => ({ type: 'ROUTER.RESET', view: 'Connect' })),
        openUnsupportedChain: send(() => ({ type: 'MODAL.OPEN', view: 'UnsupportedChain' })),
        closeUnsupportedChainView: send(() => ({ type: 'MODAL.CLOSE' })),
        notifyConnectionNetwork: send((c) => ({
          type: 'CONNECTION.NETWORK_SELECTED',
          caipNetworkId: c.activeNetworkId,
        })),
      },
    }),
    {
      input: {
        networks: [mainnet, base, solana, solanaDevnet],
        adapters: [evm, sol],
        storage,
        allowUnsupportedChain: false,
        enableNetworkSwitch: true,
        ...input,
      },
    },
  ).start()
  let disconnects = 0
  actor.on('disconnect', () => disconnects++)
  const connect = (
    namespace: Namespace,
    id: CaipNetworkId | undefined,
    connectorType: ConnectorType = 'INJECTED',
  ) =>
    actor.send({
      type: 'NETWORK.CONNECTION_CHANGED',
      namespace,
      connection: id && mockConnection(id, namespace === 'solana' ? SOLANA_ADDRESS : undefined),
      connectorType: id && connectorType,
    })
  const types = () => sent.map((e) => e.type)
  return { actor, storage, evm, sol, sent, types, connect, disconnects: () => disconnects }
}

describe('network: switch (SPEC §4)', () => {
  it('a network that is not configured raises "Network Not Found"', () => {
    const { actor, sent } = start()
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: 'eip155:424242' })
    expect(sent).toEqual([{ type: 'FOYER.ALERT', alert: { id: 'NETWORK_NOT_FOUND' } }])
    expect(actor.getSnapshot().context.activeNetworkId).toBe(mainnet.caipNetworkId)
  })

  it('the same network (with the wallet on it) does nothing', () => {
    const { actor, sent, connect } = start()
    connect('eip155', mainnet.caipNetworkId)
    sent.length = 0
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: mainnet.caipNetworkId })
    expect(sent).toEqual([])
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('without any connection the network is set, stored, and the router goes back', () => {
    const { actor, storage, types } = start()
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: solana.caipNetworkId })
    expect(actor.getSnapshot().context.activeNetworkId).toBe(solana.caipNetworkId)
    expect(storage.get(storageKeys.activeNetworkId)).toBe(solana.caipNetworkId)
    expect(storage.get(storageKeys.activeNamespace)).toBe('solana')
    expect(types()).toContain('ROUTER.BACK')
  })

  it('an address on another namespace and none on the target: SwitchActiveChain, confirm resets to Connect', () => {
    const { actor, sent, connect } = start()
    connect('eip155', mainnet.caipNetworkId)
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: solana.caipNetworkId })
    expect(sent.at(-1)).toEqual({
      type: 'ROUTER.PUSH',
      view: 'SwitchActiveChain',
      network: solana.caipNetworkId,
    })
    expect(selectSwitchActiveChainView(actor.getSnapshot())).toEqual({
      target: {
        caipNetworkId: solana.caipNetworkId,
        name: 'Solana',
        imageId: solana.assets?.imageId,
        imageUrl: undefined,
        isSupported: true,
      },
      from: 'eip155',
      to: 'solana',
    })
    actor.send({ type: 'NETWORK.CONFIRM' })
    expect(actor.getSnapshot().context.activeNetworkId).toBe(solana.caipNetworkId)
    expect(sent.slice(-2)).toEqual([
      { type: 'ROUTER.ENV', isConnected: false },
      { type: 'ROUTER.RESET', view: 'Connect' },
    ])
  })

  it('cancelling SwitchActiveChain keeps the active network and goes back', () => {
    const { actor, types, connect } = start()
    connect('eip155', mainnet.caipNetworkId)
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: solana.caipNetworkId })
    actor.send({ type: 'NETWORK.CANCEL' })
    expect(actor.getSnapshot().context).toMatchObject({
      activeNetworkId: mainnet.caipNetworkId,
      target: undefined,
    })
    expect(types().at(-1)).toBe('ROUTER.BACK')
  })

  it('a connection on the target namespace: SwitchNetwork, the wallet adds an unknown chain (4902) then switches', async () => {
    const { actor, evm, types, connect, storage } = start()
    connect('eip155', mainnet.caipNetworkId)
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: base.caipNetworkId })
    expect(types()).toContain('ROUTER.PUSH')
    expect(selectSwitchNetworkView(actor.getSnapshot())).toMatchObject({
      target: { name: 'Base' },
      status: 'switching',
      walletName: 'Mock Wallet',
    })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(evm.controls.calls.map((c) => c.method)).toEqual(['switchNetwork', 'addNetwork'])
    expect(actor.getSnapshot().context.activeNetworkId).toBe(base.caipNetworkId)
    expect(storage.get(storageKeys.activeNetworkId)).toBe(base.caipNetworkId)
    expect(types().at(-1)).toBe('ROUTER.BACK')
  })

  it('a rejected switch says so, retry asks again, cancel goes back', async () => {
    const { actor, evm, types, connect } = start()
    connect('eip155', mainnet.caipNetworkId)
    evm.controls.behaviour.switchNetwork = 'reject'
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: base.caipNetworkId })
    await waitFor(actor, (s) => s.matches('rejected'))
    expect(selectSwitchNetworkView(actor.getSnapshot())).toMatchObject({
      status: 'rejected',
      message: 'Network switch rejected',
    })
    evm.controls.behaviour.switchNetwork = 'fail'
    actor.send({ type: 'NETWORK.RETRY' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectSwitchNetworkView(actor.getSnapshot())).toMatchObject({ message: 'unknown RPC error' })
    actor.send({ type: 'NETWORK.CANCEL' })
    expect(actor.getSnapshot().context.activeNetworkId).toBe(mainnet.caipNetworkId)
    expect(types().at(-1)).toBe('ROUTER.BACK')
  })

  it('the AUTH connector always goes through SwitchNetwork', () => {
    const { actor, connect } = start()
    connect('eip155', base.caipNetworkId, 'AUTH')
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: solana.caipNetworkId })
    actor.send({ type: 'NETWORK.CANCEL' })
    connect('solana', solana.caipNetworkId)
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: base.caipNetworkId })
    expect(actor.getSnapshot().value, 'the embedded wallet is asked even though it is on Base').toBe(
      'switching',
    )
  })

  it('another namespace with its own connection on the target becomes active without a prompt', () => {
    const { actor, connect, sent } = start()
    connect('eip155', mainnet.caipNetworkId)
    connect('solana', solana.caipNetworkId)
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: mainnet.caipNetworkId })
    expect(actor.getSnapshot().context.activeNetworkId).toBe(mainnet.caipNetworkId)
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: solana.caipNetworkId })
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { activeNetworkId: solana.caipNetworkId },
    })
    expect(sent.at(-3)).toEqual({ type: 'CONNECTION.NETWORK_SELECTED', caipNetworkId: solana.caipNetworkId })
  })
})

describe("network: Solana's deprecated CAIP-2 ids (CAIP-30) are read as the current ones", () => {
  const deprecatedMainnet = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'
  const deprecatedDevnet = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'

  it('in storage, in the site options, in a switch and in what a wallet reports', () => {
    const stored = start({ seed: { 'foyer:active-network-id': JSON.stringify(deprecatedDevnet) } })
    expect(stored.actor.getSnapshot().context.activeNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(start({ defaultNetwork: deprecatedMainnet }).actor.getSnapshot().context.activeNetworkId).toBe(
      solana.caipNetworkId,
    )
    const { actor, connect, storage } = start()
    actor.send({ type: 'NETWORK.SWITCH', caipNetworkId: deprecatedDevnet })
    expect(actor.getSnapshot().context.activeNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(storage.get(storageKeys.activeNetworkId)).toBe(solanaDevnet.caipNetworkId)
    connect('solana', deprecatedMainnet)
    expect(actor.getSnapshot().context.activeNetworkId).toBe(solana.caipNetworkId)
    expect(selectNetworksView(actor.getSnapshot())).toMatchObject({
      isUnsupported: false,
      active: { name: 'Solana' },
    })
  })
})

describe('network: the Networks list', () => {
  it('groups the networks by namespace, in the adapters order, under each namespace name', () => {
    const { actor } = start()
    const groups = selectNetworkGroups(actor.getSnapshot())
    expect(groups.map((group) => [group.label, group.networks.map((network) => network.name)])).toEqual([
      ['EVM', ['Ethereum', 'Base']],
      ['Solana', ['Solana', 'Solana Devnet']],
    ])
  })
})

describe('network: connections (SPEC §4)', () => {
  it('connecting makes that namespace active and tells the router an address is connected', () => {
    const { actor, connect, sent } = start()
    connect('solana', solanaDevnet.caipNetworkId)
    expect(actor.getSnapshot().context.activeNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(sent).toContainEqual({ type: 'ROUTER.ENV', isConnected: true })
  })

  it('an unknown wallet network is unsupported and opens UnsupportedChain; back on a configured one it clears', () => {
    const { actor, connect, types } = start()
    connect('eip155', UNKNOWN_EVM_NETWORK)
    expect(types()).toContain('MODAL.OPEN')
    expect(selectNetworksView(actor.getSnapshot())).toMatchObject({
      isUnsupported: true,
      active: { caipNetworkId: UNKNOWN_EVM_NETWORK, name: 'Unknown Network', isSupported: false },
    })
    connect('eip155', base.caipNetworkId)
    expect(types().at(-1), 'the stale UnsupportedChain view closes').toBe('MODAL.CLOSE')
    expect(selectNetworksView(actor.getSnapshot())).toMatchObject({
      isUnsupported: false,
      active: { name: 'Base' },
    })
  })

  it('UnsupportedChain does not show when unsupported chains are allowed, or switching is off', () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const { connect, types, actor } = start(options)
      connect('eip155', UNKNOWN_EVM_NETWORK)
      expect(types()).not.toContain('MODAL.OPEN')
      expect(selectNetworksView(actor.getSnapshot()).isUnsupported).toBe(true)
    }
  })

  it('the disconnect event fires only when the last connection goes', () => {
    const { connect, disconnects } = start()
    connect('eip155', mainnet.caipNetworkId)
    connect('solana', solana.caipNetworkId)
    connect('eip155', undefined)
    expect(disconnects()).toBe(0)
    connect('solana', undefined)
    expect(disconnects()).toBe(1)
  })

  it('starts on the stored network when configured, else the default network, else the first', () => {
    expect(
      start({ seed: { 'foyer:active-network-id': '"eip155:8453"' } }).actor.getSnapshot().context
        .activeNetworkId,
    ).toBe(base.caipNetworkId)
    const ignored = start({
      seed: { 'foyer:active-network-id': '"eip155:424242"' },
      defaultNetwork: solana.caipNetworkId,
    })
    expect(ignored.actor.getSnapshot().context.activeNetworkId).toBe(solana.caipNetworkId)
    expect(
      start({ seed: { 'foyer:active-network-id': '42' } }).actor.getSnapshot().context.activeNetworkId,
    ).toBe(mainnet.caipNetworkId)
  })
})
