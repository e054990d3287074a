import { describe, expect, it } from 'vitest'
import { eip155Kit } from '../../chains/eip155/eip155.kit.js'
import { type StoredConnection, storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { readNamespaceWallets } from './multi-wallet.rules.js'
import {
  keptConnections,
  readStoredConnections,
  readStoredDisconnectedIds,
  STORED_CONNECTIONS_CAP,
  writeStoredWallets,
} from './multi-wallet.storage.js'

const metamask: StoredConnection = {
  connectorId: 'io.metamask',
  accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
  caipNetworkId: 'eip155:1',
}
const rabby: StoredConnection = {
  connectorId: 'io.rabby',
  accounts: [{ address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', type: 'eoa' }],
}

/** A store over memory with the raw text of the namespace's keys already written. */
function storeWith(raw: { connections?: unknown; disconnected?: unknown }) {
  const adapter = memoryStorage()
  if ('connections' in raw)
    adapter.setItem(storageKeys.connections('eip155').name, JSON.stringify(raw.connections))
  if ('disconnected' in raw)
    adapter.setItem(storageKeys.disconnectedConnectorIds('eip155').name, JSON.stringify(raw.disconnected))
  return { adapter, storage: createStorage(adapter) }
}

// The namespace rules of a Foyer with an EVM adapter.
const kits = [eip155Kit]

describe('stored connections, entry by entry', () => {
  it('keeps the valid connections when one entry is junk, and writes back only those', () => {
    const { adapter, storage } = storeWith({ connections: [metamask, { connectorId: 42 }, null, rabby] })
    expect(readNamespaceWallets(storage, 'eip155', kits).connections).toEqual([metamask, rabby])
    expect(JSON.parse(adapter.getItem('foyer:connections:eip155') ?? 'null')).toEqual([metamask, rabby])
  })

  it('drops an entry whose account is not an address of the namespace', () => {
    const upper = {
      ...rabby,
      accounts: [{ address: '0x70997970C51812DC3A010C7D01B50E0D17DC79C8', type: 'eoa' }],
    }
    const solana = {
      ...rabby,
      accounts: [{ address: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', type: 'eoa' }],
    }
    expect(keptConnections('eip155', [metamask, upper, solana], kits)).toEqual([metamask])
    // Without EVM's kit only CAIP's general shape is known: every address has it.
    expect(keptConnections('eip155', [metamask, upper, solana], [])).toEqual([metamask, upper])
  })

  it('folds connector ids that differ only in case into the first (newest) entry', () => {
    const older = { ...metamask, connectorId: 'IO.MetaMask', caipNetworkId: 'eip155:8453' }
    expect(keptConnections('eip155', [metamask, older, rabby], kits)).toEqual([metamask, rabby])
  })

  it(`keeps at most ${STORED_CONNECTIONS_CAP} connections`, () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ ...metamask, connectorId: `wallet.${index}` }))
    const { adapter, storage } = storeWith({ connections: many })
    const kept = readStoredConnections(storage, 'eip155', kits)
    expect(kept).toHaveLength(STORED_CONNECTIONS_CAP)
    expect(kept[0]?.connectorId).toBe('wallet.0')
    expect(JSON.parse(adapter.getItem('foyer:connections:eip155') ?? '[]')).toHaveLength(
      STORED_CONNECTIONS_CAP,
    )
  })

  it('removes the key when no entry is valid, and reads a value that is not a list as none', () => {
    const junk = storeWith({ connections: [1, 'two', { connectorId: '' }] })
    expect(readStoredConnections(junk.storage, 'eip155', kits)).toEqual([])
    expect(junk.adapter.getItem('foyer:connections:eip155')).toBeNull()
    const notAList = storeWith({ connections: { connectorId: 'io.metamask' } })
    expect(readStoredConnections(notAList.storage, 'eip155', kits)).toEqual([])
  })

  it('keeps the ended connector ids when one is junk, so a disconnected wallet is not reconnected', () => {
    const { storage } = storeWith({ disconnected: ['io.metamask', 7, '', 'IO.METAMASK', 'io.rabby'] })
    expect(readStoredDisconnectedIds(storage, 'eip155')).toEqual(['io.metamask', 'io.rabby'])
  })

  it('writes by the rules it reads by', () => {
    const { storage } = storeWith({})
    const older = { ...metamask, connectorId: 'IO.METAMASK' }
    writeStoredWallets(
      storage,
      'eip155',
      { connections: [metamask, older, rabby], disconnectedIds: ['io.rabby', 'IO.RABBY'] },
      kits,
    )
    expect(readNamespaceWallets(storage, 'eip155', kits)).toEqual({
      connections: [metamask, rabby],
      disconnectedIds: ['io.rabby'],
      active: undefined,
    })
  })
})
