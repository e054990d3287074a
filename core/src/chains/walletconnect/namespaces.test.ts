import { describe, expect, it } from 'vitest'
import { cosmosHub, osmosis } from '../../networks/definitions/cosmos.js'
import { networks } from '../../networks/definitions/index.js'
import { kusama, polkadot } from '../../networks/definitions/polkadot.js'
import type { Network } from '../../networks/network.types.js'
import { proposedNamespaces, walletConnectEvents, walletConnectKits } from './namespaces.js'

describe('proposedNamespaces', () => {
  it('proposes each WalletConnect namespace once, with its methods, the default events and an RPC per chain', () => {
    const proposal = proposedNamespaces([networks.mainnet, networks.base, networks.solana, networks.bitcoin])
    expect(Object.keys(proposal)).toEqual(['eip155', 'solana', 'bip122'])
    expect(proposal.eip155).toEqual({
      chains: ['eip155:1', 'eip155:8453'],
      methods: [...walletConnectKits.eip155.methods],
      events: [...walletConnectEvents],
      rpcMap: {
        '1': networks.mainnet.rpcUrls.default.http[0],
        '8453': networks.base.rpcUrls.default.http[0],
      },
    })
    expect(proposal.solana?.methods).toContain('solana_signAndSendTransaction')
    expect(proposal.bip122?.methods).toEqual([
      'sendTransfer',
      'signMessage',
      'signPsbt',
      'getAccountAddresses',
    ])
    // Bitcoin's own event is proposed beside the default ones, to Bitcoin only.
    expect(proposal.bip122?.events).toEqual([...walletConnectEvents, 'bip122_addressesChanged'])
    expect(proposal.solana?.events).toEqual([...walletConnectEvents])
    expect(proposal.solana?.rpcMap[networks.solana.id]).toBe(networks.solana.rpcUrls.default.http[0])
  })

  it('asks EVM wallets for what SPEC §7 lists: accounts, signing, typed data, switching, calls, permissions', () => {
    expect(walletConnectKits.eip155.methods).toEqual(
      expect.arrayContaining([
        'eth_requestAccounts',
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_showCallsStatus',
        'wallet_getCapabilities',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_getAssets',
        'wallet_watchAsset',
      ]),
    )
  })

  it('leaves out namespaces WalletConnect does not carry and duplicates; a chain without RPC URL has no rpcMap entry', () => {
    const noRpc: Network = { ...networks.optimism, rpcUrls: { default: { http: [] } } }
    const tron = {
      ...networks.mainnet,
      chainNamespace: 'tron',
      caipNetworkId: 'tron:0x2b6653dc',
    } as unknown as Network
    const proposal = proposedNamespaces([networks.mainnet, networks.mainnet, noRpc, tron])
    expect(Object.keys(proposal)).toEqual(['eip155'])
    expect(proposal.eip155?.chains).toEqual(['eip155:1', 'eip155:10'])
    expect(Object.keys(proposal.eip155?.rpcMap ?? {})).toEqual(['1'])
  })

  it('proposes nothing without networks', () => {
    expect(proposedNamespaces([])).toEqual({})
  })
})

describe('walletConnectKits', () => {
  it("proposes Polkadot's two methods with the default events, as two strings (not the docs' one)", () => {
    const proposal = proposedNamespaces([polkadot, kusama])
    expect(proposal.polkadot).toEqual({
      chains: [polkadot.caipNetworkId, kusama.caipNetworkId],
      methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: {
        [polkadot.id]: polkadot.rpcUrls.default.http[0],
        [kusama.id]: kusama.rpcUrls.default.http[0],
      },
    })
  })

  it('gives a connector provider only where the namespace adapter can use one (EVM, Solana, Bitcoin, Polkadot, Cosmos)', () => {
    const withProvider = Object.entries(walletConnectKits)
      .filter(([, kit]) => 'provider' in kit && kit.provider !== undefined)
      .map(([namespace]) => namespace)
    expect(withProvider).toEqual(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'])
  })

  it("proposes Cosmos chains with WalletConnect's cosmos methods and an RPC per chain id", () => {
    const proposal = proposedNamespaces([cosmosHub, osmosis])
    expect(proposal.cosmos).toEqual({
      chains: ['cosmos:cosmoshub-4', 'cosmos:osmosis-1'],
      methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
      events: [...walletConnectEvents],
      rpcMap: {
        'cosmoshub-4': cosmosHub.rpcUrls.default.http[0],
        'osmosis-1': osmosis.rpcUrls.default.http[0],
      },
    })
  })
})
