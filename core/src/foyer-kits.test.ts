import { afterEach, describe, expect, it } from 'vitest'
import { bip122 } from './chains/bip122/bip122.adapter.js'
import { eip155 } from './chains/eip155/eip155.adapter.js'
import { solana } from './chains/solana/solana.adapter.js'
import { createFoyer, type Foyer } from './create-foyer.js'
import { selectNetworkGroups } from './machines/network/network.groups.selectors.js'
import { multiWallet } from './modules/multi-wallet/multi-wallet.module.js'
import { isAddressFor } from './networks/address.js'
import { isCaipAddress, isCaipNetworkId } from './networks/caip.js'
import { bitcoin, mainnet, solana as solanaMainnet } from './networks/definitions/index.js'
import type { Namespace } from './networks/network.types.js'
import { defineNetwork } from './networks/registry.js'
import { type StoredConnection, storageKeys } from './storage/keys.js'
import { memoryStorage } from './storage/memory.js'
import { requireSystemActor } from './testing/system-actor.js'

// Two Foyers on one page, one EVM-only and one with Solana and Bitcoin: each checks networks and
// addresses with the kits of the adapters it was created with and no others, whichever was created
// first, and creating one changes nothing of what the other (or a function given no kits) accepts.

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// The same address with one letter's case flipped: CAIP-10's shape, but not its EIP-55 checksum.
const badChecksum = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
// 32 characters of CAIP-10's shape that are not base58 (no `0` in base58): no Solana address.
const notBase58 = '0'.repeat(32)

const running: Foyer[] = []
afterEach(() => {
  for (const foyer of running.splice(0)) foyer.stop()
})

/** Storage holding two connections of `namespace`, the second with an address of `badAddress`. */
function storageWith(namespace: Namespace, address: string, badAddress: string) {
  const storage = memoryStorage()
  const connections: StoredConnection[] = [
    { connectorId: 'good', accounts: [{ address, type: 'eoa' }] },
    { connectorId: 'bad', accounts: [{ address: badAddress, type: 'eoa' }] },
  ]
  storage.setItem(storageKeys.connections(namespace).name, JSON.stringify(connections))
  return storage
}

function evmFoyer(): Foyer {
  const foyer = createFoyer({
    isMobile: false,
    storage: storageWith('eip155', evmAddress, badChecksum),
    adapters: [eip155({ networks: [mainnet] })],
    modules: [multiWallet()],
  })
  running.push(foyer)
  return foyer
}

function solanaBitcoinFoyer(): Foyer {
  const foyer = createFoyer({
    isMobile: false,
    storage: storageWith('solana', solanaAddress, notBase58),
    adapters: [solana({ networks: [solanaMainnet] }), bip122({ networks: [bitcoin], page: {} })],
    modules: [multiWallet()],
  })
  running.push(foyer)
  return foyer
}

/** The connectors whose stored connections a Foyer's multi-wallet actor kept for `namespace`. */
function keptConnectors(foyer: Foyer, namespace: Namespace): string[] {
  const wallets = requireSystemActor(foyer.actor, 'multiWallet').getSnapshot().context.wallets
  return (wallets[namespace]?.connections ?? []).map((connection) => connection.connectorId)
}

/** What the EVM-only Foyer accepts: EVM by EVM's rules, Solana and Bitcoin by CAIP's general ones. */
function expectEvmRules(foyer: Foyer): void {
  expect(foyer.kits.map((kit) => kit.namespace)).toEqual(['eip155'])
  expect(isCaipNetworkId('eip155:01', foyer.kits), 'EVM chain ids have no leading zero').toBe(false)
  expect(isCaipAddress(`eip155:1:${badChecksum}`, foyer.kits)).toBe(false)
  expect(isAddressFor('eip155', evmAddress, foyer.kits)).toBe(true)
  // No Solana or Bitcoin adapter here: their addresses only need CAIP-10's general shape.
  expect(isAddressFor('solana', notBase58, foyer.kits)).toBe(true)
  expect(isAddressFor('bip122', notBase58, foyer.kits)).toBe(true)
  expect(keptConnectors(foyer, 'eip155')).toEqual(['good'])
  expect(selectNetworkGroups(foyer.network.getSnapshot()).map((group) => group.label)).toEqual(['EVM'])
}

/** What the Solana and Bitcoin Foyer accepts: theirs by their own rules, EVM by CAIP's general ones. */
function expectSolanaBitcoinRules(foyer: Foyer): void {
  expect(foyer.kits.map((kit) => kit.namespace)).toEqual(['solana', 'bip122'])
  expect(isAddressFor('solana', notBase58, foyer.kits), 'not base58').toBe(false)
  expect(isAddressFor('solana', solanaAddress, foyer.kits)).toBe(true)
  expect(isAddressFor('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', foyer.kits)).toBe(true)
  expect(isAddressFor('bip122', notBase58, foyer.kits)).toBe(false)
  expect(isCaipNetworkId('bip122:000000000019D6689C085AE165831E93', foyer.kits), 'lowercase hex').toBe(false)
  // No EVM adapter here: `eip155:01` and an unchecked capital are CAIP's general shapes.
  expect(isCaipNetworkId('eip155:01', foyer.kits)).toBe(true)
  expect(isCaipAddress(`eip155:1:${badChecksum}`, foyer.kits)).toBe(true)
  expect(keptConnectors(foyer, 'solana')).toEqual(['good'])
  expect(selectNetworkGroups(foyer.network.getSnapshot()).map((group) => group.label)).toEqual([
    'Solana',
    'Bitcoin',
  ])
}

/** What a function given no kits accepts: CAIP's general rules, whatever Foyer runs on the page. */
function expectGeneralRules(): void {
  expect(isCaipNetworkId('eip155:01')).toBe(true)
  expect(isAddressFor('solana', notBase58, [])).toBe(true)
  // CAIP-2's general reference shape takes `0`; no EVM network has chain id 0.
  const zero = { ...mainnet, caipNetworkId: 'eip155:0' as const, id: 0, name: 'Zero' }
  expect(defineNetwork(zero).name).toBe('Zero')
  expect(() => defineNetwork(zero, [eip155({ networks: [mainnet] }).kit])).toThrow(/not a valid CAIP-2 id/)
}

describe('two Foyers on one page, each with its own kits', () => {
  it('the EVM-only Foyer first, then the Solana and Bitcoin one: each validates by its own kits', () => {
    expectGeneralRules()
    const evm = evmFoyer()
    expectEvmRules(evm)
    expectGeneralRules()
    const other = solanaBitcoinFoyer()
    expectSolanaBitcoinRules(other)
    expectEvmRules(evm)
    expectGeneralRules()
  })

  it('the Solana and Bitcoin Foyer first, then the EVM-only one: the same answers', () => {
    expectGeneralRules()
    const other = solanaBitcoinFoyer()
    expectSolanaBitcoinRules(other)
    expectGeneralRules()
    const evm = evmFoyer()
    expectEvmRules(evm)
    expectSolanaBitcoinRules(other)
    expectGeneralRules()
  })

  it('a Foyer stopped leaves the other one its rules', () => {
    const evm = evmFoyer()
    const other = solanaBitcoinFoyer()
    evm.stop()
    expectSolanaBitcoinRules(other)
    expectGeneralRules()
  })
})
