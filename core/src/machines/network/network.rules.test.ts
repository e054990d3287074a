import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BaseError } from '../../errors/base.js'
import { toRpcError } from '../../errors/rpc.js'
import { base, mainnet, solana, solanaDevnet } from '../../networks/definitions/index.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import { mockConnection, SOLANA_ADDRESS, UNKNOWN_EVM_NETWORK } from '../connection/connection.fixtures.js'
import {
  connectionChange,
  initialActiveNetwork,
  isActiveUnsupported,
  switchErrorOf,
  switchPlan,
} from './network.rules.js'
import type { KnownConnections } from './network.types.js'

const networks = [mainnet, base, solana, solanaDevnet]
const evmOn = (id: CaipNetworkId, connectorType: 'INJECTED' | 'AUTH' = 'INJECTED') => ({
  connection: mockConnection(id),
  connectorType,
})
const solOn = (id: CaipNetworkId = solana.caipNetworkId) => ({
  connection: mockConnection(id, SOLANA_ADDRESS),
  connectorType: 'INJECTED' as const,
})

describe('initialActiveNetwork', () => {
  it('takes the stored network when configured, ignores one that is not', () => {
    expect(initialActiveNetwork({ networks, storedNetworkId: base.caipNetworkId })).toBe(base)
    expect(initialActiveNetwork({ networks, storedNetworkId: 'eip155:424242' })).toBe(mainnet)
  })
  it('then the stored namespace, then the default network, then the first', () => {
    expect(initialActiveNetwork({ networks, storedNamespace: 'solana' })).toBe(solana)
    expect(initialActiveNetwork({ networks, defaultNetwork: solanaDevnet.caipNetworkId })).toBe(solanaDevnet)
    expect(initialActiveNetwork({ networks, defaultNetwork: 'eip155:424242' })).toBe(mainnet)
    expect(initialActiveNetwork({ networks: [] })).toBeUndefined()
  })
})

describe('switchPlan (SPEC §4 network switch)', () => {
  const plan = (
    target: CaipNetworkId,
    connections: KnownConnections,
    active: CaipNetworkId = mainnet.caipNetworkId,
  ) => switchPlan({ target, networks, activeNetworkId: active, connections })

  it('an unconfigured network is not found', () => {
    expect(plan('eip155:424242', {})).toBe('notFound')
  })
  it('the same network does nothing, unless the wallet is elsewhere', () => {
    expect(plan(mainnet.caipNetworkId, {})).toBe('nothing')
    expect(plan(mainnet.caipNetworkId, { eip155: evmOn(mainnet.caipNetworkId) })).toBe('nothing')
    expect(plan(mainnet.caipNetworkId, { eip155: evmOn(UNKNOWN_EVM_NETWORK) })).toBe('switchWallet')
  })
  it('an address on another namespace and none on the target asks to switch the active chain', () => {
    expect(plan(solana.caipNetworkId, { eip155: evmOn(mainnet.caipNetworkId) })).toBe('confirmActiveChain')
  })
  it('a connection on the target namespace switches the wallet', () => {
    expect(plan(base.caipNetworkId, { eip155: evmOn(mainnet.caipNetworkId) })).toBe('switchWallet')
  })
  it('the AUTH connector always goes through SwitchNetwork', () => {
    expect(
      plan(base.caipNetworkId, { eip155: evmOn(base.caipNetworkId, 'AUTH') }, solana.caipNetworkId),
    ).toBe('switchWallet')
  })
  it('another namespace with its own connection on the target becomes active without a prompt', () => {
    expect(plan(solana.caipNetworkId, { eip155: evmOn(mainnet.caipNetworkId), solana: solOn() })).toBe(
      'activate',
    )
    expect(plan(solanaDevnet.caipNetworkId, { solana: solOn() })).toBe('switchWallet')
  })
  it('without any connection the network is just set', () => {
    expect(plan(solana.caipNetworkId, {})).toBe('set')
  })
  it('is total and consistent: "nothing" only for the active network, "notFound" only for unknown ones', () => {
    const ids = [...networks.map((n) => n.caipNetworkId), 'eip155:424242' as const]
    const known = fc.option(fc.constantFrom(...ids, UNKNOWN_EVM_NETWORK), { nil: undefined })
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.constantFrom(...networks.map((n) => n.caipNetworkId)),
        known,
        (target, active, evm) => {
          const connections: KnownConnections = evm?.startsWith('eip155')
            ? { eip155: evmOn(evm as CaipNetworkId) }
            : {}
          const result = plan(target, connections, active)
          if (result === 'nothing') expect(target).toBe(active)
          expect(result === 'notFound').toBe(target === 'eip155:424242')
        },
      ),
    )
  })
})

describe('connectionChange (SPEC §4)', () => {
  const context = {
    networks,
    activeNetworkId: mainnet.caipNetworkId as CaipNetworkId | undefined,
    connections: {} as KnownConnections,
    allowUnsupportedChain: false,
    enableNetworkSwitch: true,
  }
  const change = (namespace: 'eip155' | 'solana', id?: CaipNetworkId) => ({
    namespace,
    connection: id ? mockConnection(id, namespace === 'solana' ? SOLANA_ADDRESS : undefined) : undefined,
    connectorType: id ? ('INJECTED' as const) : undefined,
  })

  it('connecting makes the namespace active, on the wallet network', () => {
    const result = connectionChange(context, change('solana', solanaDevnet.caipNetworkId))
    expect(result).toMatchObject({ activeNetworkId: solanaDevnet.caipNetworkId, isConnected: true })
  })
  it('a wallet on an unknown network: unsupported, UnsupportedChain unless allowed or switching is off', () => {
    expect(connectionChange(context, change('eip155', UNKNOWN_EVM_NETWORK)).shouldShowUnsupportedChain).toBe(
      true,
    )
    expect(
      connectionChange({ ...context, allowUnsupportedChain: true }, change('eip155', UNKNOWN_EVM_NETWORK))
        .shouldShowUnsupportedChain,
    ).toBe(false)
    expect(
      connectionChange({ ...context, enableNetworkSwitch: false }, change('eip155', UNKNOWN_EVM_NETWORK))
        .shouldShowUnsupportedChain,
    ).toBe(false)
    const unsupported = { ...context, connections: { eip155: evmOn(UNKNOWN_EVM_NETWORK) } }
    expect(isActiveUnsupported(unsupported)).toBe(true)
    expect(connectionChange(unsupported, change('eip155', base.caipNetworkId))).toMatchObject({
      isBackOnSupportedNetwork: true,
      activeNetworkId: base.caipNetworkId,
    })
  })
  it('a connection restored on load leaves another namespace active; on the active namespace it takes the network', () => {
    const restored = { ...change('solana', solanaDevnet.caipNetworkId), restored: true }
    expect(connectionChange(context, restored).activeNetworkId).toBe(mainnet.caipNetworkId)
    const onSolana = { ...context, activeNetworkId: solana.caipNetworkId as CaipNetworkId | undefined }
    expect(connectionChange(onSolana, restored).activeNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(connectionChange({ ...context, activeNetworkId: undefined }, restored).activeNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
  })
  it('a connection made alongside another namespace’s (one WalletConnect session) leaves the active namespace', () => {
    const alongside = { ...change('solana', solanaDevnet.caipNetworkId), alongside: true }
    expect(connectionChange(context, alongside).activeNetworkId).toBe(mainnet.caipNetworkId)
    expect(connectionChange(context, alongside).connections.solana).toBeDefined()
    const onSolana = { ...context, activeNetworkId: solana.caipNetworkId as CaipNetworkId | undefined }
    expect(connectionChange(onSolana, alongside).activeNetworkId).toBe(solanaDevnet.caipNetworkId)
    // The same connection made on its own takes the active namespace.
    expect(connectionChange(context, change('solana', solanaDevnet.caipNetworkId)).activeNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
  })
  it("the active namespace's connection going hands the active place to another connected namespace", () => {
    const both = {
      ...context,
      activeNetworkId: solanaDevnet.caipNetworkId as CaipNetworkId | undefined,
      connections: { eip155: evmOn(base.caipNetworkId), solana: solOn() },
    }
    expect(connectionChange(both, change('solana'))).toMatchObject({
      activeNetworkId: base.caipNetworkId,
      isConnected: true,
      isLastConnectionGone: false,
    })
    // The other namespace's connection going leaves the active one as it is.
    expect(connectionChange(both, change('eip155')).activeNetworkId).toBe(solanaDevnet.caipNetworkId)
  })
  it('the last connection going is a disconnect; one of two is not', () => {
    const both = { ...context, connections: { eip155: evmOn(mainnet.caipNetworkId), solana: solOn() } }
    expect(connectionChange(both, change('eip155')).isLastConnectionGone).toBe(false)
    const one = { ...context, connections: { solana: solOn() } }
    expect(connectionChange(one, change('solana')).isLastConnectionGone).toBe(true)
    expect(connectionChange(context, change('solana')).isLastConnectionGone).toBe(false)
  })
})

describe('switchErrorOf', () => {
  it('uses the standard RPC texts', () => {
    expect(switchErrorOf(toRpcError(4001))).toEqual({
      kind: 'rejected',
      message: 'Network switch rejected',
    })
    expect(switchErrorOf({ code: 4902 })).toEqual({ kind: 'failed', message: 'Unrecognized chain ID.' })
    expect(switchErrorOf(new BaseError('X', 'Chain is not supported')).message).toBe('Chain is not supported')
    expect(switchErrorOf(new Error('?')).message).toBe('unknown RPC error')
  })
})
