import { describe, expect, it } from 'vitest'
import { namespaces } from '../networks/network.types.js'
import { storageKeys } from '../storage/keys.js'
import { memoryStorage } from '../storage/memory.js'
import { createStorage } from '../storage/storage.js'
import type { Account, Connection } from './adapter.types.js'
import { addressForNetwork, polkadotAccountKey } from './polkadot/polkadot.kit.js'
import { visitorPick } from './visitor-pick.js'

// Alice and Bob (`//Alice`, `//Bob`) as extensions write them (generic Substrate, prefix 42).
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const onPolkadot = (address: string) => addressForNetwork(address, 0) as string
const account = (address: string, name: string): Account => ({ address, type: 'eoa', name })
const connectionOf = (...accounts: Account[]): Connection => ({
  namespace: 'polkadot',
  connectorId: 'polkadot-js',
  accounts: accounts as [Account, ...Account[]],
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  wallet: { name: 'Polkadot{.js}' },
})

const pick = visitorPick('polkadot', polkadotAccountKey)
const alice = account(onPolkadot(ALICE), 'Alice')
const bob = account(onPolkadot(BOB), 'Bob')

describe('visitorPick', () => {
  it("keeps the previous connection's active account while the wallet shares it, by its account key", () => {
    // The previous connection wrote Bob with the generic prefix; the new list writes him for Polkadot.
    const previous = connectionOf(account(BOB, 'Bob'), account(ALICE, 'Alice'))
    expect(pick.keep(connectionOf(alice, bob), previous).accounts).toEqual([bob, alice])
    expect(pick.keep(connectionOf(alice), previous).accounts).toEqual([alice])
  })

  it("stores the active account's address where storageKeys.activeAccount reads it, restores it and forgets it", () => {
    const storage = createStorage(memoryStorage())
    const restored = connectionOf(alice, bob)
    expect(pick.restore(restored, storage), 'nothing stored: as the wallet gave it').toBe(restored)
    pick.store(connectionOf(bob, alice), storage)
    expect(storage.get(storageKeys.activeAccount('polkadot'))).toBe(bob.address)
    expect(pick.restore(restored, storage).accounts).toEqual([bob, alice])
    expect(pick.restore(connectionOf(alice), storage).accounts, 'no longer shared').toEqual([alice])
    pick.forget(storage)
    expect(storage.get(storageKeys.activeAccount('polkadot'))).toBeUndefined()
  })

  it('writes and reads the key storageKeys lists for its namespace, in every namespace', () => {
    for (const namespace of namespaces) {
      const own = visitorPick(namespace, (address) => address)
      const storage = createStorage(memoryStorage())
      own.store(connectionOf(alice, bob), storage)
      expect(storage.get(storageKeys.activeAccount(namespace)), namespace).toBe(alice.address)
      storage.set(storageKeys.activeAccount(namespace), bob.address)
      expect(own.restore(connectionOf(alice, bob), storage).accounts[0], namespace).toBe(bob)
    }
  })
})
