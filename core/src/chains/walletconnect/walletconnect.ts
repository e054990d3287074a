import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { DappMetadata } from '../../config/metadata.js'
import { ConnectFailedError } from '../../errors/connection.js'
import { isCaipNetworkId } from '../../networks/caip.js'
import type { Namespace, Network } from '../../networks/network.types.js'
import type { NamespaceKit } from '../kit.types.js'
import { kitOf, type NamespaceKits } from '../kits.js'
import {
  UniversalProviderInitError,
  VerifyUrlUnsupportedError,
  WalletConnectNotPairedError,
} from './errors.js'
import {
  isWalletConnectNamespace,
  proposedNamespaces,
  type WalletConnectNamespace,
  walletConnectKits,
} from './namespaces.js'
import { createSessionEvents, type SessionEvents } from './session-events.js'
import {
  type PairedSession,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_IMAGE_ID,
  type WalletConnectClient,
} from './walletconnect.types.js'
import type { WalletConnectSessionPort } from './walletconnect-kit.types.js'

type Provider = InstanceType<typeof UniversalProvider>
type Session = NonNullable<Provider['session']>
/** One session proposal of the provider: the URI it announces, then the wallet's answer. */
type Proposal = { uri: Promise<string>; session: Promise<Session | undefined> }

/**
 * Options of {@link walletConnect}. Every WalletConnect host is an option (ARCHITECTURE.md
 * "Services"), so a site, the demo and the tests can run against a local relay.
 *
 * @example
 * const options: WalletConnectOptions = { projectId: 'p1', networks, relayUrl: 'ws://127.0.0.1:4001' }
 */
export type WalletConnectOptions = {
  projectId: string
  /** The site's networks: those of EVM, Solana and Bitcoin are proposed to wallets. */
  networks: readonly Network[]
  /** Shown to the wallet when it is asked to approve the session. */
  metadata?: DappMetadata | undefined
  /** The relay's WebSocket URL; WalletConnect's own relay when left out. */
  relayUrl?: string | undefined
  /**
   * The Verify API base URL (`…/v3`) the dapp side registers proposals with. WalletConnect's client has
   * no option for it; Foyer sets it on the client after start (see `useVerifyUrl`).
   */
  verifyUrl?: string | undefined
  /** Separates this client's stored sessions from other WalletConnect clients on the same page. */
  storagePrefix?: string | undefined
  /** Storage options of the WalletConnect client, e.g. `{ database: ':memory:' }` in Node. */
  storageOptions?: { database?: string } | undefined
  /** The WalletConnect client's log level; `error` by default (SPEC §9). */
  logLevel?: 'error' | 'warn' | 'info' | 'debug' | 'silent' | undefined
}

/**
 * The WalletConnect client, built on `@walletconnect/universal-provider` (loaded on first use, so a
 * page that never pairs never downloads it): it pairs wallets and gives each namespace a connector
 * whose `provider` talks to the wallet through the session, as that namespace's kit builds it
 * (`<namespace>.walletconnect.ts`). A stored session is restored when a provider is first used. A site
 * plugs it into a Foyer as the `walletConnect` module (`@foyer/core/walletconnect`), which wraps it.
 *
 * @example
 * const client = createWalletConnectClient({ projectId, networks, relayUrl: 'ws://127.0.0.1:4001' })
 */
export function createWalletConnectClient(options: WalletConnectOptions): WalletConnectClient {
  const proposal = proposedNamespaces(options.networks)
  const proposedKeys = Object.keys(proposal) as WalletConnectNamespace[]
  const events = new Map<WalletConnectNamespace, SessionEvents>(
    proposedKeys.map((namespace) => [namespace, createSessionEvents()]),
  )
  let started: Promise<Provider> | undefined
  // The started provider, for synchronous reads of its session (undefined until it started).
  let current: Provider | undefined
  // A proposal whose URI has not come yet. WalletConnect's client cannot cancel a proposal, and every
  // proposal announces its URI on the same provider event: an abandoned pairing (the visitor gave up
  // while the relay did not answer) still proposes once the relay is back. So a new pairing adopts a
  // proposal still waiting for its URI instead of making a second one; with at most one proposal
  // waiting, the next URI announced is surely that proposal's.
  let awaitingUri: Proposal | undefined
  // Who follows the relay connection (the pairing, the session's relay machine): told once the
  // provider runs, never a reason to start it.
  const relayWatchers = new Set<(connected: boolean) => void>()
  // Who hears of a failed start (error reports): told each time, as each use tries again.
  const startWatchers = new Set<(error: Error) => void>()
  // The kits of the namespaces a Foyer listed a connector for (its adapters'): a plain address the
  // session reports goes to the namespaces whose own rules accept it, CAIP's general ones elsewhere.
  let kits: NamespaceKits = []

  function provider(): Promise<Provider> {
    started ??= start().catch((error: unknown) => {
      // A failed start is not remembered: the next use tries again (the relay may be back).
      started = undefined
      throw error
    })
    return started
  }

  async function start(): Promise<Provider> {
    try {
      const { UniversalProvider } = await import('@walletconnect/universal-provider')
      const up = await UniversalProvider.init({
        projectId: options.projectId,
        relayUrl: options.relayUrl,
        metadata: options.metadata
          ? { ...options.metadata, icons: [...options.metadata.icons] }
          : { name: 'Foyer', description: '', url: '', icons: [] },
        customStoragePrefix: options.storagePrefix,
        storageOptions: options.storageOptions,
        logger: options.logLevel ?? 'error',
        // No analytics to WalletConnect's hosts: nothing leaves the page the site did not configure.
        telemetryEnabled: false,
      })
      if (options.verifyUrl) useVerifyUrl(up, options.verifyUrl)
      forwardEvents(up)
      current = up
      return up
    } catch (error) {
      const failure = new UniversalProviderInitError({ cause: error })
      for (const watcher of startWatchers) watcher(failure)
      throw failure
    }
  }

  function propose(up: Provider): Proposal {
    let announce: (uri: string) => void = () => {}
    const uri = new Promise<string>((resolve) => {
      announce = resolve
    })
    // Once its URI is announced (or it ended without one), the proposal waits for a URI no more.
    function stopWaiting(): void {
      up.removeListener('display_uri', onDisplayUri)
      if (awaitingUri === pending) awaitingUri = undefined
    }
    function onDisplayUri(value: string): void {
      stopWaiting()
      announce(value)
    }
    up.on('display_uri', onDisplayUri)
    const pending: Proposal = {
      uri,
      session: up.connect({ optionalNamespaces: proposal }).finally(stopWaiting),
    }
    awaitingUri = pending
    return pending
  }

  // The session's events go to each proposed namespace, in that namespace's terms (its kit says how);
  // the relay connection's to whoever watches it.
  function forwardEvents(up: Provider): void {
    const tellWatchers = (connected: boolean) => () => {
      for (const watcher of relayWatchers) watcher(connected)
    }
    up.client.core.relayer.on('relayer_disconnect', tellWatchers(false))
    up.client.core.relayer.on('relayer_connect', tellWatchers(true))
    up.on('accountsChanged', (accounts: unknown) => {
      for (const [namespace, namespaceEvents] of events) {
        const addresses = addressesIn(kitOf(kits, namespace), accounts)
        if (addresses.length > 0) namespaceEvents.emit('accountsChanged', addresses)
      }
    })
    up.on('chainChanged', (chain: unknown) => {
      for (const [namespace, namespaceEvents] of events) {
        const { chainChanged } = walletConnectKits[namespace]
        if (chainChanged) namespaceEvents.emit('chainChanged', chainChanged(chain))
      }
    })
    // Each namespace's own events (its kit lists them) reach that namespace only, data as sent.
    for (const [namespace, namespaceEvents] of events)
      for (const name of walletConnectKits[namespace].events ?? [])
        up.on(name, (data: unknown) => namespaceEvents.emit(name, data))
    const ended = () => {
      for (const namespaceEvents of events.values()) namespaceEvents.emit('disconnect')
    }
    up.on('session_delete', ended)
    up.client.on('session_expire', ended)
  }

  /** What the session offers a namespace's provider: requests on that namespace's default chain. */
  function sessionPort(
    namespace: WalletConnectNamespace,
    namespaceEvents: SessionEvents,
  ): WalletConnectSessionPort {
    return {
      isPaired: async () => (await provider()).session !== undefined,
      accounts: () => [
        ...new Set(
          addressesIn(kitOf(kits, namespace), current?.session?.namespaces[namespace]?.accounts ?? []),
        ),
      ],
      accountIds: () => current?.session?.namespaces[namespace]?.accounts ?? [],
      async request(method, params, caipNetworkId) {
        const up = await provider()
        if (!up.session) throw new WalletConnectNotPairedError({ details: method })
        const chain = up.rpcProviders[namespace]?.getDefaultChain()
        return up.request(
          { method, params: params as unknown[] },
          caipNetworkId ?? (chain ? `${namespace}:${chain}` : undefined),
        )
      },
      events: namespaceEvents,
      walletInfo: () => (current?.session ? walletOf(current.session) : undefined),
      disconnect: () => client.disconnect(),
    }
  }

  const client: WalletConnectClient = {
    namespaces: proposedKeys,

    // A connector in each proposed namespace whose kit gives its adapter a provider over the session.
    connector(namespace: Namespace, foyerKits: NamespaceKits) {
      if (!isWalletConnectNamespace(namespace)) return undefined
      const namespaceEvents = events.get(namespace)
      const { provider: providerOf } = walletConnectKits[namespace]
      if (!namespaceEvents || !providerOf) return undefined
      kits = [...kits.filter((kit) => kit.namespace !== namespace), kitOf(foyerKits, namespace)]
      return {
        id: WALLET_CONNECT_CONNECTOR_ID,
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        imageId: WALLET_CONNECT_IMAGE_ID,
        chain: namespace,
        chains: proposal[namespace]?.chains.filter((chain) => isCaipNetworkId(chain)),
        provider: providerOf(sessionPort(namespace, namespaceEvents)),
      }
    },

    async pair(onUri, signal) {
      const up = await provider()
      if (up.session) return summarize(up.session)
      if (signal?.aborted) throw new ConnectFailedError({ details: 'the pairing was abandoned' })
      const attempt = awaitingUri ?? propose(up)
      attempt.uri.then((uri) => {
        if (!signal?.aborted) onUri(uri)
      })
      const session = await attempt.session
      if (!session) throw new ConnectFailedError({ details: 'the wallet approved no session' })
      return summarize(session)
    },

    watchRelay(onChange) {
      relayWatchers.add(onChange)
      return () => relayWatchers.delete(onChange)
    },

    watchStartFailures(onFailure) {
      startWatchers.add(onFailure)
      return () => startWatchers.delete(onFailure)
    },

    async disconnect() {
      const up = await provider().catch(() => undefined)
      if (!up?.session) return
      try {
        await up.disconnect()
      } catch {
        // The relay may be gone; the session is forgotten locally either way.
      }
      for (const namespaceEvents of events.values()) namespaceEvents.emit('disconnect')
    },

    async close() {
      const up = await started?.catch(() => undefined)
      if (!up) return
      up.client.core.heartbeat.stop()
      await up.client.core.relayer.transportClose()
    },
  }
  return client
}

/** What the machines need of a settled session: its namespaces with accounts, and the wallet. */
function summarize(session: Session): PairedSession {
  const namespaces = Object.entries(session.namespaces)
    .filter(([key, value]) => isWalletConnectNamespace(key as Namespace) && value.accounts.length > 0)
    .map(([key]) => key as Namespace)
  return { namespaces, wallet: walletOf(session) }
}

function walletOf(session: Session): PairedSession['wallet'] {
  const { name, icons } = session.peer.metadata
  return { name, icon: icons[0] }
}

/**
 * The addresses of `kit`'s namespace out of an `accountsChanged` payload (plain addresses or CAIP-10
 * account ids).
 */
function addressesIn(kit: Pick<NamespaceKit, 'namespace' | 'isAddress'>, accounts: unknown): string[] {
  if (!Array.isArray(accounts)) return []
  return accounts.flatMap((account) => {
    // CAIP-10 (`eip155:1:0xab…`) names its namespace; a bare address must be one of the namespace's.
    const parts = String(account).split(':')
    if (parts.length === 3) return parts[0] === kit.namespace && parts[2] ? [parts[2]] : []
    return parts.length === 1 && kit.isAddress(parts[0] ?? '') ? [String(account)] : []
  })
}

/**
 * Points the client's Verify API registration at `url`. WalletConnect's client hard-codes its Verify
 * host and waits up to 5 s for it on every proposal in a browser; a local relay stack serves a stand-in.
 * The field is not public API, so its absence is reported rather than ignored.
 */
function useVerifyUrl(up: Provider, url: string): void {
  const verify = up.client.core.verify as unknown as Record<string, unknown>
  if (typeof verify.verifyUrlV3 !== 'string')
    throw new VerifyUrlUnsupportedError({ details: 'core.verify.verifyUrlV3 is missing' })
  verify.verifyUrlV3 = url.replace(/\/+$/, '')
}
