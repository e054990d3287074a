import { describe, expect, it } from 'vitest'
import { bip122Kit } from '../../chains/bip122/bip122.kit.js'
import { eip155Kit } from '../../chains/eip155/eip155.kit.js'
import { solanaKit } from '../../chains/solana/solana.kit.js'
import type { AccountViewModel } from '../../machines/connection/connection.views.js'
import { receiveViewOf } from './receive.rules.js'

// The Receive QR code carries the chain: a phone wallet that scans it is told which network to pay on
// in its namespace's own payment URI. Addresses are the standards' published examples.

const kits = [eip155Kit, solanaKit, bip122Kit]

function connected(caipAddress: string, networkName: string): AccountViewModel {
  const [namespace, , address] = caipAddress.split(':')
  return {
    status: 'connected',
    namespace: namespace as AccountViewModel['namespace'],
    address,
    caipAddress: caipAddress as AccountViewModel['caipAddress'],
    network: { name: networkName } as AccountViewModel['network'],
    isBalanceLoading: false,
    accounts: [],
    otherAddresses: [],
    isAwaitingWallet: false,
  }
}

describe("the Receive view's QR code", () => {
  it('is an EIP-681 URI with the chain id on EVM, Ethereum included', () => {
    const address = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' // EIP-681's example, checksummed
    expect(receiveViewOf(connected(`eip155:8453:${address}`, 'Base'), kits)).toEqual({
      address,
      networkName: 'Base',
      qrValue: `ethereum:${address}@8453`,
      worksOn: [],
      alsoReceivesOn: [],
    })
    expect(receiveViewOf(connected(`eip155:1:${address}`, 'Ethereum'), kits).qrValue).toBe(
      `ethereum:${address}@1`,
    )
  })

  it('is a Solana Pay transfer request on Solana', () => {
    const address = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN'
    const view = receiveViewOf(
      connected(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${address}`, 'Solana'),
      kits,
    )
    expect(view.qrValue).toBe(`solana:${address}`)
  })

  it('is a BIP-21 URI on Bitcoin', () => {
    const address = '175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W'
    const view = receiveViewOf(
      connected(`bip122:000000000019d6689c085ae165831e93:${address}`, 'Bitcoin'),
      kits,
    )
    expect(view.qrValue).toBe(`bitcoin:${address}`)
  })

  it('is the bare address where the namespace has no payment URI', () => {
    const address = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    const view = receiveViewOf(
      connected(`polkadot:91b171bb158e2d3848fa23a9f1c25182:${address}`, 'Polkadot'),
      [],
    )
    expect(view.qrValue).toBe(address)
  })

  it('lists the site’s networks the address receives on: every network of its namespace, one Bitcoin network for a Bitcoin address', () => {
    const networks = [
      { caipNetworkId: 'eip155:1', name: 'Ethereum' },
      { caipNetworkId: 'eip155:8453', name: 'Base' },
      { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana' },
      { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', name: 'Bitcoin' },
      { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', name: 'Bitcoin Testnet' },
    ] as const
    const evm = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
    expect(receiveViewOf(connected(`eip155:8453:${evm}`, 'Base'), kits, networks).alsoReceivesOn).toEqual([
      'Ethereum',
    ])
    expect(receiveViewOf(connected(`eip155:8453:${evm}`, 'Base'), kits, networks).worksOn).toEqual([
      'Ethereum',
      'Base',
    ])
    const btc = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    expect(
      receiveViewOf(connected(`bip122:000000000019d6689c085ae165831e93:${btc}`, 'Bitcoin'), kits, networks)
        .worksOn,
    ).toEqual(['Bitcoin'])
  })

  it('shows no address while no account is connected', () => {
    const account: AccountViewModel = {
      status: 'disconnected',
      isBalanceLoading: false,
      accounts: [],
      otherAddresses: [],
      isAwaitingWallet: false,
    }
    expect(receiveViewOf(account, kits)).toEqual({ networkName: undefined })
  })
})
