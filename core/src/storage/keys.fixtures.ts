import { namespaces } from '../networks/network.types.js'
import { storageKeys } from './keys.js'
import type { StorageKey } from './storage.types.js'

/**
 * A key with a value it accepts (for tests).
 *
 * @example
 * const pair: KeySample = { key: storageKeys.email, value: 'ada@example.com' }
 */
export type KeySample = { key: StorageKey<unknown>; value: unknown }

// Typed pairing: the compiler checks each sample against its key's type.
const sample = <value>(key: StorageKey<value>, value: NoInfer<value>): KeySample => ({ key, value })

const timestamp = 1_700_000_000_000
const account = 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

/**
 * A valid value for every concrete key (per-namespace keys for every namespace), with nesting so
 * that tests can break them at any depth.
 *
 * @example
 * for (const { key, value } of keySamples()) store.set(key, value)
 */
export function keySamples(): KeySample[] {
  const perNamespace = namespaces.flatMap((namespace) => [
    sample(storageKeys.connectedConnectorId(namespace), 'io.metamask'),
    sample(storageKeys.connectionStatus(namespace), 'connected'),
    sample(storageKeys.activeAccount(namespace), '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'),
    sample(storageKeys.preferredAccountType(namespace), 'smartAccount'),
    sample(storageKeys.connections(namespace), [
      {
        connectorId: 'io.metamask',
        accounts: [
          { address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', type: 'eoa' },
          { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', type: 'payment' },
        ],
        caipNetworkId: 'eip155:1',
        auth: { name: 'google' },
      },
      { connectorId: 'walletConnect', accounts: [] },
    ]),
    sample(storageKeys.disconnectedConnectorIds(namespace), ['walletConnect', 'app.phantom']),
  ])
  return [
    sample(storageKeys.lastWallet, 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'),
    sample(storageKeys.activeNamespace, 'solana'),
    sample(storageKeys.activeNetworkId, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    sample(storageKeys.recentWallets, [{ id: 'metamask', rdns: 'io.metamask' }, { id: 'phantom' }]),
    sample(storageKeys.connectedSocialProvider, 'google'),
    sample(storageKeys.connectedSocialUsername, 'ada_lovelace'),
    sample(storageKeys.connectedNamespaces, ['eip155', 'solana']),
    sample(storageKeys.deepLinkChoice, { href: 'https://metamask.app.link', name: 'MetaMask' }),
    sample(storageKeys.authToken, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIweGFiYyJ9.c2lnbmF0dXJl'),
    sample(storageKeys.balanceCache, {
      [account]: {
        balances: [
          {
            name: 'USD Coin',
            symbol: 'USDC',
            chainId: 'eip155:1',
            address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
            value: 12.5,
            price: 1,
            iconUrl: 'https://example.com/usdc.png',
            quantity: { decimals: '6', numeric: '12.5' },
          },
        ],
        timestamp,
      },
    }),
    sample(storageKeys.nativeBalanceCache, { [account]: { balance: '1.5', symbol: 'ETH', timestamp } }),
    sample(storageKeys.ensCache, {
      'vitalik.eth': { addresses: { '60': '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' }, timestamp },
    }),
    sample(storageKeys.identityCache, {
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045': {
        name: 'vitalik.eth',
        avatar: 'https://x.y/a.png',
        timestamp,
      },
    }),
    sample(storageKeys.nameCache, {
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045': { names: ['ada.reown.id', 'ada.wcn.id'], timestamp },
    }),
    sample(storageKeys.email, 'ada@example.com'),
    sample(storageKeys.lastChainId, 8453),
    sample(storageKeys.lastEmailLoginTime, timestamp),
    sample(storageKeys.emailLoginUsed, true),
    sample(storageKeys.smartAccountEnabledNetworks, [1, 8453, 42161]),
    sample(storageKeys.telegramSocialProvider, 'x'),
    sample(storageKeys.themeMode, 'system'),
    ...perNamespace,
  ]
}
