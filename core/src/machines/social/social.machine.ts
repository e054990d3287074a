import { and, assign, emit, not, setup } from 'xstate'
import { PopupClosedError, SocialConnectionInitError } from '../../errors/connection.js'
import { storageKeys } from '../../storage/keys.js'
import { connectWalletActor } from '../email/email.actors.js'
import { emailErrorText, requestFailureText } from '../email/email.rules.js'
import { eventOf } from '../shared/event-of.js'
import { redirectUriActor, resultMessagesActor, verifyResultActor } from './social.actors.js'
import { POLL_MS } from './social.constants.js'
import { socialUsername, telegramReturnOf } from './social.rules.js'
import type { SocialContext, SocialEmitted, SocialEvent, SocialInput } from './social.types.js'

const popupClosed = new PopupClosedError().shortMessage
const notInitiated = new SocialConnectionInitError().shortMessage

/**
 * Social login through the embedded wallet (systemId `social`): the popup, opened blank in the
 * visitor's click, is sent to the provider's login page the login frame names; the provider's login
 * ends on the secure site's page, which posts the result to this page (accepted only from the popup,
 * from the secure site's origin); the frame verifies it and signs the visitor in, and the embedded
 * wallet connects like any wallet. The popup is checked every second: closed before a result, the
 * login fails with 'Popup closed'. No address from the frame (or a blocked popup) fails with 'Failed
 * to initiate social connection'; each request to the frame gets 120 s, after which its actor fails
 * with 'iframe_request_timeout' (see `frameLoginRequest`). Once connected, the provider and username
 * are stored (so the frame loads at once on the next visit).
 *
 * Inside Telegram's in-app browser, which has no popups, the provider's page replaces the page
 * instead (the provider is stored first), and the secure site sends the visitor back with the result
 * in the page's `result_uri` query parameter: at start the machine takes it, removes it from the
 * address, and verifies it as a popup's result.
 *
 * @example
 * const social = createActor(socialMachine, { input: { storage, connectorId: 'AUTH', namespaces: ['eip155'], resultOrigin } }).start()
 * social.send({ type: 'SOCIAL.START', provider: 'google', popup })
 */
export const socialMachine = setup({
  types: {
    context: {} as SocialContext,
    events: {} as SocialEvent,
    input: {} as SocialInput,
    emitted: {} as SocialEmitted,
  },
  actors: {
    redirectUri: redirectUriActor,
    resultMessages: resultMessagesActor,
    verifyResult: verifyResultActor,
    connectWallet: connectWalletActor,
  },
  delays: { popupPoll: POLL_MS },
  guards: {
    hasPopup: ({ context }) => context.popup !== undefined,
    inTelegram: ({ context }) => context.client.inTelegram,
    returnedFromTelegram: ({ context }) =>
      telegramReturnOf(
        context.storage.get(storageKeys.telegramSocialProvider),
        context.page.resultUri(),
        context.resultOrigin,
      ) !== undefined,
    popupClosed: ({ context }) => context.popup?.closed() ?? true,
  },
  actions: {
    start: assign(({ event }) => {
      const { provider, popup } = eventOf(event, 'SOCIAL.START')
      return { provider, popup, resultUri: undefined, username: undefined, error: undefined }
    }),
    takeTelegramResult: assign(({ context }) => ({
      ...telegramReturnOf(
        context.storage.get(storageKeys.telegramSocialProvider),
        context.page.resultUri(),
        context.resultOrigin,
      ),
    })),
    // Only a login this browser started inside Telegram owns the page's `result_uri`.
    forgetTelegramReturn: ({ context }) => {
      if (context.storage.get(storageKeys.telegramSocialProvider) === undefined) return
      context.storage.remove(storageKeys.telegramSocialProvider)
      if (context.page.resultUri() !== undefined) context.page.forgetResultUri()
    },
    leavePage: ({ context }, params: { url: string }) => {
      if (context.provider) context.storage.set(storageKeys.telegramSocialProvider, context.provider)
      context.page.leaveTo(params.url)
    },
    closePopup: ({ context }) => context.popup?.close(),
    forgetPopup: assign({ popup: undefined }),
    navigatePopup: ({ context }, params: { url: string }) => context.popup?.navigate(params.url),
    setResult: assign({ resultUri: ({ event }) => eventOf(event, 'SOCIAL.RESULT').resultUri }),
    setUsername: assign(({ context }, params: { userName: string | undefined }) => ({
      username:
        context.provider && params.userName !== undefined
          ? socialUsername(context.provider, params.userName)
          : undefined,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: emailErrorText(params.error) })),
    setText: assign((_, params: { text: string }) => ({ error: params.text })),
    clear: assign({ provider: undefined, resultUri: undefined, username: undefined, error: undefined }),
    rememberLogin: ({ context }) => {
      if (context.provider) context.storage.set(storageKeys.connectedSocialProvider, context.provider)
      if (context.username !== undefined)
        context.storage.set(storageKeys.connectedSocialUsername, context.username)
    },
    emitStarted: emit(({ context }) => ({ type: 'social.started' as const, provider: context.provider })),
    emitRequestedUserData: emit(({ context }) => ({
      type: 'social.requestedUserData' as const,
      provider: context.provider,
    })),
    emitSucceeded: emit(({ context }) => ({
      type: 'social.succeeded' as const,
      provider: context.provider,
      username: context.username,
    })),
    emitFailed: emit(({ context }) => ({
      type: 'social.failed' as const,
      provider: context.provider,
      error: context.error ?? '',
    })),
  },
}).createMachine({
  id: 'social',
  context: ({ input }) => ({
    ...input,
    provider: undefined,
    popup: undefined,
    resultUri: undefined,
    username: undefined,
    error: undefined,
  }),
  initial: 'checkingReturn',
  on: {
    'SOCIAL.START': { target: '.starting', reenter: true, actions: ['closePopup', 'start'] },
    'SOCIAL.CANCEL': { target: '.idle', actions: ['closePopup', 'forgetPopup', 'clear'] },
  },
  states: {
    checkingReturn: {
      always: [
        {
          guard: 'returnedFromTelegram',
          target: 'verifying',
          actions: ['takeTelegramResult', 'forgetTelegramReturn'],
        },
        { target: 'idle', actions: 'forgetTelegramReturn' },
      ],
    },
    idle: {},
    starting: {
      entry: 'emitStarted',
      // A popup the browser blocked: nothing to send to the provider (inside Telegram the page goes).
      always: {
        guard: and([not('hasPopup'), not('inTelegram')]),
        target: 'failed',
        actions: { type: 'setText', params: { text: notInitiated } },
      },
      invoke: {
        id: 'redirectUri',
        src: 'redirectUri',
        // Only SOCIAL.START enters this state.
        input: ({ event }) => ({ provider: eventOf(event, 'SOCIAL.START').provider }),
        onDone: [
          {
            guard: not('hasPopup'),
            target: 'leftPage',
            actions: { type: 'leavePage', params: ({ event }) => ({ url: event.output }) },
          },
          {
            target: 'waiting',
            actions: { type: 'navigatePopup', params: ({ event }) => ({ url: event.output }) },
          },
        ],
        // SPEC §8: no page from the frame is 'Failed to initiate social connection'; a request it left
        // unanswered keeps the timeout's own words.
        onError: {
          target: 'failed',
          actions: {
            type: 'setText',
            params: ({ event }) => ({ text: requestFailureText(event.error, notInitiated) }),
          },
        },
      },
    },
    waiting: {
      invoke: {
        id: 'resultMessages',
        src: 'resultMessages',
        input: ({ context }) => ({ popup: context.popup, origin: context.resultOrigin }),
      },
      initial: 'watching',
      states: {
        watching: {
          after: {
            popupPoll: [
              {
                guard: 'popupClosed',
                target: '#social.failed',
                actions: { type: 'setText', params: { text: popupClosed } },
              },
              { target: 'watching', reenter: true },
            ],
          },
        },
      },
      on: { 'SOCIAL.RESULT': { target: 'verifying', actions: ['setResult', 'closePopup', 'forgetPopup'] } },
    },
    verifying: {
      entry: 'emitRequestedUserData',
      invoke: {
        id: 'verifyResult',
        src: 'verifyResult',
        input: ({ context }) => ({ uri: context.resultUri ?? '' }),
        onDone: {
          target: 'connectingWallet',
          actions: { type: 'setUsername', params: ({ event }) => ({ userName: event.output.userName }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    connectingWallet: {
      invoke: {
        id: 'connectWallet',
        src: 'connectWallet',
        input: ({ context }) => ({ namespaces: context.namespaces, connectorId: context.connectorId }),
        onDone: { target: 'connected', actions: ['rememberLogin', 'emitSucceeded'] },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The provider's page replaces this one (inside Telegram); the login goes on when the visitor
    // comes back with its result.
    leftPage: {},
    connected: {},
    failed: { entry: ['closePopup', 'forgetPopup', 'emitFailed'] },
  },
})
