import { describe, expect, expectTypeOf, it } from 'vitest'
import { type CaipNetworkId, type Namespace, namespaces } from '../networks/network.types.js'
import { keySamples } from './keys.fixtures.js'
import {
  authCacheKeys,
  BALANCE_CACHE_TTL_MS,
  ENS_CACHE_TTL_MS,
  everyStorageKey,
  IDENTITY_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  RECENT_WALLETS_CAP,
  storageKeys,
} from './keys.js'
import { memoryStorage } from './memory.js'
import { authCacheNames } from './root-keys.js'
import { createStorage } from './storage.js'
import type { StorageKey } from './storage.types.js'

const perNamespace = (make: (namespace: Namespace) => StorageKey<unknown>) => namespaces.map(make)

// SPEC §3 "Local storage holds: …", item by item, with the key(s) that hold it.
const specList: Record<string, StorageKey<unknown>[]> = {
  'last wallet': [storageKeys.lastWallet],
  'active namespace': [storageKeys.activeNamespace],
  'active network id': [storageKeys.activeNetworkId],
  'recent wallets': [storageKeys.recentWallets],
  'connected connector per namespace': perNamespace(storageKeys.connectedConnectorId),
  'connected social provider and username': [
    storageKeys.connectedSocialProvider,
    storageKeys.connectedSocialUsername,
  ],
  'connection status': perNamespace(storageKeys.connectionStatus),
  'connected namespaces': [storageKeys.connectedNamespaces],
  'deep-link choice': [storageKeys.deepLinkChoice],
  'auth token': [storageKeys.authToken],
  balance: [storageKeys.balanceCache],
  'native balance': [storageKeys.nativeBalanceCache],
  'ENS, identity and name caches': [storageKeys.ensCache, storageKeys.identityCache, storageKeys.nameCache],
  'preferred account types': perNamespace(storageKeys.preferredAccountType),
  connections: perNamespace(storageKeys.connections),
  'disconnected connector ids': perNamespace(storageKeys.disconnectedConnectorIds),
  email: [storageKeys.email],
  'last chain id': [storageKeys.lastChainId],
  'last email login time': [storageKeys.lastEmailLoginTime],
  'email-login-used flag': [storageKeys.emailLoginUsed],
  'smart-account-enabled networks': [storageKeys.smartAccountEnabledNetworks],
  'Telegram social provider': [storageKeys.telegramSocialProvider],
}

// Keys Foyer keeps beyond that list, each with why.
const foyerOnly: Record<string, StorageKey<unknown>[]> = {
  // The visitor's light/dark choice survives a reload (the site's theme switch sets it).
  'theme mode': [storageKeys.themeMode],
  // Where the visitor picks the active account (Polkadot extensions mark none active), a reload restores it.
  'active account picked by the visitor': perNamespace(storageKeys.activeAccount),
}

describe('storageKeys', () => {
  it('covers exactly the SPEC §3 local-storage list, plus the keys Foyer adds', () => {
    expect(Object.keys(specList)).toHaveLength(22)
    const fromSpec = [...Object.values(specList), ...Object.values(foyerOnly)]
      .flat()
      .map((key) => key.name)
      .sort()
    expect(everyStorageKey().map((key) => key.name)).toEqual(expect.arrayContaining(fromSpec))
    expect(fromSpec).toEqual(
      everyStorageKey()
        .map((key) => key.name)
        .sort(),
    )
  })

  it('has unique, stable names under the foyer: prefix', () => {
    const names = everyStorageKey().map((key) => key.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names.every((name) => name.startsWith('foyer:'))).toBe(true)
    // Renaming a key silently logs every visitor out: these names are a contract.
    expect(names.filter((name) => !namespaces.some((ns) => name.endsWith(`:${ns}`)))).toMatchInlineSnapshot(`
        [
          "foyer:last-wallet",
          "foyer:active-namespace",
          "foyer:active-network-id",
          "foyer:theme-mode",
          "foyer:recent-wallets",
          "foyer:connected-social-provider",
          "foyer:connected-social-username",
          "foyer:connected-namespaces",
          "foyer:deep-link-choice",
          "foyer:auth-token",
          "foyer:balance-cache",
          "foyer:native-balance-cache",
          "foyer:ens-cache",
          "foyer:identity-cache",
          "foyer:name-cache",
          "foyer:email",
          "foyer:last-chain-id",
          "foyer:last-email-login-time",
          "foyer:email-login-used",
          "foyer:smart-account-enabled-networks",
          "foyer:telegram-social-provider",
        ]
      `)
    expect(storageKeys.connectionStatus('solana').name).toBe('foyer:connection-status:solana')
    expect(storageKeys.connectedConnectorId('bip122').name).toBe('foyer:connected-connector:bip122')
    expect(storageKeys.preferredAccountType('eip155').name).toBe('foyer:preferred-account-type:eip155')
    expect(storageKeys.connections('cosmos').name).toBe('foyer:connections:cosmos')
    expect(storageKeys.disconnectedConnectorIds('polkadot').name).toBe(
      'foyer:disconnected-connector-ids:polkadot',
    )
  })

  it('has a valid sample for every key (the fixtures the other tests rely on)', () => {
    const samples = keySamples()
    expect(samples.map((s) => s.key.name).sort()).toEqual(
      everyStorageKey()
        .map((key) => key.name)
        .sort(),
    )
    for (const { key, value } of samples) expect(key.validate(value), key.name).toBe(true)
  })

  it('uses the SPEC §9 cache lifetimes and recent-wallet cap', () => {
    expect(BALANCE_CACHE_TTL_MS).toBe(30_000)
    expect(NATIVE_BALANCE_CACHE_TTL_MS).toBe(30_000)
    expect(ENS_CACHE_TTL_MS).toBe(5 * 60_000)
    expect(IDENTITY_CACHE_TTL_MS).toBe(5 * 60_000)
    expect(storageKeys.balanceCache.ttlMs).toBe(BALANCE_CACHE_TTL_MS)
    expect(storageKeys.nativeBalanceCache.ttlMs).toBe(NATIVE_BALANCE_CACHE_TTL_MS)
    expect(storageKeys.ensCache.ttlMs).toBe(ENS_CACHE_TTL_MS)
    expect(storageKeys.identityCache.ttlMs).toBe(IDENTITY_CACHE_TTL_MS)
    expect(RECENT_WALLETS_CAP).toBe(2)
  })

  it('lists the auth cache SPEC §4 clears on disconnect', () => {
    expect(authCacheKeys.map((key) => key.name).sort()).toEqual([
      'foyer:connected-social-username',
      'foyer:email',
      'foyer:email-login-used',
      'foyer:last-chain-id',
    ])
    // The connection machine removes them by name, from the page's own list.
    expect(authCacheNames).toEqual(authCacheKeys.map((key) => key.name))
  })

  it('checks the finer rules of its values', () => {
    const { activeNetworkId, lastChainId, email, connectionStatus, lastEmailLoginTime } = storageKeys
    expect(activeNetworkId.validate('eip155:8453')).toBe(true)
    for (const id of ['eip155', 'foo:1', 'eip155:1:0xabc', 'eip155:', ':1', 'eip155:a b'])
      expect(activeNetworkId.validate(id), id).toBe(false)
    expect(lastChainId.validate(1)).toBe(true)
    expect(lastChainId.validate('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    for (const id of [-1, 1.5, '', null]) expect(lastChainId.validate(id), String(id)).toBe(false)
    expect(email.validate('not-an-email')).toBe(false)
    expect(email.validate(`${'a'.repeat(250)}@b.co`)).toBe(false)
    expect(connectionStatus('eip155').validate('reconnecting')).toBe(false)
    expect(lastEmailLoginTime.validate(-5)).toBe(false)
  })

  it('types what the store returns', () => {
    const store = createStorage(memoryStorage())
    expectTypeOf(store.get(storageKeys.recentWallets)).toEqualTypeOf<
      { id: string; rdns?: string }[] | undefined
    >()
    expectTypeOf(store.get(storageKeys.connectionStatus('eip155'))).toEqualTypeOf<
      'connecting' | 'connected' | 'disconnected' | undefined
    >()
    expectTypeOf(store.get(storageKeys.activeNamespace)).toEqualTypeOf<Namespace | undefined>()
    expectTypeOf(store.get(storageKeys.connections('eip155'))).toEqualTypeOf<
      | {
          connectorId: string
          accounts: { address: string; type: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' }[]
          caipNetworkId?: CaipNetworkId
          auth?: { name: string }
        }[]
      | undefined
    >()
    expectTypeOf(store.get(storageKeys.lastChainId)).toEqualTypeOf<string | number | undefined>()
    expectTypeOf(store.readFresh(storageKeys.identityCache)).toEqualTypeOf<
      Partial<Record<string, { name?: string; avatar?: string } & { timestamp: number }>>
    >()
    // @ts-expect-error: a status the key does not allow
    store.set(storageKeys.connectionStatus('eip155'), 'reconnecting')
  })
})
