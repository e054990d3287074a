import { assign, emit, setup } from 'xstate'
import { signingMessages } from '../../errors/siwx.js'
import { safeParseCaipAddress } from '../../networks/caip.js'
import type { SiwxSession } from '../../siwx/siwx.types.js'
import { systemSender } from '../../system/system.js'
import { eventOf } from '../shared/event-of.js'
import {
  addSessionActor,
  deleteSessionsActor,
  getSessionsActor,
  prepareMessageActor,
  signMessageActor,
  watchActiveAccountActor,
  watchSignViewActor,
  watchSignViewShownActor,
} from './siwx.actors.js'
import {
  isSameSiwxAccount,
  isSameSiwxAccountAndNetwork,
  resolveSiwxSettings,
  signErrorMessage,
  siwxAccountKey,
  siwxAccountOf,
} from './siwx.rules.js'
import type {
  PreparedSiwxMessage,
  SiwxAccount,
  SiwxContext,
  SiwxEmitted,
  SiwxEvent,
  SiwxInput,
} from './siwx.types.js'

const accountOf = (context: SiwxContext) => context.account as SiwxAccount
const activeAccountOfEvent = (event: SiwxEvent) => siwxAccountOf(eventOf(event, 'SIWX.ACCOUNT_ACTIVE'))

// Cancel (SPEC §4): optional sign-in closes and is not asked again for this account; required sign-in
// returns to the last network the visitor signed in on when a session is still there, else disconnects.
const cancel = [
  { guard: 'isOptional', target: '#siwx.dismissed', actions: ['closeModal', 'dismissAccount'] },
  { guard: 'hasLastSignedNetworkElsewhere', target: '#siwx.returning' },
  { target: '#siwx.disconnecting' },
] as const

// The sign view's own button: it reads Cancel when sign-in is optional (the same as cancel) and
// Disconnect when it is required, and a button that says Disconnect disconnects, whatever network a
// session exists on (switching back instead left the visitor connected after pressing Disconnect).
const decline = [
  { guard: 'isOptional', target: '#siwx.dismissed', actions: ['closeModal', 'dismissAccount'] },
  { target: '#siwx.disconnecting' },
] as const

// While these states last, a session is missing for the active account: the modal refuses to close on
// the sign and approve views if sign-in is required (SPEC §2). Leaving them releases the lock before
// any transition action runs (a close on success, a disconnect on cancel).
const lockClosing = { entry: 'notifySessionMissing', exit: 'notifySessionNotMissing' } as const

// In these states sign-in does not wait for the visitor: a sign view still on screen (the account
// disconnected or changed, a session turned up, the wallet came back from a network switch under it)
// is stale, and the modal closes.
const closeStaleSignView = {
  invoke: { src: 'watchSignViewShown', id: 'watchSignViewShown' },
  on: { 'SIWX.VIEW_SHOWN': { actions: 'closeModal' } },
} as const

// A failed signing (nonce, wallet, or the storage refusing the session): back to the sign view, which
// stays or reopens, with the message (SPEC §4).
const failSigning = {
  target: '#siwx.prompting',
  actions: [
    { type: 'setSignError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    'openSignView',
  ],
} as const

// Sends to the actors this machine talks to, by system id (absent ones are skipped).
const toSystem = systemSender<SiwxContext, SiwxEvent>()

/**
 * Tells the modal whether a session is missing for the active account: the modal refuses to close on
 * the sign and approve views while required sign-in has none (SPEC §2).
 */
function notifySignIn(sessionMissing: boolean) {
  return toSystem('modal')(({ context }) => ({
    type: 'MODAL.SIGN_IN_CHANGED',
    signIn: { required: context.settings.required, hasSession: !sessionMissing },
  }))
}

/** Disconnects the account's namespace through its connection actor, closing the modal or not. */
function disconnectNamespace(closeModal: boolean) {
  return toSystem(
    ({ context }) => `connection.${accountOf(context).namespace}`,
    'connection.<namespace>',
  )(() =>
    closeModal ? { type: 'CONNECTION.DISCONNECT' } : { type: 'CONNECTION.DISCONNECT', closeModal: false },
  )
}

/**
 * Sign-in with the wallet (systemId `siwx`, SPEC §4 "Sign-in"): when an account becomes active, its
 * sessions are checked; without one the SIWXSignMessage view opens. Signing saves a session and closes
 * the modal; a failure keeps the view with 'Signature declined'. Cancel closes an optional sign-in (not
 * asked again this page load); a required one returns to the last signed-in network when a session
 * exists there, else disconnects. A storage failure while checking disconnects and resets to Connect.
 * While required sign-in has no session the modal cannot be closed on the sign view (SPEC §2).
 *
 * @example
 * const siwx = createActor(siwxMachine, {
 *   input: { options: { required: true }, domain: location.host, uri: location.href },
 * }).start()
 * siwx.send({ type: 'SIWX.ACCOUNT_ACTIVE', namespace: 'eip155', caipAddress: 'eip155:1:0xf39F…2266', caipNetworkId: 'eip155:1' })
 */
export const siwxMachine = setup({
  types: {} as { context: SiwxContext; events: SiwxEvent; input: SiwxInput; emitted: SiwxEmitted },
  actors: {
    getSessions: getSessionsActor,
    prepareMessage: prepareMessageActor,
    signMessage: signMessageActor,
    addSession: addSessionActor,
    deleteSessions: deleteSessionsActor,
    watchSignView: watchSignViewActor,
    watchSignViewShown: watchSignViewShownActor,
    watchActiveAccount: watchActiveAccountActor,
  },
  guards: {
    isOptional: ({ context }) => !context.settings.required,
    isUnsignableAccount: ({ event }) => activeAccountOfEvent(event) === undefined,
    isOtherAccountOrNetwork: ({ context, event }) =>
      !isSameSiwxAccountAndNetwork(context.account, activeAccountOfEvent(event)),
    isCurrentAccountAndNetwork: ({ context, event }) =>
      isSameSiwxAccountAndNetwork(context.account, activeAccountOfEvent(event)),
    isCurrentAccount: ({ context, event }) =>
      isSameSiwxAccount(context.account, eventOf(event, 'SIWX.ACCOUNT_INACTIVE').caipAddress),
    hasSessions: (_, params: { sessions: readonly SiwxSession[] }) => params.sessions.length > 0,
    isDismissedAccount: ({ context }) => {
      const { namespace, address } = accountOf(context)
      return context.dismissedAccounts.includes(siwxAccountKey(namespace, address))
    },
    hasLastSignedNetworkElsewhere: ({ context }) => {
      const { namespace, caipNetworkId } = accountOf(context)
      const last = context.lastSignedNetworks[namespace]
      return last !== undefined && last !== caipNetworkId
    },
  },
  actions: {
    setAccount: assign(({ event }) => ({
      account: activeAccountOfEvent(event),
      prepared: undefined,
      session: undefined,
      error: undefined,
    })),
    clearAccount: assign({ account: undefined, prepared: undefined, session: undefined, error: undefined }),
    setCheckedSession: assign((_, params: { sessions: readonly SiwxSession[] }) => ({
      session: params.sessions[0],
    })),
    setPrepared: assign((_, params: { prepared: PreparedSiwxMessage }) => ({ prepared: params.prepared })),
    clearPrepared: assign({ prepared: undefined }),
    setSignedSession: assign(({ context }, params: { signature: string }) => ({
      session: { ...(context.prepared as PreparedSiwxMessage), signature: params.signature },
    })),
    setSignError: assign((_, params: { error: unknown }) => ({
      error: signErrorMessage(params.error),
      session: undefined,
    })),
    clearError: assign({ error: undefined }),
    setInitError: assign({ error: signingMessages.siwxInitFailed }),
    rememberSignedNetwork: assign({
      lastSignedNetworks: ({ context }) => {
        const { namespace, caipNetworkId } = accountOf(context)
        return { ...context.lastSignedNetworks, [namespace]: caipNetworkId }
      },
    }),
    dismissAccount: assign({
      dismissedAccounts: ({ context }) => {
        const { namespace, address } = accountOf(context)
        const key = siwxAccountKey(namespace, address)
        return context.dismissedAccounts.includes(key)
          ? context.dismissedAccounts
          : [...context.dismissedAccounts, key]
      },
    }),
    emitSignedIn: emit(({ context }) => ({ type: 'siwx.signedIn', session: context.session as SiwxSession })),
    emitAddedSession: emit((_, params: { session: SiwxSession }) => ({
      type: 'siwx.signedIn',
      session: params.session,
    })),

    // Sign-out on disconnect (an option): the account's sessions on the network it left are revoked.
    signOut: assign(({ context, event, spawn }) => {
      const { storage, signOutOnDisconnect } = context.settings
      const parsed = safeParseCaipAddress(eventOf(event, 'SIWX.ACCOUNT_INACTIVE').caipAddress)
      if (signOutOnDisconnect && parsed)
        spawn('deleteSessions', {
          input: { storage, chainId: parsed.caipNetworkId, address: parsed.address },
        })
      return {}
    }),

    // Siblings, found through the actor system (absent ones are skipped).
    notifySessionMissing: notifySignIn(true),
    notifySessionNotMissing: notifySignIn(false),
    openSignView: toSystem('modal')(() => ({
      type: 'MODAL.OPEN',
      view: 'SIWXSignMessage',
    })),
    closeModal: toSystem('modal')(() => ({ type: 'MODAL.CLOSE' })),
    disconnectNamespace: disconnectNamespace(true),
    disconnectNamespaceKeepingModal: disconnectNamespace(false),
    resetRouterToConnect: toSystem('router')(() => ({
      type: 'ROUTER.RESET',
      view: 'Connect',
    })),
    showInitError: toSystem('snack')(() => ({
      type: 'SNACK.SHOW',
      message: signingMessages.siwxInitFailed,
      variant: 'error',
    })),
    switchToLastSignedNetwork: toSystem('network')(({ context }) => {
      const caipNetworkId = context.lastSignedNetworks[accountOf(context).namespace]
      return caipNetworkId && { type: 'NETWORK.SWITCH', caipNetworkId }
    }),
  },
}).createMachine({
  id: 'siwx',
  context: ({ input }) => ({
    settings: resolveSiwxSettings(input),
    account: undefined,
    prepared: undefined,
    session: undefined,
    error: undefined,
    lastSignedNetworks: {},
    dismissedAccounts: [],
  }),
  invoke: { src: 'watchActiveAccount', id: 'watchActiveAccount' },
  on: {
    'SIWX.ACCOUNT_ACTIVE': [
      { guard: 'isUnsignableAccount', target: '.idle', actions: 'clearAccount' },
      { guard: 'isOtherAccountOrNetwork', target: '.checking', reenter: true, actions: 'setAccount' },
    ],
    'SIWX.ACCOUNT_INACTIVE': [
      { guard: 'isCurrentAccount', target: '.idle', actions: ['signOut', 'clearAccount'] },
      { actions: 'signOut' },
    ],
    'SIWX.SESSION_ADDED': {
      actions: { type: 'emitAddedSession', params: ({ event }) => ({ session: event.session }) },
    },
  },
  initial: 'idle',
  states: {
    /** No active account (or one of a namespace without sign-in messages): nothing to sign in. */
    idle: { ...closeStaleSignView },
    /**
     * Reading the account's sessions on its network from storage. A sign view still on screen (the
     * sessions are read again under it when the wallet reports its account or network) is heard: its
     * Disconnect or Cancel is the visitor's answer, and is not dropped while the read lasts.
     */
    checking: {
      ...lockClosing,
      on: { 'SIWX.CANCEL': cancel, 'SIWX.DECLINE': decline },
      invoke: {
        src: 'getSessions',
        id: 'getSessions',
        input: ({ context }) => ({
          storage: context.settings.storage,
          chainId: accountOf(context).caipNetworkId,
          address: accountOf(context).address,
        }),
        onDone: [
          {
            guard: { type: 'hasSessions', params: ({ event }) => ({ sessions: event.output }) },
            target: 'signedIn',
            actions: [
              { type: 'setCheckedSession', params: ({ event }) => ({ sessions: event.output }) },
              'rememberSignedNetwork',
            ],
          },
          { guard: 'isDismissedAccount', target: 'dismissed' },
          { target: 'prompting', actions: 'openSignView' },
        ],
        onError: { target: 'failed', actions: 'setInitError' },
      },
    },
    /** The SIWXSignMessage view asks the visitor to sign (with the last failure's message, if any). */
    prompting: {
      entry: lockClosing.entry,
      // The message belongs to the view: it goes when the view's wait ends.
      exit: [lockClosing.exit, 'clearError'],
      invoke: { src: 'watchSignView', id: 'watchSignView' },
      on: {
        'SIWX.SIGN': 'signing',
        'SIWX.CANCEL': cancel,
        'SIWX.DECLINE': decline,
        // Closing the modal on the view of an optional sign-in declines it.
        'SIWX.VIEW_CLOSED': { guard: 'isOptional', target: 'dismissed', actions: 'dismissAccount' },
        // The same account again (back from a network the site does not configure): the view shows again.
        'SIWX.ACCOUNT_ACTIVE': { guard: 'isCurrentAccountAndNetwork', actions: 'openSignView' },
      },
    },
    /** Making the message, waiting for the wallet's signature, then saving the session. Cancel gives up. */
    signing: {
      entry: lockClosing.entry,
      exit: [lockClosing.exit, 'clearPrepared'],
      on: { 'SIWX.CANCEL': cancel, 'SIWX.DECLINE': decline },
      initial: 'preparing',
      states: {
        /** The site's nonce, then the message's data and text. */
        preparing: {
          invoke: {
            src: 'prepareMessage',
            id: 'prepareMessage',
            input: ({ context }) => ({ settings: context.settings, account: accountOf(context) }),
            onDone: {
              target: 'awaitingSignature',
              actions: { type: 'setPrepared', params: ({ event }) => ({ prepared: event.output }) },
            },
            onError: failSigning,
          },
        },
        /** The wallet's prompt is open. */
        awaitingSignature: {
          invoke: {
            src: 'signMessage',
            id: 'signMessage',
            input: ({ context }) => ({
              namespace: accountOf(context).namespace,
              caipAddress: accountOf(context).caipAddress,
              message: (context.prepared as PreparedSiwxMessage).message,
            }),
            onDone: {
              target: 'saving',
              actions: { type: 'setSignedSession', params: ({ event }) => ({ signature: event.output }) },
            },
            onError: failSigning,
          },
        },
        /** The storage keeps the session (a server storage may verify and refuse it). */
        saving: {
          invoke: {
            src: 'addSession',
            id: 'addSession',
            input: ({ context }) => ({
              storage: context.settings.storage,
              session: context.session as SiwxSession,
            }),
            onDone: {
              target: '#siwx.signedIn',
              actions: ['rememberSignedNetwork', 'emitSignedIn', 'closeModal'],
            },
            onError: failSigning,
          },
        },
      },
    },
    /** Required sign-in cancelled: is there still a session on the last network signed in on? */
    returning: {
      ...lockClosing,
      invoke: {
        src: 'getSessions',
        id: 'getLastNetworkSessions',
        input: ({ context }) => {
          const { namespace, address, caipNetworkId } = accountOf(context)
          return {
            storage: context.settings.storage,
            chainId: context.lastSignedNetworks[namespace] ?? caipNetworkId,
            address,
          }
        },
        // The switch shows SwitchNetwork over the sign view; once the wallet is there, the account's
        // new network is checked and signed in. Refusing the switch comes back to the sign view.
        onDone: [
          {
            guard: { type: 'hasSessions', params: ({ event }) => ({ sessions: event.output }) },
            target: 'prompting',
            actions: 'switchToLastSignedNetwork',
          },
          { target: 'disconnecting' },
        ],
        onError: { target: 'disconnecting' },
      },
    },
    /** Required sign-in cancelled without a session to return to: the namespace disconnects (and the
     * modal closes), then the account goes inactive. */
    disconnecting: {
      entry: 'disconnectNamespace',
    },
    /** A session exists for the account on its network. */
    signedIn: { ...closeStaleSignView },
    /** The visitor declined optional sign-in: this account is not asked again this page load. */
    dismissed: { ...closeStaleSignView },
    /** Sessions could not be read (SPEC §8): the namespace disconnects and the router resets to Connect. */
    failed: {
      entry: ['showInitError', 'disconnectNamespaceKeepingModal', 'resetRouterToConnect'],
    },
  },
})
