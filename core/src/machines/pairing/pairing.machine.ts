import { assertEvent, assign, enqueueActions, setup } from 'xstate'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../chains/walletconnect/walletconnect.types.js'
import { RELAY_ANSWER_MS } from '../../config/constants.js'
import { installedConnectorOf } from '../../connectors/installed-connector.js'
import { storageKeys } from '../../storage/keys.js'
import { getSystemActor, systemSender } from '../../system/system.js'
import { selectMergedConnectors } from '../foyer/foyer.view.selectors.js'
import { selectActiveNamespace } from '../network/network.selectors.js'
import { eventOf } from '../shared/event-of.js'
import { pairActor, watchPairingViewActor, watchRelayActor } from './pairing.actors.js'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, RELAY_BLIP_MS } from './pairing.constants.js'
import { leadingNamespace, walletBrowserLinkOf } from './pairing.rules.js'
import type { PairingContext, PairingEvent, PairingInput } from './pairing.types.js'

/** What the view says when the relay gives no URI in time, or stays away after an outage. */
export const RELAY_UNREACHABLE = "WalletConnect's relay does not answer: check your connection and try again"

// Sends to the actors this machine talks to, by system id (absent ones are skipped).
const toSystem = systemSender<PairingContext, PairingEvent>()

/**
 * The WalletConnect pairing of the ConnectingWalletConnect view (systemId `pairing`): a URI for the
 * QR code or the deep link, replaced by a fresh pairing when it expires (SPEC §4: a pairing lasts
 * 4 minutes and counts as expired with under 10 seconds left) or on request; an approved session
 * connects each of its namespaces through its `connection.<namespace>` actor. Leaving the view cancels.
 *
 * @example
 * const pairing = createActor(pairingMachine, { input: { pairer: walletConnectClient } }).start()
 * pairing.send({ type: 'PAIRING.START', wallet: metamaskFromDirectory })
 * pairing.getSnapshot().context.uri // 'wc:7f6e…@2?relay-protocol=irn&symKey=…' once the client made it
 */
export const pairingMachine = setup({
  types: {} as { context: PairingContext; events: PairingEvent; input: PairingInput },
  actors: {
    pair: pairActor,
    watchPairingView: watchPairingViewActor,
    watchRelay: watchRelayActor,
  },
  delays: {
    // The URI counts as expired once less than the margin is left of its lifetime: 230 s after it shows.
    uriExpiry: PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS,
    relayAnswer: RELAY_ANSWER_MS,
    relayBlip: RELAY_BLIP_MS,
  },
  guards: {
    hasProviderAlert: ({ event }) => eventOf(event, 'PAIRING.FAILED').alert !== undefined,
    isOtherWallet: ({ context, event }) => eventOf(event, 'PAIRING.START').wallet?.id !== context.wallet?.id,
  },
  actions: {
    setWallet: assign({ wallet: ({ event }) => eventOf(event, 'PAIRING.START').wallet }),
    setUri: assign({ uri: ({ event }) => eventOf(event, 'PAIRING.URI').uri }),
    clearUri: assign({ uri: undefined }),
    setSession: assign({
      session: ({ event }) => eventOf(event, 'PAIRING.APPROVED').session,
      uri: undefined,
    }),
    setError: assign({
      error: ({ event }) => eventOf(event, 'PAIRING.FAILED').message,
      uri: undefined,
    }),
    clearError: assign({ error: undefined }),
    setRelayUnreachable: assign({ error: RELAY_UNREACHABLE, uri: undefined }),
    // A misconfigured project (origin not allowed, invalid key …) is the site owner's to fix: an alert,
    // shown once by the root, besides the failure on the view.
    raiseProviderAlert: toSystem('foyer')(({ event }) => {
      const id = eventOf(event, 'PAIRING.FAILED').alert
      return id && { type: 'FOYER.ALERT', alert: { id } }
    }),
    clearPairing: assign({ uri: undefined, error: undefined, walletBrowserHref: undefined }),
    setWalletBrowser: assign(({ event }) => {
      const { wallet, href } = eventOf(event, 'PAIRING.OPEN_IN_WALLET_BROWSER')
      return { wallet, walletBrowserHref: href, uri: undefined, error: undefined }
    }),
    clearWalletBrowser: assign({ walletBrowserHref: undefined }),
    // A directory wallet installed here connects through its extension (same rdns); on a phone, a
    // wallet that opens the site in its own browser offers that; any other choice shows
    // ConnectingWalletConnect and pairs.
    connectWallet: enqueueActions(({ context, event, system, enqueue }) => {
      assertEvent(event, 'PAIRING.CONNECT')
      const { wallet } = event
      const root = getSystemActor(system, 'foyer')
      const connectors = root ? selectMergedConnectors(root.getSnapshot()) : []
      const installed = wallet && installedConnectorOf(wallet, connectors)
      if (installed) {
        const connection = getSystemActor(system, `connection.${installed.chain}`)
        if (connection) enqueue.sendTo(connection, { type: 'CONNECTION.CONNECT', connectorId: installed.id })
        return
      }
      const network = getSystemActor(system, 'network')
      const href = walletBrowserLinkOf({
        isMobile: context.isMobile,
        namespace: network && selectActiveNamespace(network.getSnapshot()),
        connectors,
        wallet,
        link: context.walletBrowserLink,
      })
      const router = getSystemActor(system, 'router')
      if (router)
        enqueue.sendTo(router, {
          type: 'ROUTER.PUSH',
          view: {
            name: 'ConnectingWalletConnect',
            params: wallet ? { walletId: wallet.id } : undefined,
          },
        })
      if (wallet && href) enqueue.raise({ type: 'PAIRING.OPEN_IN_WALLET_BROWSER', wallet, href })
      else enqueue.raise({ type: 'PAIRING.START', wallet })
    }),
    storeDeepLinkChoice: ({ context, event }) => {
      assertEvent(event, 'PAIRING.DEEP_LINK_OPENED')
      context.storage?.set(storageKeys.deepLinkChoice, { href: event.href, name: event.name })
    },
    // Each namespace the wallet approved connects through its own connection actor, with the
    // WalletConnect connector; a namespace the site has no adapter for is skipped. One of them leads
    // (takes the active namespace); the others connect alongside it.
    connectSessionNamespaces: enqueueActions(({ context, system, enqueue }) => {
      const namespaces = (context.session?.namespaces ?? []).filter((namespace) =>
        getSystemActor(system, `connection.${namespace}`),
      )
      const network = getSystemActor(system, 'network')
      const leading = leadingNamespace(namespaces, network && selectActiveNamespace(network.getSnapshot()))
      for (const namespace of namespaces) {
        const connection = getSystemActor(system, `connection.${namespace}`)
        if (connection)
          enqueue.sendTo(connection, {
            type: 'CONNECTION.CONNECT',
            connectorId: WALLET_CONNECT_CONNECTOR_ID,
            alongside: namespace !== leading,
          })
      }
    }),
  },
}).createMachine({
  id: 'pairing',
  context: ({ input }) => ({
    pairer: input.pairer,
    storage: input.storage,
    uri: undefined,
    wallet: undefined,
    error: undefined,
    session: undefined,
    isMobile: input.isMobile ?? false,
    walletBrowserLink: input.walletBrowserLink,
    walletBrowserHref: undefined,
  }),
  on: {
    'PAIRING.CANCEL': { target: '.idle', actions: 'clearPairing' },
    'PAIRING.CONNECT': { actions: 'connectWallet' },
    'PAIRING.DEEP_LINK_OPENED': { actions: 'storeDeepLinkChoice' },
    'PAIRING.OPEN_IN_WALLET_BROWSER': { target: '.inWalletBrowser', actions: 'setWalletBrowser' },
  },
  initial: 'idle',
  states: {
    /** No pairing: the ConnectingWalletConnect view is not shown. */
    idle: {
      on: { 'PAIRING.START': { target: 'active', actions: ['setWallet', 'clearError'] } },
    },
    /**
     * A live pairing. Re-entering this state stops the pairing actor (its late result is dropped) and
     * starts a new one, with a new URI.
     */
    active: {
      entry: 'clearUri',
      invoke: [
        { src: 'pair', id: 'pair', input: ({ context }) => ({ pairer: context.pairer }) },
        { src: 'watchPairingView', id: 'watchPairingView' },
        { src: 'watchRelay', id: 'watchRelay', input: ({ context }) => ({ pairer: context.pairer }) },
      ],
      on: {
        // The URI is valid for any wallet: another wallet only changes the name and links shown.
        'PAIRING.START': { guard: 'isOtherWallet', actions: 'setWallet' },
        'PAIRING.REFRESH': { target: 'active', reenter: true },
        'PAIRING.URI': { target: '.ready', actions: 'setUri' },
        'PAIRING.APPROVED': { target: 'approved', actions: ['setSession', 'connectSessionNamespaces'] },
        'PAIRING.FAILED': [
          { guard: 'hasProviderAlert', target: 'failed', actions: ['setError', 'raiseProviderAlert'] },
          { target: 'failed', actions: 'setError' },
        ],
      },
      initial: 'generating',
      states: {
        /** Waiting for the pairer's URI; a relay that does not answer in time is an error to retry. */
        generating: {
          after: { relayAnswer: { target: '#pairing.failed', actions: 'setRelayUnreachable' } },
        },
        /**
         * The pairing has a URI, until it counts as expired (its lifetime runs also while the relay
         * is away).
         */
        ready: {
          after: { uriExpiry: { target: '#pairing.active', reenter: true } },
          initial: 'visible',
          states: {
            /** The URI shows (QR code or deep link). */
            visible: { on: { 'PAIRING.RELAY_LOST': { target: 'reconnecting' } } },
            /**
             * The relay connection dropped: the URI is hidden (a wallet scanning it now would wait in
             * vain). Back within 3 s, it shows again (the relay kept the proposal); back later, a
             * fresh pairing (a restarted relay forgot it); away 10 s, an error.
             */
            reconnecting: {
              after: { relayAnswer: { target: '#pairing.failed', actions: 'setRelayUnreachable' } },
              initial: 'blip',
              states: {
                blip: {
                  after: { relayBlip: 'outage' },
                  on: { 'PAIRING.RELAY_BACK': { target: '#pairing.active.ready.visible' } },
                },
                outage: {
                  on: { 'PAIRING.RELAY_BACK': { target: '#pairing.active', reenter: true } },
                },
              },
            },
          },
        },
      },
    },
    /**
     * On a phone, the picked wallet opens the site in its own app browser (where the site finds it
     * directly) instead of pairing: the view offers that link. Leaving the view ends it; another
     * wallet pairs.
     */
    inWalletBrowser: {
      exit: 'clearWalletBrowser',
      invoke: { src: 'watchPairingView', id: 'watchPairingView' },
      on: { 'PAIRING.START': { target: 'active', actions: ['setWallet', 'clearError'] } },
    },
    /** A wallet approved the session; its namespaces are connecting. Another visit pairs anew. */
    approved: {
      invoke: { src: 'watchPairingView', id: 'watchPairingView' },
      on: { 'PAIRING.START': { target: 'active', actions: 'setWallet' } },
    },
    /** The pairing could not be made; the message shows with a retry. */
    failed: {
      invoke: { src: 'watchPairingView', id: 'watchPairingView' },
      on: {
        'PAIRING.RETRY': { target: 'active', actions: 'clearError' },
        'PAIRING.START': { target: 'active', actions: ['setWallet', 'clearError'] },
      },
    },
  },
})
