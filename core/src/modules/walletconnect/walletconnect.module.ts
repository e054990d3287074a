import { fromPromise } from 'xstate'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { isWalletConnectNamespace, walletConnectKits } from '../../chains/walletconnect/namespaces.js'
import {
  createWalletConnectClient,
  type WalletConnectOptions,
} from '../../chains/walletconnect/walletconnect.js'
import {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectClient,
} from '../../chains/walletconnect/walletconnect.types.js'
import type { WalletConnectKit } from '../../chains/walletconnect/walletconnect-kit.types.js'
import { pairingMachine } from '../../machines/pairing/pairing.machine.js'
import { relayMachine } from '../../machines/relay/relay.machine.js'
import type { Namespace } from '../../networks/network.types.js'
import { storageKeys } from '../../storage/keys.js'
import type { FoyerModule, ModuleActor, ModuleContext } from '../../system/module.types.js'
import { sendToSystem } from '../../system/system.js'
import { connectWalletConnect } from './actions/connect-wallet-connect.js'
import { rememberDeepLink } from './actions/remember-deep-link.js'
import { selectDirectoryWallet } from './actions/select-directory-wallet.js'
import './walletconnect.system.js'

/** What the WalletConnect module adds to the facade `createFoyer` returns. */
export type WalletConnectActions = {
  /** QR code (or a directory wallet's deep link) and pairing; see {@link connectWalletConnect}. */
  connectWalletConnect(wallet?: DirectoryWallet): void
  /** Connects the AllWallets wallet with this directory id. */
  selectDirectoryWallet(walletId: string): void
  /** Remembers the deep link the visitor followed. */
  rememberDeepLink(choice: { href: string; name: string }): void
  /**
   * Starts pairing for a QR code without choosing a wallet (the basic WalletConnect view); a pairing
   * under way goes on.
   */
  startPairing(): void
  /** A fresh QR code (the last one expired or the visitor asked for it). */
  refreshPairing(): void
  /** Asks the same wallet again after a rejected or failed pairing. */
  retryPairing(): void
}

/** A WalletConnect client that is also the module that plugs it into Foyer (what `walletConnect()` returns). */
export type WalletConnect = WalletConnectClient & FoyerModule<WalletConnectActions>

/** Ends a WalletConnect session on the relay and in the wallet; the client's disconnect never rejects. */
const endSessionActor = fromPromise<void, { client: WalletConnectClient }>(({ input }) =>
  input.client.disconnect(),
)

/**
 * With reconnect disabled, a WalletConnect session stored by an earlier load is ended, not left alive
 * on the relay and in the wallet, and its connector is forgotten at once, so the connection actors
 * (which start after) and later loads never start WalletConnect for it again.
 */
function endStoredSession(client: WalletConnectClient, context: ModuleContext): ModuleActor[] {
  if (context.options.enableReconnect !== false) return []
  const stored = context.namespaces.filter(
    (namespace) =>
      context.storage.get(storageKeys.connectedConnectorId(namespace)) === WALLET_CONNECT_CONNECTOR_ID,
  )
  if (stored.length === 0) return []
  for (const namespace of stored) context.storage.remove(storageKeys.connectedConnectorId(namespace))
  return [{ systemId: 'walletConnect.endStoredSession', logic: endSessionActor, input: { client } }]
}

/** The namespace kit's link that opens `pageUrl` in the wallet's own app browser, where it has one. */
function walletBrowserLinkFor(namespace: Namespace, wallet: DirectoryWallet, pageUrl: string) {
  if (!isWalletConnectNamespace(namespace)) return undefined
  const kit: WalletConnectKit = walletConnectKits[namespace]
  return kit.walletBrowserLink?.(wallet, pageUrl)
}

/**
 * The module parts of a WalletConnect client: the pairing actor, the WalletConnect connector of each
 * namespace the client carries, and the end of a stored session when reconnect is off.
 */
export function walletConnectModule(client: WalletConnectClient): FoyerModule<WalletConnectActions> {
  return {
    id: 'walletConnect',
    plug: (context) => ({
      actors: [
        {
          systemId: 'pairing',
          logic: pairingMachine,
          input: {
            pairer: client,
            storage: context.storage,
            isMobile: context.options.isMobile ?? false,
            walletBrowserLink: (namespace: Namespace, wallet: DirectoryWallet) =>
              walletBrowserLinkFor(namespace, wallet, context.page.uri),
          },
        },
        {
          systemId: 'walletConnect.relay',
          logic: relayMachine,
          input: { relay: client, namespaces: context.namespaces },
        },
        ...endStoredSession(client, context),
      ],
      connectors: (namespace) => {
        const connector = client.connector(namespace, context.kits)
        return connector ? [connector] : []
      },
    }),
    actions: (foyer) => ({
      connectWalletConnect: (wallet) => connectWalletConnect(foyer, wallet),
      selectDirectoryWallet: (walletId) => selectDirectoryWallet(foyer, walletId),
      rememberDeepLink: (choice) => rememberDeepLink(foyer, choice),
      startPairing: () => sendToSystem(foyer.actor, 'pairing', { type: 'PAIRING.START' }),
      refreshPairing: () => sendToSystem(foyer.actor, 'pairing', { type: 'PAIRING.REFRESH' }),
      retryPairing: () => sendToSystem(foyer.actor, 'pairing', { type: 'PAIRING.RETRY' }),
    }),
  }
}

/**
 * The WalletConnect module and connector source, built on `@walletconnect/universal-provider` (loaded on first
 * use, so a page that never pairs never downloads it). It pairs wallets for the `pairing` machine and
 * gives each namespace a connector whose `provider` talks to the wallet through the session, as that
 * namespace's kit builds it (`<namespace>.walletconnect.ts`): for `eip155` an EIP-1193 provider, so the
 * EVM adapter connects, signs and switches through it like through an injected wallet. A stored session is restored when a provider is first used.
 *
 * @example
 * import { walletConnect } from '@foyer/core/walletconnect'
 * const wc = walletConnect({ projectId, networks, relayUrl: 'ws://127.0.0.1:4001' })
 * createFoyer({ projectId, adapters: [eip155({ networks })], modules: [wc] })
 */
export function walletConnect(options: WalletConnectOptions): WalletConnect {
  const client = createWalletConnectClient(options)
  return Object.assign(client, walletConnectModule(client))
}
